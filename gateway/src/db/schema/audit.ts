import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList } from './common.js';
import { users } from './users.js';

/** Every admin action the moderation console can take, as the audit log names it. */
export const AUDIT_ACTION_KEYS = [
  'LOCATION_APPROVED',
  'LOCATION_REJECTED',
  'CHANGE_REQUEST_APPROVED',
  'CHANGE_REQUEST_REJECTED',
  'LOCATION_SUSPENDED',
  'LOCATION_UNSUSPENDED',
  'USER_SUSPENDED',
  'USER_UNSUSPENDED',
  'REVIEW_HIDDEN',
  'REVIEW_RESTORED',
  'REVIEW_REPORTS_DISMISSED',
] as const;
export type AuditAction = (typeof AUDIT_ACTION_KEYS)[number];
/** What an action is about: a change request's decisions are filed under its location. */
export const AUDIT_SUBJECT_KEYS = ['LOCATION', 'USER', 'REVIEW'] as const;
export type AuditSubject = (typeof AUDIT_SUBJECT_KEYS)[number];

/**
 * Who did what to what, when, with the state before and after and the reason given. Written in the
 * action's own transaction, so an action exists exactly when its row does. Append-only: the app has no
 * update or delete path, and triggers (migration moderation) refuse UPDATE, DELETE and TRUNCATE from
 * anyone who has not first dropped them. The actor's account cannot be hard-deleted while it has rows
 * (accounts are soft-deleted anyway); subjects have no foreign key, so a record outlives what it is about.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    check('audit_log_action_check', inList('action', AUDIT_ACTION_KEYS)),
    check('audit_log_subject_type_check', inList('subject_type', AUDIT_SUBJECT_KEYS)),
    check('audit_log_reason_check', sql`${t.reason} is null or length(${t.reason}) <= 1000`),
  ],
);
