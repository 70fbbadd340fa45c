import { and, eq, inArray, isNull } from 'drizzle-orm';
import { canEditLocation } from '@festa/domain/policies';
import { hostLocationMessages, locationMessages, quoteStatusMessages } from '@festa/domain/messages';
import type { Db, Tx } from '../../db/client.js';
import type { LocationRow, NotificationRow } from '../../db/rows.js';
import { isUniqueViolation } from '../../db/pgErrors.js';
import {
  favorites,
  locationChangeRequests,
  locations,
  locationSubscriptions,
  platformTasks,
} from '../../db/schema/index.js';
import { badInput, DomainError, notFound } from '../../errors.js';
import { notFoundMessages } from '@festa/domain/messages';
import { isOwnUploadUrl } from '../media/urls.js';
import type { LocationChangesInput } from '@festa/domain/schemas/locations';
import { cancelForDeletion } from '../quotes/cancel.js';
import { checkLegalPlace, checkPlace, essentialsOf, type Essentials } from './essentials.js';

const pendingConflict = () => new DomainError('CONFLICT', hostLocationMessages.changeRequestPending);

/** The location row under a lock, re-read in the transaction: the checks before it may be stale. */
async function lockLocation(tx: Tx, id: string): Promise<LocationRow> {
  const [row] = await tx.select().from(locations).where(eq(locations.id, id)).for('update');
  if (!row || row.deletedAt) throw notFound(notFoundMessages.location);
  return row;
}

/**
 * Records a change request of the essential data: the live row is untouched until the platform approves.
 * It keeps who asked, when, the values asked for and the values live at that moment. One may wait per
 * location (a unique index decides between two racing submissions); the editing gate is re-checked under
 * the location's lock.
 */
export async function requestLocationChanges(db: Db, userId: string, input: LocationChangesInput) {
  try {
    await db.transaction(async (tx) => {
      const row = await lockLocation(tx, input.locationId);
      if (!canEditLocation(row)) throw new DomainError('FORBIDDEN', hostLocationMessages.editingLocked);
      const { city, activityTypeIds } = await checkPlace(tx, input, locationMessages.activityTypeRequired);
      const legal = await checkLegalPlace(tx, input);
      // The logo is the current one or a fresh upload of the caller's own.
      if (input.logoUrl && input.logoUrl !== row.logoUrl && !isOwnUploadUrl(userId, input.logoUrl))
        throw badInput('logoUrl', hostLocationMessages.logoInvalid);
      const [pending] = await tx
        .select({ id: locationChangeRequests.id })
        .from(locationChangeRequests)
        .where(
          and(eq(locationChangeRequests.locationId, row.id), eq(locationChangeRequests.status, 'PENDING')),
        );
      if (pending) throw pendingConflict();
      const { locationId: _id, ...fields } = input;
      const payload: Essentials = {
        ...fields,
        activityTypeIds,
        cityId: city.id,
        city: city.name,
        province: city.province,
        ...legal,
      };
      const [request] = await tx
        .insert(locationChangeRequests)
        .values({ locationId: row.id, requestedBy: userId, payload, previous: await essentialsOf(tx, row) })
        .returning({ id: locationChangeRequests.id });
      await tx
        .insert(platformTasks)
        .values({ kind: 'REVIEW_CHANGE_REQUEST', locationId: row.id, changeRequestId: request!.id });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'location_change_requests_one_pending')) throw pendingConflict();
    throw err;
  }
}

/** Withdraws the waiting request, if there is one: a repeated cancel changes nothing and succeeds. */
export async function cancelLocationChangeRequest(db: Db, userId: string, locationId: string) {
  await db.transaction(async (tx) => {
    const cancelled = await tx
      .update(locationChangeRequests)
      .set({ status: 'CANCELED', decidedBy: userId, decidedAt: new Date() })
      .where(
        and(eq(locationChangeRequests.locationId, locationId), eq(locationChangeRequests.status, 'PENDING')),
      )
      .returning({ id: locationChangeRequests.id });
    await closeTasks(
      tx,
      cancelled.map((c) => c.id),
    );
  });
}

async function closeTasks(tx: Tx, changeRequestIds: string[]) {
  if (!changeRequestIds.length) return;
  await tx
    .update(platformTasks)
    .set({ doneAt: new Date() })
    .where(and(inArray(platformTasks.changeRequestId, changeRequestIds), isNull(platformTasks.doneAt)));
}

/** A subscription still billing at the provider: these are cancelled there when the location goes. */
const BILLING_STATUSES = new Set(['ACTIVE', 'PAST_DUE', 'UNPAID']);

/**
 * Deletes a location for good, in one transaction. The row stays as a tombstone (sent quote requests
 * point at it and keep their copy of its name), which takes it out of search, favourites, the sitemap and
 * every host view at once; favourites rows go, a waiting change request is withdrawn, and a subscription
 * still billing is handed to billing to cancel at the provider. Its bookings and waiting requests from
 * today on are cancelled (quotes/cancel.ts); the guests' notifications are returned, to publish after
 * commit. Deleting again is a no-op.
 */
export async function deleteLocation(
  db: Db,
  publicUrl: string,
  userId: string,
  locationId: string,
): Promise<NotificationRow[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(locations).where(eq(locations.id, locationId)).for('update');
    if (!row || row.deletedAt) return [];
    const events = await cancelForDeletion(tx, publicUrl, row, {
      kind: 'LOCATION',
      id: row.id,
      reason: quoteStatusMessages.locationDeleted,
    });
    await tx.update(locations).set({ deletedAt: new Date() }).where(eq(locations.id, row.id));
    await tx.delete(favorites).where(eq(favorites.locationId, row.id));
    const withdrawn = await tx
      .update(locationChangeRequests)
      .set({ status: 'CANCELED', decidedBy: userId, decidedAt: new Date() })
      .where(and(eq(locationChangeRequests.locationId, row.id), eq(locationChangeRequests.status, 'PENDING')))
      .returning({ id: locationChangeRequests.id });
    await closeTasks(
      tx,
      withdrawn.map((w) => w.id),
    );
    await tx
      .update(platformTasks)
      .set({ doneAt: new Date() })
      .where(
        and(
          eq(platformTasks.locationId, row.id),
          eq(platformTasks.kind, 'REVIEW_NEW_LOCATION'),
          isNull(platformTasks.doneAt),
        ),
      );
    const [sub] = await tx
      .select()
      .from(locationSubscriptions)
      .where(eq(locationSubscriptions.locationId, row.id));
    if (sub?.stripeSubscriptionId && BILLING_STATUSES.has(row.subscriptionStatus)) {
      await tx.insert(platformTasks).values({
        kind: 'CANCEL_SUBSCRIPTION',
        locationId: row.id,
        payload: { stripeSubscriptionId: sub.stripeSubscriptionId, requestedBy: userId },
      });
    }
    return events;
  });
}
