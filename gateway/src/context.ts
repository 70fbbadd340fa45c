import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { PubSub } from './pubsub.js';
import type { OutboxWorker } from './outbox/worker.js';
import type { PaymentProvider } from './modules/billing/provider.js';
import type { CancellationWorker } from './modules/billing/cancellations.js';
import { liveViewer, type ViewerState } from './modules/auth/session.js';
import { DomainError, toGraphQLError } from './errors.js';

export interface AppDeps {
  config: Config;
  db: Db;
  pubsub: PubSub;
  logger: Logger;
  /**
   * Background e-mail/push delivery, the only way a request sends mail (no mailer here: no request waits
   * for a mail server); absent only in scripts, whose rows the gateway's worker sends.
   */
  outbox?: OutboxWorker;
  /** The payment provider (Stripe, or its local stand-in). */
  billing: PaymentProvider;
  /** Cancels deleted locations' subscriptions at the provider, in the background. */
  cancellations?: CancellationWorker;
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
  const viewer = await liveViewer(deps.db, tokenConfig(deps.config), req.authorization, deps.logger).catch(
    // As a GraphQL error with its status (200), which the client's error link reads.
    (err: unknown) => {
      throw err instanceof DomainError ? toGraphQLError(err) : err;
    },
  );
  return new RequestContext(deps, viewer, req.userAgent, req.ip);
}

/**
 * The lazy members are getters on the class, and what they compute is kept in plain fields: Apollo
 * clones the context for every operation by copying its own properties onto an object with the same
 * prototype, so getters stay getters and the clone carries what was already worked out. One class
 * keeps every context the same shape (no per-request prototype or property descriptors).
 */
class RequestContext implements Context {
  config!: Config;
  db!: Db;
  pubsub!: PubSub;
  logger!: Logger;
  outbox?: OutboxWorker;
  billing!: PaymentProvider;
  cancellations?: CancellationWorker;
  private cachedLoaders: Loaders | undefined = undefined;
  private cachedIp: string | undefined;
  private readonly resolveIp: (() => string | undefined) | undefined;

  constructor(
    deps: AppDeps,
    readonly viewer: ViewerState,
    readonly userAgent: string | undefined,
    ip: string | (() => string | undefined) | undefined,
  ) {
    Object.assign(this, deps);
    this.cachedIp = typeof ip === 'function' ? undefined : ip;
    this.resolveIp = typeof ip === 'function' ? ip : undefined;
  }

  // Built on first use: a subscription socket lives for hours and usually never needs them; most
  // anonymous requests (search, the location page without favourites) never do either.
  get loaders(): Loaders {
    this.cachedLoaders ??= createLoaders(
      this.db,
      this.viewer.kind === 'signed-in' ? this.viewer.user.id : null,
    );
    return this.cachedLoaders;
  }

  get ip(): string {
    if (this.resolveIp && this.cachedIp === undefined) this.cachedIp = this.resolveIp();
    return this.cachedIp ?? 'unknown';
  }
}
