import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { ghostCodeRequests, oneTimeCodes, passwordResetTokens } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { authMessages } from '@festalocation/domain/messages';
import { bookCodeGuess, codeGuessRight, type CodeGuard } from './codeGuesses.js';
import { CODE_MEMORY_DAYS, ghostKeyHash } from './throttle.js';

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MS = 15 * 60_000;

export type OtpPurpose = 'REGISTER' | 'FORGOT';

export const OTP_INVALID = 'Codice non valido. Riprova.';
export const OTP_EXPIRED = 'Il codice è scaduto. Richiedi un nuovo codice.';
export const OTP_TOO_MANY = 'Hai superato il numero massimo di tentativi. Richiedi un nuovo codice.';

const hashCode = (secret: string, userId: string, purpose: OtpPurpose, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');

export const resendRefused = (seconds: number) =>
  new DomainError('RATE_LIMITED', authMessages.codeCooldown(seconds), {
    retryAfterSeconds: seconds,
  });

/** One account's codes for one purpose (sign-up or reset): where every look at its codes starts. */
export const codesFor = (userId: string, purpose: OtpPurpose) =>
  and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose));

/** Seconds still to wait before a new code may be sent (0: may send now). */
export async function resendWait(db: DbOrTx, userId: string, purpose: OtpPurpose): Promise<number> {
  const [last] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(codesFor(userId, purpose))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!last) return 0;
  const elapsed = (Date.now() - last.createdAt.getTime()) / 1000;
  return elapsed >= OTP_RESEND_SECONDS ? 0 : Math.ceil(OTP_RESEND_SECONDS - elapsed);
}

/** A fresh 6-digit code; earlier codes of the same purpose stop working. Returns the plain code to e-mail. */
export async function issueCode(
  db: DbOrTx,
  secret: string,
  userId: string,
  purpose: OtpPurpose,
): Promise<string> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(codesFor(userId, purpose), isNull(oneTimeCodes.consumedAt)));
  await db.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: hashCode(secret, userId, purpose, code),
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
  });
  return code;
}

const invalid = () => new DomainError('BAD_USER_INPUT', OTP_INVALID, { field: 'otp' });
const tooMany = () =>
  new DomainError('RATE_LIMITED', OTP_TOO_MANY, { field: 'otp', reason: 'TOO_MANY_ATTEMPTS' });

export interface CodeTarget {
  /** The account that may use a code of this purpose, or null (unknown e-mail, or already verified). */
  userId: string | null;
  email: string;
  ip: string;
  /** A solved challenge, needed when the address is past its threshold of wrong guesses. */
  proof?: string | null;
}

/**
 * Checks a code. Every guess is booked against the daily caps first, then counted atomically against the
 * code before comparing, so parallel (aliased) attempts in one request cannot exceed the limit; a right
 * code is consumed atomically, so it works once. An e-mail with no eligible account goes through the same
 * steps against the stand-in code its requests created, so its answers are those of a real account.
 */
export async function consumeCode(
  db: Db,
  secret: string,
  guard: CodeGuard,
  target: CodeTarget,
  purpose: OtpPurpose,
  code: string,
): Promise<void> {
  const booking = await bookCodeGuess(db, secret, guard, target);
  const { userId } = target;
  if (!userId) return ghostGuess(db, ghostKeyHash(secret, `${purpose}:${target.email}`));
  const [current] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        codesFor(userId, purpose),
        isNull(oneTimeCodes.consumedAt),
        sql`${oneTimeCodes.createdAt} > now() - make_interval(days => ${CODE_MEMORY_DAYS})`,
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!current) throw invalid();
  if (current.expiresAt.getTime() <= Date.now())
    throw new DomainError('BAD_USER_INPUT', OTP_EXPIRED, { field: 'otp', reason: 'EXPIRED' });
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, current.id),
        lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  if (!counted) throw tooMany();
  const expected = Buffer.from(current.codeHash, 'hex');
  const given = Buffer.from(hashCode(secret, userId, purpose, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  const [used] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, current.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!used) throw invalid();
  await codeGuessRight(db, booking);
}

/** A guess at the stand-in code of an e-mail with no eligible account: never right, otherwise alike. */
async function ghostGuess(db: DbOrTx, keyHash: string): Promise<never> {
  const [row] = await db
    .select({
      expired: sql<boolean>`${ghostCodeRequests.requestedAt} + make_interval(secs => ${OTP_TTL_MS / 1000}) <= now()`,
    })
    .from(ghostCodeRequests)
    .where(eq(ghostCodeRequests.keyHash, keyHash));
  if (!row) throw invalid();
  if (row.expired) throw new DomainError('BAD_USER_INPUT', OTP_EXPIRED, { field: 'otp', reason: 'EXPIRED' });
  const [counted] = await db
    .update(ghostCodeRequests)
    .set({ attempts: sql`${ghostCodeRequests.attempts} + 1` })
    .where(and(eq(ghostCodeRequests.keyHash, keyHash), lt(ghostCodeRequests.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ keyHash: ghostCodeRequests.keyHash });
  if (!counted) throw tooMany();
  throw invalid();
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function issueResetToken(db: DbOrTx, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

export const RESET_TOKEN_INVALID =
  'Il link per reimpostare la password non è più valido. Richiedi un nuovo codice.';

/** Marks the token used (once) and returns its user. */
export async function consumeResetToken(db: DbOrTx, token: string): Promise<string> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!row) throw new DomainError('BAD_USER_INPUT', RESET_TOKEN_INVALID, { field: 'newPassword' });
  return row.userId;
}
