import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { codeAttempts } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { spendProofOfWork, type ProofOfWorkConfig } from './proofOfWork.js';
import { ghostKeyHash, lockKey } from './throttle.js';

/**
 * Each code allows 5 guesses and a new code may be asked for every minute, so without a cap over time an
 * account's code could be guessed in a day or two. Wrong guesses are capped per account (both purposes
 * together) over a rolling day, whether or not the e-mail has an account. Per client address there is no
 * cap, since one address may be a whole school or a carrier's NAT: past a threshold of wrong guesses in
 * the day, each further guess from it needs a proof of work, which keeps the right code of someone behind
 * that address working while making mass guessing slow.
 */
export const CODE_MAX_FAILURES_PER_ACCOUNT_DAY = 15;
export const CODE_DAILY_LIMIT = 'Hai superato il numero massimo di tentativi per oggi. Riprova più tardi.';

export interface CodeGuard {
  /** Wrong guesses from one address in a day past which a proof of work is needed. */
  maxFailuresPerAddress: number;
  pow: ProofOfWorkConfig;
}

interface Counts extends Record<string, unknown> {
  account_n: number;
  account_left: number | null;
  address_n: number;
}

/**
 * Books a guess before it is checked (the booking counts as a wrong guess until `codeGuessRight`), under the
 * account's and the address's locks, so parallel guesses cannot pass the cap or share a proof. Throws
 * RATE_LIMITED when the account's cap is reached (the same for every e-mail), PROOF_OF_WORK_REQUIRED when
 * the address is past its threshold and `proof` is not a fresh solution.
 */
export async function bookCodeGuess(
  db: Db,
  secret: string,
  guard: CodeGuard,
  attempt: { email: string; ip: string; proof?: string | null },
): Promise<string> {
  const { email, ip } = attempt;
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
        (count(*) filter (where ip = ${ip}))::int as address_n
      from ${codeAttempts}
      where subject_hash = ${subjectHash} or ip = ${ip}`);
    const c = rows[0]!;
    if (c.account_n >= CODE_MAX_FAILURES_PER_ACCOUNT_DAY)
      throw new DomainError('RATE_LIMITED', CODE_DAILY_LIMIT, {
        field: 'otp',
        reason: 'DAILY_LIMIT',
        retryAfterSeconds: Math.max(1, Math.ceil(c.account_left ?? 0)),
      });
    if (c.address_n >= guard.maxFailuresPerAddress)
      await spendProofOfWork(tx, guard.pow, 'CODE', attempt.proof);
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
