import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { authAttempts, ghostCodeRequests } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { spendProofOfWork, type ProofOfWorkConfig } from './proofOfWork.js';

/**
 * Sign-in limits, after OWASP's guidance: failures are counted per e-mail and address pair, per address,
 * and per e-mail from addresses that never signed in to it (many addresses guessing one account). Reaching
 * a limit does not lock anything: it imposes a wait after the last failure that doubles with each further
 * failure (capped at the window), so a stranger's failures elsewhere never keep the owner out of an address
 * they have signed in from. An address is no person (a whole school or a carrier's NAT may share one), so
 * past its limit nobody waits: each attempt from it needs a proof of work instead. Everything is keyed by
 * the e-mail string, so unknown e-mails behave the same.
 */
export interface ThrottleConfig {
  maxPerAccountAddress: number;
  maxPerAddress: number;
  maxPerAccount: number;
  windowMinutes: number;
  delaySeconds: number;
  pow: ProofOfWorkConfig;
}

export const TOO_MANY_SIGN_INS = 'Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.';

/** What identifies a code request for an e-mail without an eligible account: never the address itself. */
export const ghostKeyHash = (secret: string, key: string) =>
  createHmac('sha256', secret).update(`ghost:${key}`).digest('hex');

/** How long a stand-in code is remembered; real codes older than this are treated as gone as well. */
export const CODE_MEMORY_DAYS = 7;

/**
 * Seconds left before another code may be requested for an e-mail with no eligible account (0: now, and
 * this request starts the window and a stand-in code with fresh attempts). Kept in the database like real
 * accounts' codes, so every gateway process gives the same answer; one statement claims the window, so
 * concurrent requests cannot both.
 */
export async function ghostResendWait(
  db: DbOrTx,
  secret: string,
  key: string,
  seconds: number,
): Promise<number> {
  const keyHash = ghostKeyHash(secret, key);
  const window = sql`make_interval(secs => ${seconds})`;
  await db
    .delete(ghostCodeRequests)
    .where(sql`${ghostCodeRequests.requestedAt} <= now() - make_interval(days => ${CODE_MEMORY_DAYS})`);
  const claimed = await db
    .insert(ghostCodeRequests)
    .values({ keyHash })
    .onConflictDoUpdate({
      target: ghostCodeRequests.keyHash,
      set: { requestedAt: sql`now()`, attempts: 0 },
      setWhere: sql`${ghostCodeRequests.requestedAt} <= now() - ${window}`,
    })
    .returning({ keyHash: ghostCodeRequests.keyHash });
  if (claimed.length) return 0;
  const [row] = await db
    .select({ left: sql<number>`extract(epoch from ${ghostCodeRequests.requestedAt} + ${window} - now())` })
    .from(ghostCodeRequests)
    .where(eq(ghostCodeRequests.keyHash, keyHash));
  return row ? Math.max(1, Math.ceil(Number(row.left))) : 0;
}

/** Serialises, across gateway processes, everything that counts and records attempts under `key`. */
export const lockKey = (db: DbOrTx, key: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

/** Seconds still to wait in a scope with `failures` in the window, the last `ago` seconds ago (0: none). */
function waitFor(cfg: ThrottleConfig, max: number, failures: number, ago: number | null): number {
  if (failures < max || ago == null) return 0;
  const delay = Math.min(cfg.windowMinutes * 60, cfg.delaySeconds * 2 ** Math.min(failures - max, 20));
  return Math.max(0, Math.ceil(delay - ago));
}

interface Counts extends Record<string, unknown> {
  pair_n: number;
  pair_ago: number | null;
  address_n: number;
  account_n: number;
  account_ago: number | null;
  home: boolean;
}

/**
 * Checks the limits and, when the attempt may go on, records it as a failure, in one transaction holding
 * the account's and the address's locks: concurrent attempts are counted one after the other, so a burst
 * gets no more evaluations than the limits allow (nor shares one proof of work). Returns the attempt's id,
 * for `signInSucceeded`.
 */
export async function beginSignIn(
  db: Db,
  cfg: ThrottleConfig,
  attempt: { email: string; ip: string; proof?: string | null },
): Promise<string> {
  const { email, ip } = attempt;
  return db.transaction(async (tx) => {
    // Always the account first, then the address: no two transactions wait on each other in a cycle.
    await lockKey(tx, `sign-in:account:${email}`);
    await lockKey(tx, `sign-in:address:${ip}`);
    const { rows } = await tx.execute<Counts>(sql`
      with recent as (
        select ip, email = ${email} as mine, success, created_at
        from ${authAttempts}
        where (email = ${email} or ip = ${ip})
          and created_at > now() - make_interval(mins => ${cfg.windowMinutes})
      ),
      known as (select distinct ip from ${authAttempts} where email = ${email} and success),
      last_ok as (
        select max(created_at) filter (where ip = ${ip}) as pair, max(created_at) as account
        from recent where mine and success
      ),
      failed as (
        select r.*,
          r.mine and r.ip = ${ip} and r.created_at > coalesce(l.pair, '-infinity') as pair,
          r.mine and r.created_at > coalesce(l.account, '-infinity')
            and r.ip not in (select ip from known) as account
        from recent r cross join last_ok l
        where not r.success
      )
      select
        (count(*) filter (where pair))::int as pair_n,
        extract(epoch from now() - max(created_at) filter (where pair))::float8 as pair_ago,
        (count(*) filter (where ip = ${ip}))::int as address_n,
        (count(*) filter (where account))::int as account_n,
        extract(epoch from now() - max(created_at) filter (where account))::float8 as account_ago,
        exists (select 1 from known where ip = ${ip}) as home
      from failed`);
    const c = rows[0]!;
    const wait = Math.max(
      waitFor(cfg, cfg.maxPerAccountAddress, c.pair_n, c.pair_ago),
      c.home ? 0 : waitFor(cfg, cfg.maxPerAccount, c.account_n, c.account_ago),
    );
    if (wait > 0)
      throw new DomainError('RATE_LIMITED', TOO_MANY_SIGN_INS, { field: 'email', retryAfterSeconds: wait });
    if (c.address_n >= cfg.maxPerAddress) await spendProofOfWork(tx, cfg.pow, 'SIGN_IN', attempt.proof);
    const [row] = await tx
      .insert(authAttempts)
      .values({ email, ip, success: false })
      .returning({ id: authAttempts.id });
    return row!.id;
  });
}

export async function signInSucceeded(db: DbOrTx, attemptId: string) {
  await db.update(authAttempts).set({ success: true }).where(eq(authAttempts.id, attemptId));
}
