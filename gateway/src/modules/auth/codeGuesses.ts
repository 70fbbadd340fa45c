import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { codeAttempts } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { ghostKeyHash, lockKey } from './throttle.js';

/**
 * Each code allows 5 guesses and a new code may be asked for every minute, so without a cap over time an
 * account's code could be guessed in a day or two. Wrong guesses are capped per account (both purposes
 * together) and per client address over a rolling day, whether or not the e-mail has an account.
 */
export const CODE_MAX_FAILURES_PER_ACCOUNT_DAY = 15;
export const CODE_MAX_FAILURES_PER_ADDRESS_DAY = 30;
export const CODE_DAILY_LIMIT = 'Hai superato il numero massimo di tentativi per oggi. Riprova più tardi.';

interface Counts extends Record<string, unknown> {
  account_n: number;
  account_left: number | null;
  address_n: number;
  address_left: number | null;
}

/**
 * Books a guess before it is checked (the booking counts as a wrong guess until `codeGuessRight`), under the
 * account's and the address's locks, so parallel guesses cannot pass the cap. Throws RATE_LIMITED when a cap
 * is reached, the same for every e-mail.
 */
export async function bookCodeGuess(db: Db, secret: string, email: string, ip: string): Promise<string> {
  const subjectHash = ghostKeyHash(secret, `code:${email}`);
  return db.transaction(async (tx) => {
    await lockKey(tx, `code:account:${subjectHash}`);
    await lockKey(tx, `code:address:${ip}`);
    await tx.execute(sql`
      delete from ${codeAttempts}
      where (subject_hash = ${subjectHash} or ip = ${ip}) and created_at <= now() - interval '1 day'`);
    const { rows } = await tx.execute<Counts>(sql`
      select
        (count(*) filter (where subject_hash = ${subjectHash}))::int as account_n,
        extract(epoch from min(created_at) filter (where subject_hash = ${subjectHash})
          + interval '1 day' - now())::float8 as account_left,
        (count(*) filter (where ip = ${ip}))::int as address_n,
        extract(epoch from min(created_at) filter (where ip = ${ip}) + interval '1 day' - now())::float8
          as address_left
      from ${codeAttempts}
      where subject_hash = ${subjectHash} or ip = ${ip}`);
    const c = rows[0]!;
    const waits = [
      c.account_n >= CODE_MAX_FAILURES_PER_ACCOUNT_DAY ? (c.account_left ?? 0) : 0,
      c.address_n >= CODE_MAX_FAILURES_PER_ADDRESS_DAY ? (c.address_left ?? 0) : 0,
    ];
    const wait = Math.ceil(Math.max(...waits));
    if (wait > 0)
      throw new DomainError('RATE_LIMITED', CODE_DAILY_LIMIT, {
        field: 'otp',
        reason: 'DAILY_LIMIT',
        retryAfterSeconds: wait,
      });
    const [row] = await tx
      .insert(codeAttempts)
      .values({ subjectHash, ip })
      .returning({ id: codeAttempts.id });
    return row!.id;
  });
}

/** A right code does not count against the caps. */
export async function codeGuessRight(db: DbOrTx, bookingId: string) {
  await db.delete(codeAttempts).where(eq(codeAttempts.id, bookingId));
}
