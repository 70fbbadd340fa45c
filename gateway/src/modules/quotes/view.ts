import { inArray } from 'drizzle-orm';
import type { QuoteCanceller } from '@festa/domain/enums';
import type { QuoteStatusName } from '@festa/domain/policies';
import type { DbOrTx } from '../../db/client.js';
import { isOwner } from '../../policies.js';
import type { quoteRequests } from '../../db/schema/index.js';
import {
  ambientImages,
  ambients,
  locations,
  quoteRequestAmbients,
  quoteRequestServices,
  serviceImages,
  services,
} from '../../db/schema/index.js';

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;

export interface QuoteRequestView {
  id: string;
  number: number;
  status: QuoteStatusName;
  isRead: boolean;
  date: string;
  guests: number;
  note: string | null;
  allergens: string | null;
  totalCents: number;
  createdAt: Date;
  cancelledBy: QuoteCanceller | null;
  cancelledAt: Date | null;
  cancellationReason: string | null;
  user: { fullName: string; email: string; phoneNumber: string | null };
  location: { id: string; name: string; slug: string; city: string; address: string };
  ambients: {
    id: string;
    ambientId: string | null;
    name: string;
    priceCents: number;
    rentDuration: 'HALF' | 'FULL';
    capacity: number;
    description: string | null;
    images: { id: string; imageUrl: string }[];
  }[];
  services: {
    id: string;
    serviceId: string | null;
    name: string;
    priceCents: number;
    ambientIncluded: boolean;
    description: string | null;
    images: { id: string; imageUrl: string }[];
  }[];
  isHostView: boolean;
  /** Not exposed: who owns the location and who sent it, for notifications. */
  ownerId: string;
  userId: string | null;
}

function group<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/**
 * Builds complete views for a page of requests with a fixed number of queries (no N+1): the copied
 * ambients and services, their current images and descriptions (for the detail panels) and the location.
 */
export async function buildViews(
  db: DbOrTx,
  rows: QuoteRequestRow[],
  viewerId: string | null,
): Promise<QuoteRequestView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const locationIds = [...new Set(rows.map((r) => r.locationId))];
  // Sequential on purpose: inside a transaction there is one connection, and pg refuses overlap.
  const locs = await db.select().from(locations).where(inArray(locations.id, locationIds));
  const qa = await db
    .select()
    .from(quoteRequestAmbients)
    .where(inArray(quoteRequestAmbients.quoteRequestId, ids));
  const qs = await db
    .select()
    .from(quoteRequestServices)
    .where(inArray(quoteRequestServices.quoteRequestId, ids));
  const ambientIds = qa.map((a) => a.ambientId).filter((x): x is string => !!x);
  const serviceIds = qs.map((s) => s.serviceId).filter((x): x is string => !!x);
  const aImgs = ambientIds.length
    ? await db.select().from(ambientImages).where(inArray(ambientImages.ambientId, ambientIds))
    : [];
  const sImgs = serviceIds.length
    ? await db.select().from(serviceImages).where(inArray(serviceImages.serviceId, serviceIds))
    : [];
  const aRows = ambientIds.length
    ? await db
        .select({ id: ambients.id, description: ambients.description })
        .from(ambients)
        .where(inArray(ambients.id, ambientIds))
    : [];
  const sRows = serviceIds.length
    ? await db
        .select({ id: services.id, description: services.description })
        .from(services)
        .where(inArray(services.id, serviceIds))
    : [];
  const locById = new Map(locs.map((l) => [l.id, l]));
  const qaBy = group(qa, (a) => a.quoteRequestId);
  const qsBy = group(qs, (s) => s.quoteRequestId);
  const aImgBy = group(
    [...aImgs].sort((a, b) => a.position - b.position),
    (i) => i.ambientId,
  );
  const sImgBy = group(
    [...sImgs].sort((a, b) => a.position - b.position),
    (i) => i.serviceId,
  );
  const aDesc = new Map(aRows.map((a) => [a.id, a.description]));
  const sDesc = new Map(sRows.map((s) => [s.id, s.description]));
  const img = (i: { id: string; url: string }) => ({ id: i.id, imageUrl: i.url });

  return rows.map((r) => {
    const loc = locById.get(r.locationId)!;
    return {
      id: r.id,
      number: r.number,
      status: r.status as QuoteRequestView['status'],
      isRead: r.isRead,
      date: r.date,
      guests: r.guests,
      note: r.note,
      allergens: r.allergens,
      totalCents: r.totalCents,
      createdAt: r.createdAt,
      cancelledBy: r.cancelledBy as QuoteCanceller | null,
      cancelledAt: r.cancelledAt,
      cancellationReason: r.cancellationReason,
      user: { fullName: r.guestName, email: r.guestEmail, phoneNumber: r.guestPhone },
      location: { id: loc.id, name: loc.name, slug: loc.slug, city: loc.city, address: loc.address },
      ambients: (qaBy.get(r.id) ?? []).map((a) => ({
        id: a.id,
        ambientId: a.ambientId,
        name: a.name,
        priceCents: a.priceCents,
        rentDuration: a.rentDuration as 'HALF' | 'FULL',
        capacity: a.capacity,
        description: a.ambientId ? (aDesc.get(a.ambientId) ?? null) : null,
        images: a.ambientId ? (aImgBy.get(a.ambientId) ?? []).map(img) : [],
      })),
      services: (qsBy.get(r.id) ?? []).map((s) => ({
        id: s.id,
        serviceId: s.serviceId,
        name: s.name,
        priceCents: s.priceCents,
        ambientIncluded: s.ambientIncluded,
        description: s.serviceId ? (sDesc.get(s.serviceId) ?? null) : null,
        images: s.serviceId ? (sImgBy.get(s.serviceId) ?? []).map(img) : [],
      })),
      // The viewer hosts it (may mark it read and set its status): the same rule as policies.ts.
      isHostView: isOwner(viewerId, loc),
      ownerId: loc.ownerId,
      userId: r.userId,
    };
  });
}
