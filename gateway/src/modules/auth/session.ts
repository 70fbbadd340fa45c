import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/rows.js';
import type { Logger } from 'pino';
import { channels, type PubSub } from '../../pubsub.js';
import { signSessionToken, verifySessionToken, type TokenConfig } from './tokens.js';
import { invalidSession } from '../../errors.js';

export type ViewerState =
  | { kind: 'anonymous' }
  | { kind: 'invalid' }
  | { kind: 'signed-in'; user: UserRow; sessionId: string; role: 'HOST' | 'GUEST'; expiresAt: Date };

export async function openSession(
  db: DbOrTx,
  cfg: TokenConfig & { ttlDays: number },
  user: Pick<UserRow, 'id' | 'tokenVersion'>,
  opts: { role?: 'HOST' | 'GUEST'; userAgent?: string } = {},
): Promise<{ token: string; sessionId: string }> {
  const expiresAt = new Date(Date.now() + cfg.ttlDays * 86_400_000);
  const [row] = await db
    .insert(sessions)
    .values({
      userId: user.id,
      role: opts.role ?? 'GUEST',
      userAgent: opts.userAgent?.slice(0, 300),
      expiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  const token = await signSessionToken(
    cfg,
    { sessionId: row.id, userId: user.id, tokenVersion: user.tokenVersion },
    expiresAt,
  );
  return { token, sessionId: row.id };
}

export async function endSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/**
 * How stale `sessions.last_seen_at` may get before a use of the session refreshes it. The retention job
 * counts 24 months of inactivity from it, so an hour is ample precision, and it spares a write per request.
 */
export const LAST_SEEN_REFRESH_MS = 3_600_000;

/**
 * Records that the session was used, at most once per `LAST_SEEN_REFRESH_MS`: nothing is written while the
 * stored time is recent, and the conditional UPDATE makes concurrent requests of one session write once
 * (the later one re-reads the row after the first commits and no longer matches).
 */
async function touchSession(db: DbOrTx, sessionId: string, lastSeenAt: Date, now = new Date()) {
  const staleBefore = new Date(now.getTime() - LAST_SEEN_REFRESH_MS);
  if (lastSeenAt >= staleBefore) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, staleBefore)));
}

/**
 * The one rule for whether a session is over, over `sessions` joined to `users`: ended (sign-out, password
 * change or reset, deletion), past its expiry, its account deleted or suspended (suspension ends the
 * sessions as well; this keeps one opened in the same instant from living on), or its token from before
 * the account's last credential change.
 */
const isLive = (sessionId: string, userId: string, tokenVersion: number) =>
  and(
    eq(sessions.id, sessionId),
    eq(sessions.userId, userId),
    isNull(sessions.endedAt),
    gt(sessions.expiresAt, new Date()),
    isNull(users.deletedAt),
    isNull(users.suspendedAt),
    eq(users.tokenVersion, tokenVersion),
  );

export type LiveViewer = Exclude<ViewerState, { kind: 'invalid' }>;

/**
 * The viewer of a request, or INVALID_SESSION when it presents a session that is over: what every
 * transport asks (GraphQL over HTTP and WebSocket, uploads, downloads), so each answers the same code.
 * No token at all is an anonymous visitor, not an ended session.
 */
export async function liveViewer(
  db: DbOrTx,
  cfg: TokenConfig,
  header: string | undefined,
  logger: Pick<Logger, 'warn'>,
): Promise<LiveViewer> {
  const viewer = await resolveViewer(db, cfg, header, logger);
  if (viewer.kind === 'invalid') throw invalidSession();
  return viewer;
}

/**
 * Resolves an Authorization header to the viewer; any token that does not lead to a live session is invalid.
 * A token signed with our key whose claims are not ours is logged (why, not the token): it means a bug or a
 * key in the wrong hands, unlike an expired or foreign token.
 */
export async function resolveViewer(
  db: DbOrTx,
  cfg: TokenConfig,
  header: string | undefined,
  logger: Pick<Logger, 'warn'>,
): Promise<ViewerState> {
  if (!header) return { kind: 'anonymous' };
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) return { kind: 'invalid' };
  const check = await verifySessionToken(cfg, match[1]);
  if (!check.ok) {
    if (check.malformed) logger.warn({ reason: check.malformed }, 'signed session token refused');
    return { kind: 'invalid' };
  }
  const { claims } = check;
  const [row] = await db
    .select({
      user: users,
      role: sessions.role,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(isLive(claims.sessionId, claims.userId, claims.tokenVersion))
    .limit(1);
  if (!row) return { kind: 'invalid' };
  await touchSession(db, claims.sessionId, row.lastSeenAt);
  return {
    kind: 'signed-in',
    user: row.user,
    sessionId: claims.sessionId,
    role: row.role === 'HOST' ? 'HOST' : 'GUEST',
    expiresAt: row.expiresAt,
  };
}

/**
 * Whether a session resolved earlier is still live, as `resolveViewer` would judge it now: one indexed
 * look-up, for the events a long-lived socket delivers between its operations.
 */
export async function sessionIsLive(
  db: DbOrTx,
  viewer: { sessionId: string; user: Pick<UserRow, 'id' | 'tokenVersion'> },
): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(isLive(viewer.sessionId, viewer.user.id, viewer.user.tokenVersion))
    .limit(1);
  // A socket left open for days keeps its session in use: its periodic checks refresh it too.
  if (row) await touchSession(db, row.id, row.lastSeenAt);
  return !!row;
}

/**
 * Tells every gateway process that sessions of `userId` ended, after the transaction that ended them
 * committed: each closes that user's sockets whose session is no longer live. Never fails the caller:
 * the sockets' own per-operation checks still refuse the ended session if the message is lost.
 */
export async function announceSessionsEnded(
  deps: { pubsub: PubSub; logger: Logger },
  userId: string,
): Promise<void> {
  try {
    await deps.pubsub.publish(channels.sessionsEnded, { userId });
  } catch (err) {
    deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'session end not announced');
  }
}
