import { eq } from 'drizzle-orm';
import { canEditLocation } from '@festa/domain/policies';
import { hostLocationMessages, listingMessages, notFoundMessages } from '@festa/domain/messages';
import type { Tx } from '../../db/client.js';
import type { LocationRow } from '../../db/rows.js';
import { locations } from '../../db/schema/index.js';
import { badInput, DomainError, notFound } from '../../errors.js';
import { isOwnUploadUrl } from '../media/urls.js';

/**
 * What every listing write starts with: the location row locked first and the editing gate re-checked
 * there (it may have changed since the resolver authorised), and the rule for the images it is given.
 */
export async function lockEditable(tx: Tx, locationId: string): Promise<LocationRow> {
  const [row] = await tx.select().from(locations).where(eq(locations.id, locationId)).for('update');
  if (!row || row.deletedAt) throw notFound(notFoundMessages.location);
  if (!canEditLocation(row)) throw new DomainError('FORBIDDEN', hostLocationMessages.editingLocked);
  return row;
}

/** Each image is one the item already shows or a fresh upload of the caller's own: nobody else's files. */
export function checkImages(userId: string, urls: string[], current: string[]) {
  const known = new Set(current);
  if (urls.some((u) => !known.has(u) && !isOwnUploadUrl(userId, u)))
    throw badInput('imageUrls', listingMessages.imageInvalid);
}

export const positioned = <K extends string>(key: K, id: string, urls: string[]) =>
  urls.map(
    (url, position) =>
      ({ [key]: id, url, position }) as Record<K, string> & { url: string; position: number },
  );
