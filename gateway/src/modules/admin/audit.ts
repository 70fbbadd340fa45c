import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { readSeq } from '../../cursor.js';
import { cursorPage, cursorWindow } from '../../pagination.js';
import type { DbOrTx } from '../../db/client.js';
import {
  auditLog,
  locations,
  reviews,
  users,
  type AuditAction,
  type AuditSubject,
} from '../../db/schema/index.js';
import { moderationUsers, type ModerationUserView } from './views.js';

export interface AuditInput {
  actorId: string;
  action: AuditAction;
  subjectType: AuditSubject;
  subjectId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Records an admin action in the caller's transaction, so the entry exists exactly when the action does.
 * There is no update or delete beside it: the table refuses both (migration moderation).
 */
export async function writeAudit(tx: DbOrTx, entry: AuditInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}

export interface AuditEntryView {
  id: string;
  action: never;
  subjectType: never;
  subjectId: string;
  subjectName: string | null;
  subjectLocationId: string | null;
  subjectLocationName: string | null;
  actor: ModerationUserView;
  before: unknown;
  after: unknown;
  reason: string | null;
  createdAt: Date;
}

type AuditRow = typeof auditLog.$inferSelect;

interface SubjectView {
  name: string;
  locationId: string | null;
  locationName: string | null;
}

/**
 * The entries' subjects by name, three grouped queries at most: the log keeps ids only (a name may change),
 * the console shows who or what each entry is about as it is called today.
 */
async function subjectsOf(db: DbOrTx, rows: AuditRow[]): Promise<Map<string, SubjectView>> {
  const ids = (type: AuditSubject) => [
    ...new Set(rows.filter((r) => r.subjectType === type).map((r) => r.subjectId)),
  ];
  const [locationIds, userIds, reviewIds] = [ids('LOCATION'), ids('USER'), ids('REVIEW')];
  const [locs, people, revs] = await Promise.all([
    locationIds.length
      ? db
          .select({ id: locations.id, name: locations.name })
          .from(locations)
          .where(inArray(locations.id, locationIds))
      : [],
    userIds.length
      ? db
          .select({ id: users.id, fullName: users.fullName, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    reviewIds.length
      ? db
          .select({
            id: reviews.id,
            title: reviews.title,
            locationId: locations.id,
            locationName: locations.name,
          })
          .from(reviews)
          .innerJoin(locations, eq(locations.id, reviews.locationId))
          .where(inArray(reviews.id, reviewIds))
      : [],
  ]);
  return new Map<string, SubjectView>([
    ...locs.map((l) => [l.id, { name: l.name, locationId: l.id, locationName: l.name }] as const),
    ...people.map(
      (u) => [u.id, { name: u.fullName ?? u.email, locationId: null, locationName: null }] as const,
    ),
    ...revs.map(
      (r) => [r.id, { name: r.title, locationId: r.locationId, locationName: r.locationName }] as const,
    ),
  ]);
}

async function withActors(db: DbOrTx, rows: AuditRow[]): Promise<AuditEntryView[]> {
  const ids = [...new Set(rows.map((r) => r.actorId))];
  const [actors, subjects] = await Promise.all([
    ids.length ? db.select().from(users).where(inArray(users.id, ids)) : [],
    subjectsOf(db, rows),
  ]);
  const byId = new Map((await moderationUsers(db, actors)).map((a) => [a.id, a]));
  return rows.map((r) => {
    const subject = subjects.get(r.subjectId);
    return {
      id: String(r.id),
      action: r.action as never,
      subjectType: r.subjectType as never,
      subjectId: r.subjectId,
      subjectName: subject?.name ?? null,
      subjectLocationId: subject?.locationId ?? null,
      subjectLocationName: subject?.locationName ?? null,
      actor: byId.get(r.actorId)!,
      before: r.before,
      after: r.after,
      reason: r.reason,
      createdAt: r.createdAt,
    };
  });
}

const CURSOR = 'audit';
/** Entries are written while the log is read: keyset pages by id, newest first. */
const AUDIT_LIST = { kind: CURSOR, parts: 1, first: 50, max: 100, read: ([id]: string[]) => readSeq(id) };

/** The log newest first, by its insertion order, optionally about one subject; keyset pages. */
export async function readAuditLog(
  db: DbOrTx,
  filter: { subjectType?: AuditSubject | null; subjectId?: string | null },
  first: number,
  after?: string | null,
) {
  const where: SQL[] = [];
  if (filter.subjectType) where.push(eq(auditLog.subjectType, filter.subjectType));
  if (filter.subjectId) where.push(eq(auditLog.subjectId, filter.subjectId));
  const window = cursorWindow({ first, after }, AUDIT_LIST);
  if (window.after) where.push(lt(auditLog.id, window.after));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(window.limit + 1);
  const { items, nextCursor } = cursorPage(rows, window, CURSOR, (r) => [r.id]);
  return { entries: await withActors(db, items), nextCursor };
}

/** The moderation history of one subject, newest first (the console shows it beside the decision). */
export async function decisionsAbout(db: DbOrTx, subjectType: AuditSubject, subjectId: string, limit = 20) {
  return (await readAuditLog(db, { subjectType, subjectId }, limit)).entries;
}
