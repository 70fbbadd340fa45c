import { createHmac } from 'node:crypto';
import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authAttempts, ghostCodeRequests } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';

export interface ThrottleConfig {
  maxPerAccount: number;
  maxPerAddress: number;
  windowMinutes: number;
}

export const TOO_MANY_SIGN_INS = 'Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.';

/** What identifies a code request for an e-mail without an eligible account: never the address itself. */
export const ghostKeyHash = (secret: string, key: string) =>
  createHmac('sha256', secret).update(`ghost:${key}`).digest('hex');

/**
 * Seconds left before another code may be requested for an e-mail with no eligible account (0: now, and
 * this request starts the window). Kept in the database like real accounts' codes, so every gateway
 * process gives the same answer; one statement claims the window, so concurrent requests cannot both.
 */
export async function ghostResendWait(
  db: DbOrTx,
  secret: string,
  key: string,
  seconds: number,
): Promise<number> {
  const keyHash = ghostKeyHash(secret, key);
  const window = sql`make_interval(secs => ${seconds})`;
  // Rows past their window are of no use to anyone: dropped first, so the table stays a few rows long
  // and a row still there means the window is open.
  await db.delete(ghostCodeRequests).where(sql`${ghostCodeRequests.requestedAt} <= now() - ${window}`);
  const claimed = await db
    .insert(ghostCodeRequests)
    .values({ keyHash })
    .onConflictDoNothing()
    .returning({ keyHash: ghostCodeRequests.keyHash });
  if (claimed.length) return 0;
  const [row] = await db
    .select({ left: sql<number>`extract(epoch from ${ghostCodeRequests.requestedAt} + ${window} - now())` })
    .from(ghostCodeRequests)
    .where(eq(ghostCodeRequests.keyHash, keyHash));
  return row ? Math.max(1, Math.ceil(Number(row.left))) : 0;
}

/**
 * Refuses a sign-in when the e-mail (since its last success) or the address had too many failures
 * in the window. Counted per e-mail string, so unknown and known e-mails behave the same.
 */
export async function assertSignInAllowed(
  db: DbOrTx,
  cfg: ThrottleConfig,
  email: string,
  ip: string,
): Promise<void> {
  const since = new Date(Date.now() - cfg.windowMinutes * 60_000);
  const [lastOk] = await db
    .select({ at: max(authAttempts.createdAt) })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.email, email), eq(authAttempts.success, true), gt(authAttempts.createdAt, since)),
    );
  const accountSince = lastOk?.at && lastOk.at > since ? lastOk.at : since;
  const [perAccount] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.email, email),
        eq(authAttempts.success, false),
        gt(authAttempts.createdAt, accountSince),
      ),
    );
  const [perAddress] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.ip, ip), eq(authAttempts.success, false), gt(authAttempts.createdAt, since)));
  if ((perAccount?.n ?? 0) >= cfg.maxPerAccount || (perAddress?.n ?? 0) >= cfg.maxPerAddress) {
    throw new DomainError('RATE_LIMITED', TOO_MANY_SIGN_INS, { field: 'email' });
  }
}

export async function recordSignIn(db: DbOrTx, email: string, ip: string, success: boolean) {
  await db.insert(authAttempts).values({ email, ip, success });
}
