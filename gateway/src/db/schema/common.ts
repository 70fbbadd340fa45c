import { sql } from 'drizzle-orm';
import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** A table's own key: a random uuid. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();
/** A required reference to a parent row whose deletion takes this row with it. */
export const ownedBy = (column: string, parent: () => AnyPgColumn) =>
  uuid(column).notNull().references(parent, { onDelete: 'cascade' });
export const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Builds `col in ('A','B')` for CHECK constraints; values come from our own constants, never user input. */
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const EVENT_TYPE_KEYS = [
  'HOLIDAY',
  'CHILDREN_BIRTHDAY',
  'ADULT_BIRTHDAY',
  'EIGHTEEN_PARTY',
  'BAPTISM',
  'COMMUNION',
  'PROMISES_OR_ANNIVERSARY',
  'WEDDING',
  'BACHELOR_PARTY',
  'BABY_SHOWER',
  'GRADUATION',
  'CORPORATE_PARTY',
] as const;
export const LOCATION_TYPE_KEYS = ['HORECA', 'PUBLIC', 'PRIVATE'] as const;
export const SPACE_TYPE_KEYS = ['CLOSE', 'OPEN', 'BOTH'] as const;
export const DAY_KEYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export const TIMING_MODE_KEYS = ['FULL_DAY', 'ON_REQUEST', 'TIME_RANGE'] as const;
export const RENT_DURATION_KEYS = ['HALF', 'FULL'] as const;
export const APPROVAL_STATUS_KEYS = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const SUBSCRIPTION_STATUS_KEYS = ['ACTIVE', 'INACTIVE', 'CANCELED', 'PAST_DUE', 'UNPAID'] as const;
export const SUBSCRIPTION_TYPE_KEYS = ['FREE_FOREVER', 'REDUCED_PRICE', 'STANDARD'] as const;
export const QUOTE_STATUS_KEYS = ['PENDING', 'QUOTED', 'CONFIRMED', 'REJECTED', 'CANCELLED'] as const;
export const QUOTE_CANCELLER_KEYS = ['HOST', 'GUEST', 'PLATFORM'] as const;
export const NOTIFICATION_TYPE_KEYS = [
  'NEW_QUOTE_REQUEST',
  'QUOTE_REQUEST_UPDATED',
  'QUOTE_REQUEST_CANCELLED',
  'QUOTE_SENT',
  'QUOTE_ANSWERED',
  'NEW_LOCATION',
  'SUBSCRIPTION_PAYMENT_FAILED',
  'SUBSCRIPTION_ENDED',
  'LOCATION_APPROVED',
  'LOCATION_REJECTED',
  'CHANGE_REQUEST_APPROVED',
  'CHANGE_REQUEST_REJECTED',
  'LOCATION_SUSPENDED',
  'REVIEW_INVITE',
  'NEW_REVIEW',
  'DATA_EXPORT_READY',
  'MESSAGE_RECEIVED',
  'REVIEW_REPLY',
] as const;
export const SESSION_ROLE_KEYS = ['HOST', 'GUEST'] as const;
export const OTP_PURPOSE_KEYS = ['REGISTER', 'FORGOT'] as const;
export const CHANGE_REQUEST_STATUS_KEYS = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED'] as const;
export const PLAN_INTERVAL_KEYS = ['month', 'year'] as const;
export const OUTBOX_KIND_KEYS = ['EMAIL', 'PUSH'] as const;
