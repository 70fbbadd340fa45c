import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { isUuid } from '@festa/domain';
import { moderationMessages } from '@festa/domain/messages';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { locationChangeRequests, locations, platformTasks, users } from '../../db/schema/index.js';
import { conflict, DomainError } from '../../errors.js';
import { paged, type PageWindow } from '../../pagination.js';
import { afterCommit } from '../notifications/events.js';
import {
  activityTypesById,
  checkPlace,
  checkLegalPlace,
  essentialsOf,
  writeEssentials,
  type Essentials,
} from '../locations/essentials.js';
import { closeReviewTasks, lockLocation, type ModerationDeps } from './common.js';
import { diffEssentials } from './diff.js';
import { recordDecision } from './notify.js';
import { businessData, hoursSince, moderationLocation, moderationUser } from './views.js';

type ChangeRequestRow = typeof locationChangeRequests.$inferSelect;

export async function findChangeRequest(db: DbOrTx, id: string): Promise<ChangeRequestRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(locationChangeRequests).where(eq(locationChangeRequests.id, id));
  return row ?? null;
}

/** A change request as the console shows it: its diff against the live data, the checks on the new data. */
export async function changeRequestReview(db: DbOrTx, request: ChangeRequestRow, now = new Date()) {
  const [loc] = await db.select().from(locations).where(eq(locations.id, request.locationId));
  const live = await essentialsOf(db, loc!);
  const asked = request.payload as Essentials;
  const previous = (request.previous ?? {}) as Partial<Essentials>;
  const types = await activityTypesById(db as Db, [
    ...live.activityTypeIds,
    ...(asked.activityTypeIds ?? []),
    ...(previous.activityTypeIds ?? []),
  ]);
  const names = new Map([...types].map(([id, t]) => [id, t.name]));
  const fields = diffEssentials(live, asked, previous, names);
  const [by] = request.requestedBy
    ? await db.select().from(users).where(eq(users.id, request.requestedBy))
    : [];
  return {
    id: request.id,
    status: request.status as never,
    createdAt: request.createdAt,
    waitingHours: hoursSince(request.createdAt, now),
    location: await moderationLocation(db, loc!),
    requestedBy: by ? await moderationUser(db, by) : null,
    decidedAt: request.decidedAt,
    decisionReason: request.decisionReason,
    fields,
    changedFields: fields.filter((f) => f.changes),
    hasConflicts: fields.some((f) => f.conflict),
    requestedBusiness: businessData(asked),
  };
}

const PENDING = eq(locationChangeRequests.status, 'PENDING');

/** Pending change requests, oldest first. */
export async function changeRequestQueue(db: Db, window: PageWindow) {
  const rows = await db
    .select()
    .from(locationChangeRequests)
    .where(PENDING)
    .orderBy(asc(locationChangeRequests.createdAt), asc(locationChangeRequests.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(locationChangeRequests).where(PENDING);
  const items = [];
  for (const r of rows) items.push(await changeRequestReview(db, r));
  return paged(items, total?.n ?? 0, window);
}

/**
 * The location, then the request, both under row locks (the order the host's own writes take them), with
 * the request still pending: a second decision, or a withdrawal that got there first, is refused.
 */
async function lockPending(tx: Tx, request: ChangeRequestRow) {
  const loc = await lockLocation(tx, request.locationId);
  const [row] = await tx
    .select()
    .from(locationChangeRequests)
    .where(eq(locationChangeRequests.id, request.id))
    .for('update');
  if (!row || row.status !== 'PENDING') throw conflict(moderationMessages.changeRequestAlreadyDecided);
  return { loc, row };
}

/**
 * Applies every field of the request to the live data in one transaction, through the locations
 * module's own writer (so the city's search column, the comune and the activity types follow). Refused
 * when a field it changes was changed in the live data since it was made, naming the fields; and when the
 * catalogue no longer allows it (a comune or activity type gone or moved), with the catalogue's message.
 */
export async function approveChangeRequest(deps: ModerationDeps, actorId: string, request: ChangeRequestRow) {
  const notification = await deps.db.transaction(async (tx) => {
    const { loc, row } = await lockPending(tx, request);
    const live = await essentialsOf(tx, loc);
    const asked = row.payload as Essentials;
    const fields = diffEssentials(live, asked, (row.previous ?? {}) as Partial<Essentials>, new Map());
    const conflicts = fields.filter((f) => f.conflict).map((f) => f.field);
    if (conflicts.length)
      throw conflict(moderationMessages.changeRequestConflict, { reason: 'STALE', fields: conflicts });
    const invalid = (err: unknown) => {
      if (err instanceof DomainError)
        throw conflict(`${moderationMessages.changeRequestInvalid}: ${err.message}`, { reason: 'INVALID' });
      throw err;
    };
    const place = await checkPlace(
      tx,
      { ...asked, cityId: asked.cityId ?? 0 },
      moderationMessages.changeRequestInvalid,
    ).catch(invalid);
    // A request made before the registered office was asked for carries none: the live one stays.
    const legal =
      asked.legalCityId != null && asked.legalCap
        ? await checkLegalPlace(tx, { legalCityId: asked.legalCityId, legalCap: asked.legalCap }).catch(
            invalid,
          )
        : { legalCityId: live.legalCityId, legalCity: live.legalCity, legalProvince: live.legalProvince };
    const applied: Essentials = {
      ...asked,
      legalName: asked.legalName ?? live.legalName,
      legalAddress: asked.legalAddress ?? live.legalAddress,
      legalCap: asked.legalCap ?? live.legalCap,
      ...legal,
      activityTypeIds: place.activityTypeIds,
      cityId: place.city.id,
      city: place.city.name,
      province: place.city.province,
    };
    await writeEssentials(tx, loc.id, applied, place.city);
    // The invoices' name, office and tax data changed: billing updates the provider's customer.
    await tx.insert(platformTasks).values({ kind: 'SYNC_BILLING_CUSTOMER', locationId: loc.id });
    await decide(tx, row, actorId, 'APPROVED', null);
    const [updated] = await tx.select().from(locations).where(eq(locations.id, loc.id));
    return recordDecision(tx, deps.config.PUBLIC_URL, {
      actorId,
      action: 'CHANGE_REQUEST_APPROVED',
      location: updated!,
      before: { changeRequestId: row.id, essentials: live },
      after: { changeRequestId: row.id, essentials: await essentialsOf(tx, updated!) },
    });
  });
  afterCommit(deps, [notification]);
  return changeRequestReview(deps.db, (await findChangeRequest(deps.db, request.id))!);
}

/** Rejects the request with the reason its host reads; the live data stays as it is. */
export async function rejectChangeRequest(
  deps: ModerationDeps,
  actorId: string,
  request: ChangeRequestRow,
  reason: string,
) {
  const notification = await deps.db.transaction(async (tx) => {
    const { loc, row } = await lockPending(tx, request);
    await decide(tx, row, actorId, 'REJECTED', reason);
    return recordDecision(tx, deps.config.PUBLIC_URL, {
      actorId,
      action: 'CHANGE_REQUEST_REJECTED',
      location: loc,
      before: { changeRequestId: row.id, status: row.status },
      after: { changeRequestId: row.id, status: 'REJECTED', requested: row.payload },
      reason,
    });
  });
  afterCommit(deps, [notification]);
  return changeRequestReview(deps.db, (await findChangeRequest(deps.db, request.id))!);
}

async function decide(
  tx: Tx,
  row: ChangeRequestRow,
  actorId: string,
  status: 'APPROVED' | 'REJECTED',
  reason: string | null,
) {
  await tx
    .update(locationChangeRequests)
    .set({ status, decidedBy: actorId, decidedAt: new Date(), decisionReason: reason })
    .where(and(eq(locationChangeRequests.id, row.id), PENDING));
  await closeReviewTasks(tx, 'REVIEW_CHANGE_REQUEST', row.locationId, row.id);
}

/** The newest decided request of a location, for its host's banner; null when none was decided. */
export async function lastDecision(db: DbOrTx, locationId: string) {
  const [decided] = await db
    .select()
    .from(locationChangeRequests)
    .where(
      and(
        eq(locationChangeRequests.locationId, locationId),
        inArray(locationChangeRequests.status, ['APPROVED', 'REJECTED']),
        isNotNull(locationChangeRequests.decidedAt),
      ),
    )
    .orderBy(desc(locationChangeRequests.decidedAt))
    .limit(1);
  return decided
    ? {
        id: decided.id,
        status: decided.status as never,
        decidedAt: decided.decidedAt!,
        reason: decided.decisionReason,
      }
    : null;
}
