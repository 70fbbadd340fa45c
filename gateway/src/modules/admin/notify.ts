import type { DbOrTx, Tx } from '../../db/client.js';
import type { LocationRow, NotificationRow } from '../../db/rows.js';
import { afterCommit, recordEvent } from '../notifications/events.js';
import { writeAudit } from './audit.js';
import { lockLocation, standing, type ModerationDeps } from './common.js';

type Decision =
  | 'LOCATION_APPROVED'
  | 'LOCATION_REJECTED'
  | 'CHANGE_REQUEST_APPROVED'
  | 'CHANGE_REQUEST_REJECTED'
  | 'LOCATION_SUSPENDED';

/**
 * Tells a location's owner, in the decision's transaction, what the platform decided (feed always; e-mail
 * and push always too: see PREFERENCE in notifications/events.ts). The reason goes word for word.
 */
export function notifyOwner(
  tx: DbOrTx,
  publicUrl: string,
  loc: LocationRow,
  type: Decision,
  reason: string | null = null,
): Promise<NotificationRow> {
  return recordEvent(tx, publicUrl, {
    userId: loc.ownerId,
    role: 'HOST',
    type,
    locationId: loc.id,
    metadata: {
      location: { id: loc.id, name: loc.name, slug: loc.slug, city: loc.city, logoUrl: loc.logoUrl },
      ...(reason ? { reason } : {}),
    },
  });
}

/** A decision about a location as it is recorded: who took it, on which location, what changed. */
export interface LocationDecision {
  actorId: string;
  action: Decision;
  location: LocationRow;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason?: string | null;
}

/**
 * What every decision the owner is told about leaves in its transaction, in this order: the owner's
 * message, then the audit entry. Returns the message for delivery after the commit.
 */
export async function recordDecision(
  tx: DbOrTx,
  publicUrl: string,
  decision: LocationDecision,
): Promise<NotificationRow> {
  const { actorId, action, location, before, after, reason = null } = decision;
  const notification = await notifyOwner(tx, publicUrl, location, action, reason);
  await writeAudit(tx, {
    actorId,
    action,
    subjectType: 'LOCATION',
    subjectId: location.id,
    before,
    after,
    reason,
  });
  return notification;
}

/**
 * A decision on one location that its owner is told about, start to end: the row locked, `apply`'s change
 * (which may refuse it), the message and audit entry with the standing before and after, and after the
 * commit the message's delivery. Resolves to the changed row.
 */
export async function decideOnLocation(
  deps: ModerationDeps,
  decision: { actorId: string; id: string; action: Decision; reason?: string | null },
  apply: (tx: Tx, loc: LocationRow) => Promise<LocationRow>,
): Promise<LocationRow> {
  const { actorId, id, action, reason = null } = decision;
  const { row, notification } = await deps.db.transaction(async (tx) => {
    const loc = await lockLocation(tx, id);
    const updated = await apply(tx, loc);
    const notification = await recordDecision(tx, deps.config.PUBLIC_URL, {
      actorId,
      action,
      location: updated,
      before: standing(loc),
      after: standing(updated),
      reason,
    });
    return { row: updated, notification };
  });
  afterCommit(deps, [notification]);
  return row;
}
