import { announceNewLocation } from '../notifications/announcements.js';
import { eq } from 'drizzle-orm';
import { moderationMessages } from '@festalocation/domain/messages';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { locations, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../errors.js';
import { isUuid } from '@festalocation/domain';
import { announceSessionsEnded } from '../auth/session.js';
import { endSessionsOf } from '../auth/service.js';
import { writeAudit } from './audit.js';
import { lockLocation, standing, updateLocation, type ModerationDeps } from './common.js';
import { decideOnLocation } from './notify.js';
import { moderationLocation, moderationUser } from './views.js';

/**
 * Suspends a location: `is_public` leaves out suspended ones, so it leaves search, its page, favourites
 * and quote requests in the same transaction; its owner is told why. Its approval, subscription and data
 * stay as they are, so lifting the suspension puts it back exactly as it was.
 */
export async function suspendLocation(deps: ModerationDeps, actorId: string, id: string, reason: string) {
  const row = await decideOnLocation(
    deps,
    { actorId, id, action: 'LOCATION_SUSPENDED', reason },
    (tx, loc) => {
      if (loc.suspendedAt) throw conflict(moderationMessages.locationAlreadySuspended);
      return updateLocation(tx, loc.id, { suspendedAt: new Date(), suspensionReason: reason });
    },
  );
  return moderationLocation(deps.db, row);
}

/** Lifts a location's suspension: it is public again if its approval and subscription say so. */
export async function unsuspendLocation(deps: ModerationDeps, actorId: string, id: string) {
  const row = await deps.db.transaction(async (tx) => {
    const loc = await lockLocation(tx, id);
    if (!loc.suspendedAt) throw conflict(moderationMessages.locationNotSuspended);
    const updated = await updateLocation(tx, loc.id, { suspendedAt: null, suspensionReason: null });
    // Approved and paid while suspended: public now for the first time, so dated and announced.
    if (updated.isPublic && !updated.publishedAt) {
      await tx.update(locations).set({ publishedAt: new Date() }).where(eq(locations.id, loc.id));
      await announceNewLocation(tx, loc.id);
    }
    await writeAudit(tx, {
      actorId,
      action: 'LOCATION_UNSUSPENDED',
      subjectType: 'LOCATION',
      subjectId: loc.id,
      before: standing(loc),
      after: standing(updated),
    });
    return updated;
  });
  return moderationLocation(deps.db, row);
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

async function lockUser(tx: Tx, id: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row || row.deletedAt) throw notFound(moderationMessages.userNotFound);
  return row;
}

const accountStanding = (u: UserRow) => ({
  suspendedAt: u.suspendedAt?.toISOString() ?? null,
  suspensionReason: u.suspensionReason,
});

/**
 * Suspends an account for `reason`, or lifts its suspension (null), and writes the decision to the audit log
 * with the account's standing before and after, in the caller's transaction.
 */
async function setAccountSuspension(tx: Tx, actorId: string, user: UserRow, reason: string | null) {
  const [updated] = await tx
    .update(users)
    .set({
      suspendedAt: reason === null ? null : new Date(),
      suspensionReason: reason,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  await writeAudit(tx, {
    actorId,
    action: reason === null ? 'USER_UNSUSPENDED' : 'USER_SUSPENDED',
    subjectType: 'USER',
    subjectId: user.id,
    before: accountStanding(user),
    after: accountStanding(updated!),
    reason,
  });
  return updated!;
}

/**
 * Suspends an account: every session ends in the same transaction (sign-in is refused from then on, see
 * auth/service.ts), and after the commit every gateway process closes that account's live sockets. Its
 * locations stay as they are: taking one down is its own decision (suspendLocation).
 */
export async function suspendUser(deps: ModerationDeps, actorId: string, id: string, reason: string) {
  const row = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (user.suspendedAt) throw conflict(moderationMessages.userAlreadySuspended);
    const updated = await setAccountSuspension(tx, actorId, user, reason);
    await endSessionsOf(tx, user.id);
    return updated;
  });
  await announceSessionsEnded(deps, row.id);
  return moderationUser(deps.db, row);
}

/** Lifts an account's suspension: the person signs in again as before (no session comes back by itself). */
export async function unsuspendUser(deps: ModerationDeps, actorId: string, id: string) {
  const row = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (!user.suspendedAt) throw conflict(moderationMessages.userNotSuspended);
    return setAccountSuspension(tx, actorId, user, null);
  });
  return moderationUser(deps.db, row);
}
