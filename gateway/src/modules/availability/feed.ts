import { randomBytes } from 'node:crypto';
import { and, eq, gte, isNull } from 'drizzle-orm';
import { addDays, todayInRome } from '@festalocation/domain';
import type { Db } from '../../db/client.js';
import {
  ambients,
  ambientUnavailabilities,
  locationCalendarFeeds,
  locations,
  services,
  serviceUnavailabilities,
} from '../../db/schema/index.js';
import { requestedItemNames, requestsOnCalendar } from '../quotes/onCalendar.js';
import { buildCalendar, type AllDayEvent } from './ical.js';

/** How far back the feed reaches: a calendar app keeps what it already imported. */
const PAST_DAYS = 90;
/** base64url of 32 random bytes. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const UID_DOMAIN = 'festalocation.it';
/** Quote requests that hold a date: the host accepted them (domain/enums.ts QUOTE_STATUSES). */
const BOOKED_STATUSES = ['CONFIRMED'];

export const feedUrl = (publicUrl: string, token: string) =>
  new URL(`/calendar/${token}.ics`, publicUrl).toString();

export async function findFeed(db: Db, locationId: string) {
  const [row] = await db
    .select()
    .from(locationCalendarFeeds)
    .where(eq(locationCalendarFeeds.locationId, locationId));
  return row ?? null;
}

/** A new address for the (authorised) location; the previous one, if any, stops working at once. */
export async function regenerateFeed(db: Db, locationId: string) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(locationCalendarFeeds)
    .values({ locationId, token })
    .onConflictDoUpdate({
      target: locationCalendarFeeds.locationId,
      set: { token, createdAt: new Date() },
    })
    .returning();
  return row!;
}

export async function revokeFeed(db: Db, locationId: string) {
  await db.delete(locationCalendarFeeds).where(eq(locationCalendarFeeds.locationId, locationId));
  return true;
}

/** The iCalendar text for a feed token; null for an unknown token or a deleted location. */
export async function calendarForToken(db: Db, token: string, now: Date = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [loc] = await db
    .select({ id: locations.id, name: locations.name })
    .from(locationCalendarFeeds)
    .innerJoin(locations, eq(locations.id, locationCalendarFeeds.locationId))
    .where(and(eq(locationCalendarFeeds.token, token), isNull(locations.deletedAt)));
  if (!loc) return null;
  const events = await feedEvents(db, loc.id, addDays(todayInRome(now), -PAST_DAYS));
  return buildCalendar({ name: `${loc.name} – Disponibilità`, events, now });
}

async function feedEvents(db: Db, locationId: string, from: string): Promise<AllDayEvent[]> {
  const [blockedA, blockedS, booked] = await Promise.all([
    db
      .select({ id: ambients.id, name: ambients.name, date: ambientUnavailabilities.date })
      .from(ambientUnavailabilities)
      .innerJoin(ambients, eq(ambients.id, ambientUnavailabilities.ambientId))
      .where(and(eq(ambients.locationId, locationId), gte(ambientUnavailabilities.date, from))),
    db
      .select({ id: services.id, name: services.name, date: serviceUnavailabilities.date })
      .from(serviceUnavailabilities)
      .innerJoin(services, eq(services.id, serviceUnavailabilities.serviceId))
      .where(and(eq(services.locationId, locationId), gte(serviceUnavailabilities.date, from))),
    requestsOnCalendar(db, locationId, BOOKED_STATUSES, from),
  ]);
  const requested = await requestedItemNames(
    db,
    booked.map((q) => q.id),
  );

  const blocked =
    (kind: 'ambient' | 'service', label: string) => (r: { id: string; name: string; date: string }) => ({
      uid: `blocked-${kind}-${r.id}-${r.date.replaceAll('-', '')}@${UID_DOMAIN}`,
      date: r.date,
      summary: `Bloccato: ${r.name}`,
      description: `${label} non disponibile`,
    });
  // One event per accepted request (not per item): its UID is the request's, which never changes.
  // Guest data stays out: whoever obtains the address sees only what is booked, not by whom.
  const bookings = booked.map((q) => {
    const items = requested.filter((i) => i.requestId === q.id).map((i) => i.name);
    return {
      uid: `booking-${q.id}@${UID_DOMAIN}`,
      date: q.date,
      summary: `Prenotato: ${items.length ? items.join(', ') : 'location'}`,
      description: `Preventivo ${q.number} accettato`,
    };
  });
  return [
    ...blockedA.map(blocked('ambient', 'Ambiente')),
    ...blockedS.map(blocked('service', 'Servizio')),
    ...bookings,
  ].sort((a, b) => a.date.localeCompare(b.date) || a.uid.localeCompare(b.uid));
}
