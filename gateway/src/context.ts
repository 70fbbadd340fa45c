import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { PubSub } from './pubsub.js';
import type { Mailer } from './mail/mailer.js';
import type { OutboxWorker } from './outbox/worker.js';
import { resolveViewer, type ViewerState } from './modules/auth/session.js';
import { GraphQLError } from 'graphql';
import { INVALID_SESSION_MESSAGE } from './errors.js';

export interface AppDeps {
  config: Config;
  db: Db;
  pubsub: PubSub;
  logger: Logger;
  mailer: Mailer;
  /** Background e-mail/push delivery; absent only in scripts that never write events. */
  outbox?: OutboxWorker;
}

export interface Context extends AppDeps {
  viewer: ViewerState;
  loaders: Loaders;
  ip: string;
  userAgent: string | undefined;
}

export const tokenConfig = (config: Config) => ({
  secret: config.jwtSecret,
  issuer: config.JWT_ISSUER,
  audience: config.JWT_AUDIENCE,
  ttlDays: config.SESSION_TTL_DAYS,
});

/**
 * One context per request (or per subscription connection). A token that no longer leads to a live
 * session fails the whole operation with INVALID_SESSION, so the client can show 'Sessione scaduta' once.
 */
export async function buildContext(
  deps: AppDeps,
  // `ip` may be a function: it is then worked out only by the few resolvers that read it (sign-in throttling).
  req: { authorization?: string; ip?: string | (() => string | undefined); userAgent?: string },
): Promise<Context> {
  const viewer = await resolveViewer(deps.db, tokenConfig(deps.config), req.authorization);
  if (viewer.kind === 'invalid') {
    // Status 200 keeps it a GraphQL error the client's error link can read.
    throw new GraphQLError(INVALID_SESSION_MESSAGE, {
      extensions: { code: 'INVALID_SESSION', http: { status: 200 } },
    });
  }
  let loaders: Loaders | undefined;
  let ip = typeof req.ip === 'function' ? undefined : req.ip;
  const resolveIp = typeof req.ip === 'function' ? req.ip : undefined;
  // The lazy members are getters on a per-request prototype: Apollo copies the context's own properties
  // into a clone for every operation (which would run own getters), and a clone keeps the prototype.
  const lazy = Object.create(null, {
    // Built on first use: a subscription socket lives for hours and usually never needs them; most
    // anonymous requests (search, the location page without favourites) never do either.
    loaders: {
      get() {
        loaders ??= createLoaders(deps.db, viewer.kind === 'signed-in' ? viewer.user.id : null);
        return loaders;
      },
    },
    ip: {
      get() {
        if (resolveIp && ip === undefined) ip = resolveIp();
        return ip ?? 'unknown';
      },
    },
  }) as Pick<Context, 'loaders' | 'ip'>;
  return Object.assign(Object.create(lazy) as Context, { ...deps, viewer, userAgent: req.userAgent });
}

export function viewerId(ctx: Context): string | null {
  return ctx.viewer.kind === 'signed-in' ? ctx.viewer.user.id : null;
}
