import type { DbOrTx } from '../../db/client.js';
import type { LocationRow, NotificationRow } from '../../db/rows.js';
import { recordEvent } from '../notifications/events.js';

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
