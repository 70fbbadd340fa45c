import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { registrationAttempts } from '../../db/schema/index.js';
import { spendProofOfWork, type ProofOfWorkConfig } from './proofOfWork.js';
import { lockKey } from './throttle.js';

export interface RegistrationGuard {
  /** Registrations from one address in a rolling hour past which a proof of work is needed. */
  maxPerAddressHour: number;
  pow: ProofOfWorkConfig;
}

/**
 * Counts a registration from `ip` (every one, whether or not the e-mail is taken: the answer is the same),
 * under the address's lock so a burst is counted one by one. Past the hourly threshold the registration
 * needs a proof of work rather than a refusal: a school or an office signing up together shares one
 * address, while a script pays for each account it makes.
 */
export async function bookRegistration(
  db: Db,
  guard: RegistrationGuard,
  attempt: { ip: string; proof?: string | null },
): Promise<void> {
  // Rows older than the hour go, whoever's; a row another transaction holds is left, never waited for.
  await db.execute(sql`
    delete from ${registrationAttempts} where id in (
      select id from ${registrationAttempts}
      where created_at <= now() - interval '1 hour' for update skip locked)`);
  await db.transaction(async (tx) => {
    await lockKey(tx, `register:address:${attempt.ip}`);
    const [row] = await tx
      .select({ n: count() })
      .from(registrationAttempts)
      .where(
        and(
          eq(registrationAttempts.ip, attempt.ip),
          gt(registrationAttempts.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if (row!.n >= guard.maxPerAddressHour) await spendProofOfWork(tx, guard.pow, 'REGISTER', attempt.proof);
    await tx.insert(registrationAttempts).values({ ip: attempt.ip });
  });
}
