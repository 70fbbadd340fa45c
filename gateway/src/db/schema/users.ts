import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  createdAt,
  inList,
  OTP_PURPOSE_KEYS,
  ownedBy,
  SESSION_ROLE_KEYS,
  tsz,
  updatedAt,
  uuidId,
} from './common.js';

/** Optional categories and when they were chosen (ISO 8601); necessary cookies are never a choice. */
export interface StoredCookieConsent {
  analytics: boolean;
  sessionRecording: boolean;
  decidedAt: string;
}

export const users = pgTable(
  'users',
  {
    id: uuidId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    fullName: text('full_name'),
    city: text('city'),
    birthDate: date('birth_date', { mode: 'string' }),
    phoneNumber: text('phone_number'),
    avatarUrl: text('avatar_url'),
    completedAt: tsz('completed_at'),
    termsAcceptedAt: tsz('terms_accepted_at'),
    privacyAcceptedAt: tsz('privacy_accepted_at'),
    marketingConsentAt: tsz('marketing_consent_at'),
    profilingConsentAt: tsz('profiling_consent_at'),
    notifyQuoteRequests: boolean('notify_quote_requests').notNull().default(true),
    notifyQuoteAccepted: boolean('notify_quote_accepted').notNull().default(true),
    // Null until the person chooses: then 'Nuove location aggiunte' is on for a guest and off for a host
    // (about competitors, nobody asked). `wantsNewLocations` (notifications/preferences.ts) reads it.
    notifyNewLocations: boolean('notify_new_locations'),
    // The latest cookie choice, so it follows the person across devices; null until one is made.
    cookieConsent: jsonb('cookie_consent').$type<StoredCookieConsent>(),
    // Set when a registration repeated on the unverified account came with another password: nobody has
    // proven the e-mail yet, so either password may be a stranger's; verifying the e-mail drops it.
    passwordDisputed: boolean('password_disputed').notNull().default(false),
    // Bumped to revoke every token issued before (password change, deletion).
    tokenVersion: integer('token_version').notNull().default(0),
    // Set by an admin: every session ends and signing in is refused until it is lifted.
    suspendedAt: tsz('suspended_at'),
    suspensionReason: text('suspension_reason'),
    googleId: text('google_id'),
    facebookId: text('facebook_id'),
    appleId: text('apple_id'),
    // When the retention job warned that the account, inactive for almost 24 months, will be anonymised;
    // a sign-in after it makes the warning void (the job compares it with the latest session).
    inactivityWarnedAt: tsz('inactivity_warned_at'),
    deletedAt: tsz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_id_key').on(t.googleId),
    uniqueIndex('users_facebook_id_key').on(t.facebookId),
    uniqueIndex('users_apple_id_key').on(t.appleId),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuidId(),
    userId: ownedBy('user_id', () => users.id),
    role: text('role').notNull().default('GUEST'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: tsz('last_seen_at').notNull().defaultNow(),
    expiresAt: tsz('expires_at').notNull(),
    endedAt: tsz('ended_at'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    check('sessions_role_check', inList('role', SESSION_ROLE_KEYS)),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuidId(),
    userId: ownedBy('user_id', () => users.id),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tsz('expires_at').notNull(),
    consumedAt: tsz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_user_idx').on(t.userId, t.purpose, t.createdAt),
    check('one_time_codes_purpose_check', inList('purpose', OTP_PURPOSE_KEYS)),
    check('one_time_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuidId(),
  userId: ownedBy('user_id', () => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: tsz('expires_at').notNull(),
  usedAt: tsz('used_at'),
  createdAt: createdAt(),
});

/**
 * Code requests for e-mails with no account that may receive one, by a keyed hash (the address is not
 * stored). In the database, not in memory, so every gateway process applies the same resend wait as it
 * does for real accounts: a difference between processes would tell the two apart.
 */
export const ghostCodeRequests = pgTable(
  'ghost_code_requests',
  {
    keyHash: text('key_hash').primaryKey(),
    requestedAt: tsz('requested_at').notNull().defaultNow(),
    // Wrong guesses against the stand-in code, counted like a real code's so the answers match.
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('ghost_code_requests_requested_at_idx').on(t.requestedAt)],
);

/**
 * Code guesses (verification and password reset) that were not right, for the daily caps per account and per
 * client address. The account is a keyed hash of the e-mail, so unknown e-mails are counted the same way
 * without storing them.
 */
export const codeAttempts = pgTable(
  'code_attempts',
  {
    id: uuidId(),
    subjectHash: text('subject_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('code_attempts_subject_idx').on(t.subjectHash, t.createdAt),
    index('code_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Sign-in attempts, for the limits per account and address pair, per address and per account. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: uuidId(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_attempts_email_idx').on(t.email, t.createdAt),
    index('auth_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const pushTokens = pgTable(
  'push_tokens',
  {
    id: uuidId(),
    userId: ownedBy('user_id', () => users.id),
    token: text('token').notNull(),
    platform: text('platform'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_tokens_token_key').on(t.token), index('push_tokens_user_idx').on(t.userId)],
);

/** Registrations from each client address over the last hour, for the per-address threshold. */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: uuidId(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('registration_attempts_ip_idx').on(t.ip, t.createdAt),
    index('registration_attempts_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Solved proof-of-work challenges already accepted, by their signature, until they expire: a solution is
 * good for one attempt. The primary key makes a parallel replay lose on the insert.
 */
export const proofOfWorkUses = pgTable(
  'proof_of_work_uses',
  {
    signature: text('signature').primaryKey(),
    expiresAt: tsz('expires_at').notNull(),
  },
  (t) => [index('proof_of_work_uses_expires_at_idx').on(t.expiresAt)],
);
