import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { oneTimeCodes, outbox, users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/rows.js';
import { resetCodeMail, verificationCodeMail } from '../../mail/templates.js';
import type { CodeMailer, CodeMailPayload } from '../../outbox/payloads.js';
import type { OutboxWorker } from '../../outbox/worker.js';
import {
  codesFor,
  issueCode,
  OTP_RESEND_SECONDS,
  OTP_TTL_MS,
  resendRefused,
  resendWait,
  type OtpPurpose,
} from './otp.js';
import { findUserByEmail } from './service.js';
import { ghostResendWait } from './throttle.js';

/**
 * Asking for a one-time code by e-mail (verification, forgotten password, a new administrator): the
 * request only records what to send, and the outbox worker issues the code and mails it after the answer.
 */
export interface CodeDeps {
  secret: string;
  /** Woken after commit to send the code at once (absent in scripts: the gateway's worker sends it). */
  outbox?: OutboxWorker;
}

const eligibleFor: Record<OtpPurpose, (u: UserRow) => boolean> = {
  REGISTER: (u) => !u.isVerified,
  FORGOT: () => true,
};

/** A code request for the outbox worker, in the caller's transaction (see `codeMailer`). */
export async function queueCodeRequest(tx: DbOrTx, userId: string, purpose: OtpPurpose) {
  const payload: CodeMailPayload = {
    code: { purpose, userId },
    expiresAt: new Date(Date.now() + OTP_TTL_MS).toISOString(),
  };
  await tx.insert(outbox).values({ kind: 'EMAIL', payload });
}

/**
 * The same answer after the same work, three statements, whether or not the e-mail has an account that
 * may get a code: look the address up, check the resend wait, record the request. The code itself is
 * issued and mailed by the outbox worker after the answer, so nothing here waits for a mail server.
 */
async function requestCode(db: Db, deps: CodeDeps, email: string, purpose: OtpPurpose) {
  const user = await findUserByEmail(db, email);
  if (!user || !eligibleFor[purpose](user)) {
    const wait = await ghostResendWait(db, deps.secret, `${purpose}:${email}`, OTP_RESEND_SECONDS);
    if (wait > 0) throw resendRefused(wait);
    return { resendAfterSeconds: OTP_RESEND_SECONDS };
  }
  const wait = await resendWait(db, user.id, purpose);
  if (wait > 0) throw resendRefused(wait);
  await queueCodeRequest(db, user.id, purpose);
  deps.outbox?.kick({ urgent: true });
  return { resendAfterSeconds: OTP_RESEND_SECONDS };
}

/**
 * For the outbox worker: issues the code of a request and writes its mail, or null when none is due (the
 * account is gone or no longer eligible, or a newer code already went out for a request made at the
 * same moment, such as a double click). The user's row is locked so two requests never both issue.
 */
export function codeMailer(db: Db, secret: string): CodeMailer {
  return async ({ purpose, userId }, row) =>
    db.transaction(async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update');
      if (!user || !eligibleFor[purpose](user)) return null;
      if (!row.retry && (await codeIssuedSince(tx, userId, purpose, row.requestedAt))) return null;
      const code = await issueCode(tx, secret, userId, purpose);
      return purpose === 'REGISTER'
        ? verificationCodeMail(user.email, code)
        : resetCodeMail(user.email, code);
    });
}

async function codeIssuedSince(tx: DbOrTx, userId: string, purpose: OtpPurpose, since: Date) {
  const [newer] = await tx
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(codesFor(userId, purpose), gte(oneTimeCodes.createdAt, since)))
    .limit(1);
  return !!newer;
}

export const requestVerification = (db: Db, deps: CodeDeps, email: string) =>
  requestCode(db, deps, email, 'REGISTER');

export const requestPasswordReset = (db: Db, deps: CodeDeps, email: string) =>
  requestCode(db, deps, email, 'FORGOT');
