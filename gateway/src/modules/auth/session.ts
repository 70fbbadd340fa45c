import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/rows.js';
import type { Logger } from 'pino';
import { channels, type PubSub } from '../../pubsub.js';
import { signSessionToken, verifySessionToken, type TokenConfig } from './tokens.js';

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

/** Resolves an Authorization header to the viewer; any token that does not lead to a live session is invalid. */
export async function resolveViewer(
  db: DbOrTx,
  cfg: TokenConfig,
  header: string | undefined,
): Promise<ViewerState> {
  if (!header) return { kind: 'anonymous' };
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) return { kind: 'invalid' };
  const claims = await verifySessionToken(cfg, match[1]);
  if (!claims) return { kind: 'invalid' };
  const [row] = await db
    .select({ user: users, role: sessions.role, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.deletedAt),
        // Suspension ends the sessions as well; this keeps one opened in the same instant from living on.
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  if (!row || row.user.tokenVersion !== claims.tokenVersion) return { kind: 'invalid' };
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
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, viewer.sessionId),
        eq(sessions.userId, viewer.user.id),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.deletedAt),
        isNull(users.suspendedAt),
        eq(users.tokenVersion, viewer.user.tokenVersion),
      ),
    )
    .limit(1);
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
