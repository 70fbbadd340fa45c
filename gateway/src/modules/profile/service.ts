import bcrypt from 'bcrypt';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { utf8Length, PASSWORD_MAX_BYTES } from '@festa/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  authAttempts,
  dataExports,
  devEmails,
  favorites,
  locationContactClicks,
  locations,
  notifications,
  oneTimeCodes,
  passwordResetTokens,
  pushTokens,
  quoteRequests,
  reviews,
  sessions,
  todoLists,
  users,
} from '../../db/schema/index.js';
import type { UserRow } from '../../db/rows.js';
import { badInput, DomainError } from '../../errors.js';
import { authMessages, validationMessages } from '@festa/domain/messages';
import { checkBirthDate, endSessionsOf, resolveCityName } from '../auth/service.js';
import { hashNewPassword } from '../auth/passwords.js';
import { isOwnUploadUrl } from '../media/urls.js';
import { wantsNewLocations } from '../notifications/preferences.js';

async function save(db: Db, userId: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Uploaded media of this user only: an avatar can never point at someone else's file or another site. */
export function assertOwnUpload(userId: string, url: string | null | undefined, field = 'avatarUrl') {
  if (url == null) return;
  if (!isOwnUploadUrl(userId, url)) throw badInput(field, "Errore nell'upload dell'immagine");
}

export async function updateAccount(
  db: Db,
  viewer: UserRow,
  input: {
    fullName: string;
    birthDate: string;
    city: string;
    phoneNumber?: string | null;
    avatarUrl?: string | null;
  },
) {
  await checkBirthDate(input.birthDate);
  const city = await resolveCityName(db, input.city);
  assertOwnUpload(viewer.id, input.avatarUrl);
  return save(db, viewer.id, {
    fullName: input.fullName,
    birthDate: input.birthDate,
    city,
    phoneNumber: input.phoneNumber || null,
    ...(input.avatarUrl !== undefined ? { avatarUrl: input.avatarUrl } : {}),
  });
}

export function setAvatar(db: Db, viewer: UserRow, avatarUrl: string | null) {
  assertOwnUpload(viewer.id, avatarUrl);
  return save(db, viewer.id, { avatarUrl });
}

/** Keeps the original consent time while a consent stays given; clears it when withdrawn. */
export function updateConsents(
  db: Db,
  viewer: UserRow,
  input: { marketingConsent: boolean; profilingConsent: boolean },
) {
  const now = new Date();
  return save(db, viewer.id, {
    marketingConsentAt: input.marketingConsent ? (viewer.marketingConsentAt ?? now) : null,
    profilingConsentAt: input.profilingConsent ? (viewer.profilingConsentAt ?? now) : null,
  });
}

/** 'Nuove location aggiunte' as in force: the person's choice, else the default of their role (off for a host). */
export async function newLocationsInForce(db: Db, user: UserRow): Promise<boolean> {
  if (user.notifyNewLocations != null) return user.notifyNewLocations;
  const [row] = await db.select({ wants: wantsNewLocations }).from(users).where(eq(users.id, user.id));
  return row?.wants ?? true;
}

export function updateNotificationSettings(
  db: Db,
  viewer: UserRow,
  input: {
    notifyQuoteRequests?: boolean | null;
    notifyQuoteAccepted?: boolean | null;
    notifyNewLocations?: boolean | null;
  },
) {
  const values: Partial<typeof users.$inferInsert> = {};
  if (input.notifyQuoteRequests != null) values.notifyQuoteRequests = input.notifyQuoteRequests;
  if (input.notifyQuoteAccepted != null) values.notifyQuoteAccepted = input.notifyQuoteAccepted;
  if (input.notifyNewLocations != null) values.notifyNewLocations = input.notifyNewLocations;
  return save(db, viewer.id, values);
}

export const SAME_PASSWORD_MESSAGE = 'La nuova password non può essere uguale alla password attuale';

export async function updatePassword(
  db: Db,
  viewer: UserRow,
  sessionId: string,
  input: { currentPassword: string; newPassword: string; confirmPassword: string },
) {
  if (input.newPassword !== input.confirmPassword)
    throw badInput('confirmPassword', validationMessages.passwordsNotMatching);
  const currentOk =
    !!viewer.passwordHash &&
    utf8Length(input.currentPassword) <= PASSWORD_MAX_BYTES &&
    (await bcrypt.compare(input.currentPassword, viewer.passwordHash));
  if (!currentOk) throw badInput('currentPassword', authMessages.wrongCurrentPassword);
  if (input.newPassword === input.currentPassword)
    throw new DomainError('SAME_PASSWORD', SAME_PASSWORD_MESSAGE, { field: 'newPassword' });
  const passwordHash = await hashNewPassword(input.newPassword, 'newPassword');
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, viewer.id));
    await endSessionsOf(tx, viewer.id, sessionId);
  });
  return true;
}

/**
 * Removes personal data in one transaction. The row stays (hosts' records and reviews point at it)
 * but holds nothing personal; quote requests already sent keep only the contact snapshot the host needs.
 * The retention job (privacy/retention.ts) anonymises inactive accounts through this same function, inside
 * its own transaction (hence DbOrTx: a savepoint there).
 */
export async function deleteAccount(db: DbOrTx, viewer: UserRow) {
  const id = viewer.id;
  await db.transaction(async (tx) => {
    await tx.delete(pushTokens).where(eq(pushTokens.userId, id));
    await tx.delete(favorites).where(eq(favorites.userId, id));
    await tx.delete(dataExports).where(eq(dataExports.userId, id));
    await tx.delete(todoLists).where(eq(todoLists.userId, id));
    await tx.delete(notifications).where(eq(notifications.userId, id));
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    await tx.delete(authAttempts).where(eq(authAttempts.email, viewer.email));
    await tx.delete(devEmails).where(eq(devEmails.to, viewer.email));
    await tx.update(quoteRequests).set({ userId: null }).where(eq(quoteRequests.userId, id));
    await tx.update(reviews).set({ userId: null }).where(eq(reviews.userId, id));
    await tx.update(locationContactClicks).set({ userId: null }).where(eq(locationContactClicks.userId, id));
    await tx
      .update(locations)
      .set({ deletedAt: new Date() })
      .where(and(eq(locations.ownerId, id), isNull(locations.deletedAt)));
    await tx
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(and(eq(sessions.userId, id), isNull(sessions.endedAt)));
    await tx
      .update(users)
      .set({
        email: `eliminato-${id}@account-eliminato.invalid`,
        passwordHash: null,
        isVerified: false,
        fullName: null,
        city: null,
        birthDate: null,
        phoneNumber: null,
        avatarUrl: null,
        completedAt: null,
        termsAcceptedAt: null,
        privacyAcceptedAt: null,
        marketingConsentAt: null,
        profilingConsentAt: null,
        cookieConsent: null,
        googleId: null,
        facebookId: null,
        appleId: null,
        inactivityWarnedAt: null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
  });
  return true;
}

export async function registerPushToken(db: Db, viewer: UserRow, token: string, platform?: string | null) {
  // A device token belongs to whoever signed in on the device last.
  await db
    .insert(pushTokens)
    .values({ userId: viewer.id, token, platform: platform ?? null })
    .onConflictDoUpdate({ target: pushTokens.token, set: { userId: viewer.id, platform: platform ?? null } });
  return true;
}

export async function unregisterPushToken(db: Db, viewer: UserRow, token: string) {
  await db.delete(pushTokens).where(and(eq(pushTokens.userId, viewer.id), eq(pushTokens.token, token)));
  return true;
}

export async function switchRole(db: Db, sessionId: string, role: 'HOST' | 'GUEST') {
  await db.update(sessions).set({ role }).where(eq(sessions.id, sessionId));
  return true;
}
