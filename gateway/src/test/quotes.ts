import { eq } from 'drizzle-orm';
import { addDays, todayInRome } from '@festa/domain';
import { ambients, services } from '../db/schema/index.js';
import { buildLocation, buildUser, tokenFor, type LocationSpec } from './factories.js';
import type { TestGateway } from './harness.js';

export const CREATE = `mutation ($input: CreateQuoteRequestInput!) {
  createQuoteRequest(input: $input) {
    id number status isRead date guests note allergens totalCents isHostView
    user { fullName email phoneNumber }
    location { id name slug }
    ambients { ambientId name priceCents rentDuration capacity }
    services { serviceId name priceCents ambientIncluded }
  }
}`;

export const DETAIL = `query ($id: ID!) { quoteRequest(id: $id) { id number status isRead totalCents isHostView
  ambients { name priceCents } services { name priceCents } } }`;

/** A date this many days ahead, in Italian time (every day is an opening day for the default factory). */
export const inDays = (n: number) => addDays(todayInRome(), n);

export interface Scenario {
  host: Awaited<ReturnType<typeof buildUser>>;
  hostToken: string;
  guest: Awaited<ReturnType<typeof buildUser>>;
  guestToken: string;
  location: Awaited<ReturnType<typeof buildLocation>>;
  ambientIds: string[];
  serviceIds: string[];
}

/** A host with a public location (two ambients, one service) and a guest ready to ask for a quote. */
export async function scenario(gw: TestGateway, spec: LocationSpec = {}): Promise<Scenario> {
  const db = gw.database.db;
  const host = await buildUser(db, { fullName: 'Marco Host' });
  const guest = await buildUser(db, { fullName: 'Giulia Ospite', phoneNumber: '+39 333 1234567' });
  const location = await buildLocation(db, {
    ownerId: host.id,
    ambients: [
      { name: 'Sala Grande', capacity: 40, rentPriceCents: 50_000 },
      { name: 'Giardino', capacity: 30, rentPriceCents: 0 },
    ],
    services: [{ name: 'Buffet', pricePerPersonCents: 2_550 }],
    ...spec,
  });
  const a = await db
    .select()
    .from(ambients)
    .where(eq(ambients.locationId, location.id))
    .orderBy(ambients.slug);
  const s = await db
    .select()
    .from(services)
    .where(eq(services.locationId, location.id))
    .orderBy(services.slug);
  return {
    host,
    hostToken: await tokenFor(gw, host, 'HOST'),
    guest,
    guestToken: await tokenFor(gw, guest, 'GUEST'),
    location,
    ambientIds: a.map((x) => x.id),
    serviceIds: s.map((x) => x.id),
  };
}

/**
 * Session tokens of `n` further guests: many people sending requests at once, as a race test needs (one
 * guest may send a location only a few a day).
 */
export async function moreGuests(gw: TestGateway, n: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: n }, async () => tokenFor(gw, await buildUser(gw.database.db), 'GUEST')),
  );
}

export function input(sc: Scenario, patch: Record<string, unknown> = {}) {
  return {
    locationId: sc.location.id,
    ambients: [sc.ambientIds[0]],
    services: [] as string[],
    guests: 10,
    date: inDays(30),
    note: null,
    allergens: null,
    ...patch,
  };
}
