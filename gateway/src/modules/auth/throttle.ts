import { and, count, eq, gt, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authAttempts } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';

export interface ThrottleConfig {
  maxPerAccount: number;
  maxPerAddress: number;
  windowMinutes: number;
}

export const TOO_MANY_SIGN_INS = 'Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.';

/** Code requests for unknown e-mails: kept in memory so the answer matches the one for real accounts. */
const ghostRequests = new Map<string, number>();
export function ghostResendWait(key: string, seconds: number): number {
  const now = Date.now();
  for (const [k, t] of ghostRequests) if (now - t > seconds * 1000) ghostRequests.delete(k);
  const last = ghostRequests.get(key);
  if (last !== undefined) return Math.ceil(seconds - (now - last) / 1000);
  ghostRequests.set(key, now);
  return 0;
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
