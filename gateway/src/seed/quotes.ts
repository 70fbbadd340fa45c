import { asc, eq } from 'drizzle-orm';
import { addDays, quoteTotalCents, todayInRome } from '@festa/domain';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { insertQuoteItems } from '../modules/quotes/create.js';

/**
 * Demo quote requests from the demo guest to the demo host's locations, in every status, with their
 * notifications, so the dashboard, the guest's list and both feeds have something to show. The host's
 * first public location also has a CONFIRMED request whose party is over (10 days before the day the
 * seed runs, whatever the fixed base date) and not reviewed yet: the demo guest can review it at once.
 */
export async function seedQuotes(db: Db, hostEmail: string, guestEmail: string, baseDate: string) {
  const [host] = await db.select().from(t.users).where(eq(t.users.email, hostEmail));
  const [guest] = await db.select().from(t.users).where(eq(t.users.email, guestEmail));
  if (!host || !guest) return 0;
  const locs = await db
    .select()
    .from(t.locations)
    .where(eq(t.locations.ownerId, host.id))
    .orderBy(asc(t.locations.seq));
  const plan = [
    { status: 'CONFIRMED', isRead: true, guests: 40, days: 20, ago: 9 },
    { status: 'REJECTED', isRead: true, guests: 120, days: 35, ago: 6 },
    { status: 'PENDING', isRead: true, guests: 25, days: 48, ago: 3 },
    { status: 'PENDING', isRead: false, guests: 18, days: 60, ago: 1 },
  ] as const;
  // Relative to the real today, not the base date: it must be in the past whenever the demo is used.
  const past = { status: 'CONFIRMED', isRead: true, guests: 30, date: addDays(todayInRome(), -10), ago: 40 };
  const reviewable = locs.find((l) => l.isPublic);
  let count = 0;
  await db.transaction(async (tx) => {
    for (const loc of locs) {
      const ambients = await tx.select().from(t.ambients).where(eq(t.ambients.locationId, loc.id)).limit(1);
      const services = await tx.select().from(t.services).where(eq(t.services.locationId, loc.id)).limit(1);
      let number = 0;
      const plans = [
        ...plan.map((p) => ({ ...p, date: addDays(baseDate, p.days) })),
        ...(loc.id === reviewable?.id ? [past] : []),
      ];
      for (const p of plans) {
        number++;
        const createdAt = new Date(Date.now() - p.ago * 86_400_000);
        const [q] = await tx
          .insert(t.quoteRequests)
          .values({
            locationId: loc.id,
            number,
            userId: guest.id,
            guestName: guest.fullName ?? guest.email,
            guestEmail: guest.email,
            guestPhone: guest.phoneNumber ?? '+39 333 000 1111',
            date: p.date,
            guests: p.guests,
            note: number % 2 ? 'Vorremmo una torta personalizzata.' : null,
            allergens: number === 1 ? 'Due ospiti celiaci' : null,
            status: p.status,
            isRead: p.isRead,
            totalCents: quoteTotalCents({ guests: p.guests, ambients, services }),
            createdAt,
            updatedAt: createdAt,
          })
          .returning();
        await insertQuoteItems(tx, q!.id, ambients, services);
        const meta = { name: loc.name, city: loc.city, slug: loc.slug, logoUrl: loc.logoUrl };
        await tx.insert(t.notifications).values({
          userId: host.id,
          role: 'HOST',
          type: 'NEW_QUOTE_REQUEST',
          isRead: p.isRead,
          locationId: loc.id,
          quoteRequestId: q!.id,
          metadata: { location: meta, quoteRequest: { status: 'PENDING', number } },
          createdAt,
        });
        if (p.status !== 'PENDING') {
          await tx.insert(t.notifications).values({
            userId: guest.id,
            role: 'GUEST',
            type: 'QUOTE_REQUEST_UPDATED',
            isRead: true,
            locationId: loc.id,
            quoteRequestId: q!.id,
            metadata: { location: meta, quoteRequest: { status: p.status, number } },
            createdAt: new Date(createdAt.getTime() + 3_600_000),
          });
        }
        count++;
      }
      await tx.update(t.locations).set({ quoteCounter: number }).where(eq(t.locations.id, loc.id));
    }
  });
  return count;
}
