import type http from 'node:http';
import type { Express } from 'express';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError } from 'graphql';
import { tokenConfig, type AppDeps } from './context.js';
import { isSessionEnded } from './errors.js';
import { clientIp } from './graphqlHttp.js';
import type { ExecutionCore } from './execution/core.js';
import { channels } from './pubsub.js';
import { liveViewer, sessionIsLive } from './modules/auth/session.js';
import { requestIdFrom, withRequestId } from './observability/requestId.js';

/**
 * The close code for a socket whose session ended (logout, password change or reset, deletion, expiry) or
 * was never valid: graphql-ws clients treat 4401 as final, and ours shows 'Sessione scaduta'.
 */
export const SESSION_ENDED_CLOSE = { code: 4401, reason: 'Session ended' } as const;
// The session could not be checked (database unreachable): the client may come back later.
const TRY_AGAIN_CLOSE = { code: 1013, reason: 'Try again later' } as const;
// Between operations, a session seen live this recently is not looked up again for each event; a
// session-ended message (from any process) forces the next look-up at once.
const RECHECK_MS = 5_000;
// A quiet socket is checked at its session's expiry, and at least this often.
const MAX_TIMER_MS = 3_600_000;

interface LiveSocket {
  socket: WebSocket;
  authorization: string | undefined;
  userAgent: string | undefined;
  ip: () => string | undefined;
  viewer?: { sessionId: string; user: { id: string; tokenVersion: number }; expiresAt: Date };
  checkedAt: number;
  timer?: NodeJS.Timeout;
  closed: boolean;
}

export interface LiveSockets {
  /** Sockets open now (the metrics' gauge). */
  count: () => number;
  dispose(): Promise<void>;
  terminate(): void;
}

/**
 * graphql-ws on /graphql as an adapter of the execution core, as HTTP is: the same document cache,
 * validation rules and limits, executor, context, error masking and client address, and every operation
 * (each subscribe message, each event delivered) run with the session as it is now. Sockets of a session
 * that ends are closed with 4401 on every gateway process.
 */
export async function startLiveSockets(opts: {
  httpServer: http.Server;
  core: ExecutionCore;
  deps: AppDeps;
  app: Express;
}): Promise<LiveSockets> {
  const { core, deps } = opts;
  const { db, logger } = deps;
  const byUser = new Map<string, Set<LiveSocket>>();

  const forget = (live: LiveSocket) => {
    live.closed = true;
    if (live.timer) clearTimeout(live.timer);
    const set = live.viewer && byUser.get(live.viewer.user.id);
    if (set) {
      set.delete(live);
      if (set.size === 0) byUser.delete(live.viewer!.user.id);
    }
  };
  const close = (live: LiveSocket, how: { code: number; reason: string }) => {
    forget(live);
    live.socket.close(how.code, how.reason);
  };

  /** False (and the socket closing) once the session is no longer live. */
  const stillLive = async (live: LiveSocket, force = false): Promise<boolean> => {
    if (live.closed) return false;
    if (!live.viewer || (!force && Date.now() - live.checkedAt < RECHECK_MS)) return true;
    let ok: boolean;
    try {
      ok = await sessionIsLive(db, live.viewer);
    } catch (err) {
      logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'socket session check failed');
      close(live, TRY_AGAIN_CLOSE);
      return false;
    }
    if (live.closed) return false;
    if (!ok) {
      close(live, SESSION_ENDED_CLOSE);
      return false;
    }
    live.checkedAt = Date.now();
    return true;
  };

  const arm = (live: LiveSocket) => {
    if (!live.viewer || live.closed) return;
    const delay = Math.max(0, Math.min(live.viewer.expiresAt.getTime() - Date.now(), MAX_TIMER_MS));
    live.timer = setTimeout(() => {
      void stillLive(live, true).then((ok) => ok && arm(live));
    }, delay);
    live.timer.unref();
  };

  const unlisten = await deps.pubsub.listen<{ userId?: unknown }>(channels.sessionsEnded, (payload) => {
    if (typeof payload?.userId !== 'string') return;
    for (const live of byUser.get(payload.userId) ?? []) void stillLive(live, true);
  });

  // Each subscribe message is a request of its own: its id is in every line logged while it is set up and
  // while its operation runs (a subscription's later events are delivered outside it).
  const requestIds = new WeakMap<object, string>();
  const inRequest = <T>(contextValue: unknown, fn: () => T): T => {
    const requestId = typeof contextValue === 'object' && contextValue && requestIds.get(contextValue);
    return requestId ? withRequestId(requestId, fn) : fn();
  };

  const wsServer = new WebSocketServer({ server: opts.httpServer, path: '/graphql' });
  const server = useServer<Record<string, unknown>, { live?: LiveSocket }>(
    {
      isProd: core.production,
      execute: (args) =>
        inRequest(args.contextValue, () =>
          core.execute({
            document: args.document,
            operationName: args.operationName,
            variableValues: args.variableValues,
            contextValue: args.contextValue,
          }),
        ),
      subscribe: (args) =>
        inRequest(args.contextValue, () =>
          core.subscribe({
            document: args.document,
            operationName: args.operationName,
            variableValues: args.variableValues,
            contextValue: args.contextValue,
          }),
        ),
      onConnect: async (wsCtx) => {
        const { socket, request } = wsCtx.extra;
        const raw = wsCtx.connectionParams?.authorization ?? wsCtx.connectionParams?.Authorization;
        let ip: string | undefined | null = null;
        const live: LiveSocket = {
          socket,
          authorization: typeof raw === 'string' ? raw : undefined,
          userAgent: request.headers['user-agent'],
          // The address as express works it out for HTTP ('trust proxy'), from the upgrade request.
          ip: () => (ip === null ? (ip = clientIp(opts.app, request)) : ip),
          checkedAt: Date.now(),
          closed: false,
        };
        let viewer;
        try {
          viewer = await liveViewer(db, tokenConfig(deps.config), live.authorization, logger);
        } catch (err) {
          if (isSessionEnded(err)) {
            close(live, SESSION_ENDED_CLOSE);
            return false;
          }
          logger.warn(
            { err: err instanceof Error ? err.message : String(err) },
            'socket session check failed',
          );
          close(live, TRY_AGAIN_CLOSE);
          return false;
        }
        if (socket.readyState !== socket.OPEN) return false;
        if (viewer.kind === 'signed-in') {
          live.viewer = { sessionId: viewer.sessionId, user: viewer.user, expiresAt: viewer.expiresAt };
          let set = byUser.get(viewer.user.id);
          if (!set) byUser.set(viewer.user.id, (set = new Set()));
          set.add(live);
          arm(live);
        }
        wsCtx.extra.live = live;
        return true;
      },
      onClose: (wsCtx) => {
        if (wsCtx.extra.live) forget(wsCtx.extra.live);
      },
      onSubscribe: (wsCtx, _id, payload) => {
        const requestId = requestIdFrom(undefined);
        return withRequestId(requestId, async () => {
          const live = wsCtx.extra.live!;
          const prepared = await core.documents.prepare(payload.query);
          if ('errors' in prepared) return prepared.errors;
          const { document } = prepared;
          if (!core.operation(document, payload.operationName)) {
            return [
              new GraphQLError('Specifica quale operazione eseguire (operationName).', {
                extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
              }),
            ];
          }
          // A fresh context, as for an HTTP request: the session is looked up as it is now.
          let contextValue;
          try {
            contextValue = await core.context({
              authorization: live.authorization,
              ip: live.ip,
              userAgent: live.userAgent,
            });
          } catch (err) {
            if (err instanceof GraphQLError && isSessionEnded(err)) {
              close(live, SESSION_ENDED_CLOSE);
              return [err];
            }
            // A lost database, already coded by the core (TEMPORARILY_UNAVAILABLE).
            if (err instanceof GraphQLError && typeof err.extensions.code === 'string') return [err];
            return [new GraphQLError('context creation failed', { originalError: asError(err) })];
          }
          live.checkedAt = Date.now();
          requestIds.set(contextValue, requestId);
          return {
            schema: core.schema,
            document,
            operationName: payload.operationName,
            variableValues: payload.variables,
            contextValue,
          };
        });
      },
      onNext: async (wsCtx, _id, _payload, args, result) => {
        const live = wsCtx.extra.live!;
        const subscription = core.operation(args.document, args.operationName)?.operation === 'subscription';
        // An event: delivered only while the session is live (a closed socket sends nothing).
        if (subscription && !(await stillLive(live))) return;
        return result.errors?.length ? core.formatResult(result) : undefined;
      },
      onError: (_wsCtx, _id, _payload, errors) => core.formatErrors(errors),
    },
    wsServer,
  );

  return {
    count: () => wsServer.clients.size,
    dispose: async () => {
      unlisten();
      for (const set of byUser.values()) for (const live of set) forget(live);
      await server.dispose();
    },
    /** Cuts the sockets still open (peers that never answered the close handshake). */
    terminate: () => {
      for (const socket of wsServer.clients) socket.terminate();
    },
  };
}

function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}
