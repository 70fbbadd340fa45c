import { and, eq } from 'drizzle-orm';
import { canEditLocation } from '@festa/domain/policies';
import type { Db } from '../../db/client.js';
import type { ActivityTypeRow, LocationRow } from '../../db/rows.js';
import { locationChangeRequests, locationSubscriptions } from '../../db/schema/index.js';
import { activityTypesById, essentialsOf, type Essentials } from './essentials.js';

export type EssentialsView = Essentials & { activityTypes: ActivityTypeRow[] };

/** A location as its host sees it in the dashboard: standing, essential data and the waiting request. */
export interface HostLocationView {
  id: string;
  slug: string;
  name: string;
  approvalStatus: string;
  isApproved: boolean;
  subscriptionType: string;
  subscriptionStatus: string;
  canEdit: boolean;
  hasInsertedTemporaryPaymentMethod: boolean;
  essentials: EssentialsView;
  pendingChangeRequest: { id: string; createdAt: string; essentials: EssentialsView } | null;
}

export async function hostLocationView(db: Db, row: LocationRow): Promise<HostLocationView> {
  const essentials = await essentialsOf(db, row);
  const [pending] = await db
    .select()
    .from(locationChangeRequests)
    .where(and(eq(locationChangeRequests.locationId, row.id), eq(locationChangeRequests.status, 'PENDING')));
  const asked = pending ? (pending.payload as Essentials) : null;
  const [billing] = await db
    .select({ temporary: locationSubscriptions.hasTemporaryPaymentMethod })
    .from(locationSubscriptions)
    .where(eq(locationSubscriptions.locationId, row.id));
  const types = await activityTypesById(db, [
    ...essentials.activityTypeIds,
    ...(asked?.activityTypeIds ?? []),
  ]);
  const withTypes = (e: Essentials): EssentialsView => ({
    ...e,
    activityTypes: e.activityTypeIds.flatMap((id) => types.get(id) ?? []),
  });
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    approvalStatus: row.approvalStatus,
    isApproved: row.approvalStatus === 'APPROVED',
    subscriptionType: row.subscriptionType,
    subscriptionStatus: row.subscriptionStatus,
    canEdit: canEditLocation(row),
    hasInsertedTemporaryPaymentMethod: billing?.temporary ?? false,
    essentials: withTypes(essentials),
    pendingChangeRequest:
      pending && asked
        ? { id: pending.id, createdAt: pending.createdAt.toISOString(), essentials: withTypes(asked) }
        : null,
  };
}
