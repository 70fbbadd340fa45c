import { sql, type SQL } from 'drizzle-orm';
import { conversationMessages as m } from '@festalocation/domain/messages';
import type { Tx } from '../../db/client.js';
import { conversationMessages } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { lockKey } from '../auth/throttle.js';

/**
 * How many messages one party may write (each may reach the other side by e-mail and push): in one
 * conversation in a rolling minute, and in all their conversations in a rolling day. Per account.
 */
export interface MessageLimits {
  perMinute: number;
  perDay: number;
}

/** Seconds until the `limit`-th newest matching message leaves the window; null below the limit. */
async function waitFor(tx: Tx, limit: number, window: SQL, where: SQL): Promise<number | null> {
  const { rows } = await tx.execute<{ left: number }>(sql`
    select extract(epoch from ${conversationMessages.createdAt} + ${window} - now())::float8 as left
    from ${conversationMessages}
    where ${where} and ${conversationMessages.createdAt} > now() - ${window}
    order by ${conversationMessages.createdAt} desc
    offset ${limit - 1} limit 1`);
  return rows[0] ? Math.max(1, Math.ceil(rows[0].left)) : null;
}

/**
 * Throws RATE_LIMITED with the wait when the writer reached a limit. Under the writer's own lock, in the
 * send's transaction, so concurrent sends (to one conversation or several) are counted one by one.
 */
export async function checkMessageLimits(tx: Tx, limits: MessageLimits, userId: string, requestId: string) {
  await lockKey(tx, `message:author:${userId}`);
  const mine = sql`${conversationMessages.authorId} = ${userId}`;
  const minute = await waitFor(
    tx,
    limits.perMinute,
    sql`interval '1 minute'`,
    sql`${mine} and ${conversationMessages.quoteRequestId} = ${requestId}`,
  );
  if (minute != null)
    throw new DomainError('RATE_LIMITED', m.perMinute(limits.perMinute, minute), {
      reason: 'MESSAGES_PER_MINUTE',
      retryAfterSeconds: minute,
    });
  const day = await waitFor(tx, limits.perDay, sql`interval '1 day'`, mine);
  if (day != null)
    throw new DomainError('RATE_LIMITED', m.perDay(limits.perDay, day), {
      reason: 'MESSAGES_PER_DAY',
      retryAfterSeconds: day,
    });
}
