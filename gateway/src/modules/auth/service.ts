import bcrypt from 'bcrypt';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { latestAdultBirthDate, utf8Length, PASSWORD_MAX_BYTES } from '@festalocation/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { locations, sessions, users } from '../../db/schema/index.js';
import type { LocationRow, UserRow } from '../../db/rows.js';
import { badInput, DomainError } from '../../errors.js';
import { authMessages, moderationMessages, validationMessages } from '@festalocation/domain/messages';
import { welcomeMail } from '../../mail/templates.js';
import { queueEmail } from '../../outbox/queue.js';
import type { OutboxWorker } from '../../outbox/worker.js';
import { cityByName } from '../search/cities.js';
import { openSession } from './session.js';
import type { TokenConfig } from './tokens.js';
import { consumeCode, consumeResetToken, issueResetToken } from './otp.js';
import { beginSignIn, signInSucceeded, type ThrottleConfig } from './throttle.js';
import type { CodeGuard } from './codeGuesses.js';
import { bookRegistration, type RegistrationGuard } from './registrations.js';
import { BCRYPT_COST, hashNewPassword } from './passwords.js';

export { BCRYPT_COST };
// Compared against when the e-mail is unknown (or has no password), so every path pays for one bcrypt
// comparison at the one cost. Made when the module loads, so the first unknown e-mail is not slower.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= bcrypt.hash('not-a-real-password', BCRYPT_COST));
void getDummyHash();

export type SessionCfg = TokenConfig & { ttlDays: number };
export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

export function ownLocations(db: Db, userId: string): Promise<LocationRow[]> {
  return db
    .select()
    .from(locations)
    .where(and(eq(locations.ownerId, userId), isNull(locations.deletedAt)))
    .orderBy(asc(locations.createdAt), asc(locations.seq));
}

export async function firstLocationOf(db: DbOrTx, userId: string): Promise<LocationRow | null> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.ownerId, userId), isNull(locations.deletedAt)))
    .orderBy(asc(locations.createdAt), asc(locations.seq))
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

/**
 * A suspended account signs in by no path: password, code or social provider. Said only to
 * whoever proved the account is theirs (right password, code or provider), so it tells a stranger nothing.
 */
export function refuseSuspended(user: Pick<UserRow, 'suspendedAt'>) {
  if (user.suspendedAt)
    throw new DomainError('FORBIDDEN', moderationMessages.accountSuspended, { reason: 'SUSPENDED' });
}

/** Opens a session for a verified user and answers like every sign-in does. */
export async function signedInPayload(db: DbOrTx, cfg: SessionCfg, user: UserRow, meta: RequestMeta) {
  refuseSuspended(user);
  const firstLocation = await firstLocationOf(db, user.id);
  const { token } = await openSession(db, cfg, user, {
    role: firstLocation ? 'HOST' : 'GUEST',
    userAgent: meta.userAgent,
  });
  return { token, isVerified: true, completed: user.completedAt != null, user, firstLocation };
}

const invalidCredentials = () =>
  new DomainError('BAD_USER_INPUT', authMessages.invalidCredentials, { field: 'email' });

export async function login(
  db: Db,
  cfg: SessionCfg & { throttle: ThrottleConfig },
  input: { email: string; password: string; proofOfWork?: string | null },
  meta: RequestMeta,
) {
  const attempt = await beginSignIn(db, cfg.throttle, {
    email: input.email,
    ip: meta.ip,
    proof: input.proofOfWork,
  });
  const user = await findUserByEmail(db, input.email);
  // bcrypt ignores bytes past 72, so a longer "password" could match a prefix: refuse it outright.
  const tooLong = utf8Length(input.password) > PASSWORD_MAX_BYTES;
  const ok = (await bcrypt.compare(input.password, user?.passwordHash ?? (await getDummyHash()))) && !tooLong;
  const success = ok && !!user?.passwordHash;
  if (success) await signInSucceeded(db, attempt);
  if (!user || !success) throw invalidCredentials();
  refuseSuspended(user);
  if (!user.isVerified) {
    // The client asks for a code and opens the OTP dialog; no session before the e-mail is proven.
    return { token: null, isVerified: false, completed: user.completedAt != null, user, firstLocation: null };
  }
  return signedInPayload(db, cfg, user, meta);
}

export interface RegisterInput {
  email: string;
  password: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
  marketingConsent: boolean;
  profilingConsent: boolean;
  proofOfWork?: string | null;
}

/**
 * Same answer, and about the same work (one bcrypt hash and one comparison), whether or not the e-mail is
 * taken. An existing account is never changed: its password, name and consents stay as they are. When an
 * unverified account gets a registration with another password, nobody has proven the e-mail yet, so the
 * password is marked disputed and dropped when the e-mail is verified (the owner then sets one with the
 * forgotten-password code). The owner asks for a fresh verification code as after any registration.
 */
export async function register(
  db: Db,
  guard: RegistrationGuard,
  input: RegisterInput,
  meta: RequestMeta,
): Promise<boolean> {
  if (!input.termsAccepted) throw badInput('termsAccepted', validationMessages.termsRequired);
  if (!input.privacyAccepted) throw badInput('privacyAccepted', validationMessages.privacyRequired);
  await bookRegistration(db, guard, { ip: meta.ip, proof: input.proofOfWork });
  const passwordHash = await hashNewPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  const samePassword = await bcrypt.compare(input.password, existing?.passwordHash ?? (await getDummyHash()));
  if (existing) {
    if (!existing.isVerified && !samePassword) await disputePassword(db, existing.id);
    return true;
  }
  const now = new Date();
  const created = await db
    .insert(users)
    .values({
      email: input.email,
      passwordHash,
      termsAcceptedAt: now,
      privacyAcceptedAt: now,
      marketingConsentAt: input.marketingConsent ? now : null,
      profilingConsentAt: input.profilingConsent ? now : null,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another registration of the same e-mail got in first: its password is as unproven as this one.
  if (!created.length) {
    const winner = await findUserByEmail(db, input.email);
    if (winner) await disputePassword(db, winner.id);
  }
  return true;
}

const disputePassword = (db: DbOrTx, userId: string) =>
  db
    .update(users)
    .set({ passwordDisputed: true })
    .where(and(eq(users.id, userId), eq(users.isVerified, false)));

export interface OtpInput {
  email: string;
  otp: string;
  proofOfWork?: string | null;
}

export async function verifyEmail(
  db: Db,
  cfg: SessionCfg,
  guard: CodeGuard,
  input: OtpInput,
  meta: RequestMeta,
) {
  const user = await findUserByEmail(db, input.email);
  const target = {
    userId: user && !user.isVerified ? user.id : null,
    email: input.email,
    ip: meta.ip,
    proof: input.proofOfWork,
  };
  await consumeCode(db, cfg.secret, guard, target, 'REGISTER', input.otp);
  const [verified] = await db
    .update(users)
    .set({
      isVerified: true,
      // A disputed password may be a stranger's: only the owner's inbox got here, so it goes.
      passwordHash: sql`case when ${users.passwordDisputed} then null else ${users.passwordHash} end`,
      passwordDisputed: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user!.id))
    .returning();
  return signedInPayload(db, cfg, verified!, meta);
}

export async function verifyPasswordCode(
  db: Db,
  secret: string,
  guard: CodeGuard,
  input: OtpInput,
  meta: RequestMeta,
) {
  const user = await findUserByEmail(db, input.email);
  const target = { userId: user?.id ?? null, email: input.email, ip: meta.ip, proof: input.proofOfWork };
  await consumeCode(db, secret, guard, target, 'FORGOT', input.otp);
  return { resetToken: await issueResetToken(db, user!.id) };
}

/** Returns the user whose sessions it ended, so the caller can close their sockets once committed. */
export async function resetPassword(db: Db, input: { resetToken: string; newPassword: string }) {
  const passwordHash = await hashNewPassword(input.newPassword, 'newPassword');
  return db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, input.resetToken);
    // The code reached the inbox, so the address is proven as well.
    await tx
      .update(users)
      .set({ passwordHash, isVerified: true, passwordDisputed: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await endSessionsOf(tx, userId);
    return userId;
  });
}

/** Ends every live session of the user except `keep`. */
export async function endSessionsOf(db: DbOrTx, userId: string, keep?: string) {
  await db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.endedAt), keep ? ne(sessions.id, keep) : undefined),
    );
}

export interface CompleteInput {
  email: string;
  fullName: string;
  city: string;
  birthDate: string;
}

export async function checkBirthDate(birthDate: string) {
  if (birthDate > latestAdultBirthDate()) throw badInput('birthDate', authMessages.adultOnly);
  if (birthDate < '1900-01-01') throw badInput('birthDate', authMessages.birthDateInvalid);
}

export async function resolveCityName(db: Db, city: string): Promise<string> {
  const row = await cityByName(db, city);
  if (!row) throw badInput('city', validationMessages.cityRequired);
  return row.name;
}

export async function completeRegistration(
  db: Db,
  deps: { outbox?: OutboxWorker; publicUrl: string },
  viewer: UserRow,
  input: CompleteInput,
) {
  await checkBirthDate(input.birthDate);
  const city = await resolveCityName(db, input.city);
  const firstTime = viewer.completedAt == null;
  const user = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        fullName: input.fullName,
        city,
        birthDate: input.birthDate,
        completedAt: viewer.completedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, viewer.id))
      .returning();
    if (firstTime) await queueEmail(tx, welcomeMail(viewer.email, input.fullName, deps.publicUrl));
    return updated;
  });
  if (firstTime) deps.outbox?.kick();
  return { user: user!, avatarUrl: user!.avatarUrl, firstLocation: await firstLocationOf(db, viewer.id) };
}

export async function acceptRequiredConsents(
  db: Db,
  viewer: UserRow,
  input: { termsAccepted: boolean; privacyAccepted: boolean },
) {
  if (!input.termsAccepted) throw badInput('termsAccepted', validationMessages.termsRequired);
  if (!input.privacyAccepted) throw badInput('privacyAccepted', validationMessages.privacyRequired);
  const now = new Date();
  const [user] = await db
    .update(users)
    .set({
      termsAcceptedAt: viewer.termsAcceptedAt ?? now,
      privacyAcceptedAt: viewer.privacyAcceptedAt ?? now,
      updatedAt: now,
    })
    .where(eq(users.id, viewer.id))
    .returning();
  return user!;
}
