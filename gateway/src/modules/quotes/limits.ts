import { sql, type SQL } from 'drizzle-orm';
import { abuseMessages } from '@festa/domain/messages';
import type { Tx } from '../../db/client.js';
import { quoteRequests } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { lockKey } from '../auth/throttle.js';

/**
 * How many quote requests a guest may send (each one e-mails and pushes the host): to one location in a
 * rolling day, and to any location in a rolling hour. Per account, not per address, so a refusal never
 * reaches anyone else.
 */
export interface QuoteLimits {
  perLocationDay: number;
  perHour: number;
}

/**
 * Seconds until the `limit`-th newest of the guest's requests matching `where` leaves the window, which
 * is when one more may be sent; null while fewer than `limit` are in the window.
 */
async function waitFor(tx: Tx, limit: number, window: SQL, where: SQL): Promise<number | null> {
  const { rows } = await tx.execute<{ left: number }>(sql`
    select extract(epoch from ${quoteRequests.createdAt} + ${window} - now())::float8 as left
    from ${quoteRequests}
    where ${where} and ${quoteRequests.createdAt} > now() - ${window}
    order by ${quoteRequests.createdAt} desc
    offset ${limit - 1} limit 1`);
  return rows[0] ? Math.max(1, Math.ceil(rows[0].left)) : null;
}

/**
 * Throws RATE_LIMITED, with the wait, when the guest has reached a limit. Runs in the request's
 * transaction after the location's row lock and under the guest's own lock, so concurrent requests (to
 * one location or to several) are counted one after the other and a burst cannot pass the limits.
 */
export async function checkQuoteLimits(tx: Tx, limits: QuoteLimits, userId: string, locationId: string) {
  await lockKey(tx, `quote:guest:${userId}`);
  const mine = sql`${quoteRequests.userId} = ${userId}`;
  const day = await waitFor(
    tx,
    limits.perLocationDay,
    sql`interval '1 day'`,
    sql`${mine} and ${quoteRequests.locationId} = ${locationId}`,
  );
  if (day != null)
    throw new DomainError('RATE_LIMITED', abuseMessages.quotesPerLocationDay(limits.perLocationDay, day), {
      reason: 'QUOTES_PER_LOCATION_DAY',
      retryAfterSeconds: day,
    });
  const hour = await waitFor(tx, limits.perHour, sql`interval '1 hour'`, mine);
  if (hour != null)
    throw new DomainError('RATE_LIMITED', abuseMessages.quotesPerHour(limits.perHour, hour), {
      reason: 'QUOTES_PER_HOUR',
      retryAfterSeconds: hour,
    });
}
