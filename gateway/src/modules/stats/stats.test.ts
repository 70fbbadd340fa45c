import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, periodStart, todayInRome } from '@festalocation/domain';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation, buildUser, tokenFor } from '../../test/factories.js';
import {
  conversationMessages,
  favorites,
  locationContactClicks,
  locationDailyViews,
  quoteRequests,
  quotes,
} from '../../db/schema/index.js';

const FIELDS = `start views phoneClicks whatsappClicks favorites quoteRequests quotesSent confirmedBookings
  conversionRate medianResponseMinutes confirmedValueCents`;
const STATS = `query ($id: ID!, $period: StatsPeriod!) { locationStats(locationId: $id, period: $period) {
  locationId period buckets { ${FIELDS} } total { ${FIELDS} } previous { ${FIELDS} } } }`;

interface Bucket {
  start: string;
  views: number;
  quoteRequests: number;
  confirmedBookings: number;
  [k: string]: unknown;
}
interface Stats {
  locationStats: { buckets: Bucket[]; total: Bucket; previous: Bucket };
}

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const MIN = 60_000;

/** A request at `at` with the host's answers `quoteAfter` / `messageAfter` minutes later. */
async function request(
  locationId: string,
  number: number,
  at: Date,
  spec: {
    status?: string;
    totalCents?: number;
    quoteAfter?: number;
    quoteCents?: number;
    messageAfter?: number;
  },
) {
  const db = gw.database.db;
  const [row] = await db
    .insert(quoteRequests)
    .values({
      locationId,
      number,
      guestName: 'Giulia Ospite',
      guestEmail: 'giulia@test.festalocation.it',
      date: addDays(todayInRome(), 30),
      guests: 20,
      status: spec.status ?? 'PENDING',
      totalCents: spec.totalCents ?? 10_000,
      createdAt: at,
    })
    .returning();
  if (spec.quoteAfter !== undefined) {
    const total = spec.quoteCents ?? 10_000;
    await db.insert(quotes).values({
      quoteRequestId: row!.id,
      version: 1,
      guests: 20,
      lines: [],
      discountCents: 0,
      subtotalCents: total,
      vatRate: '0',
      vatMode: 'INCLUDED',
      taxableCents: total,
      vatCents: 0,
      totalCents: total,
      depositCents: 0,
      validUntil: addDays(todayInRome(), 10),
      createdAt: new Date(at.getTime() + spec.quoteAfter * MIN),
    });
  }
  if (spec.messageAfter !== undefined) {
    await db.insert(conversationMessages).values({
      quoteRequestId: row!.id,
      authorSide: 'HOST',
      body: 'Buongiorno!',
      createdAt: new Date(at.getTime() + spec.messageAfter * MIN),
    });
  }
}

describe('location statistics', () => {
  it('sums seeded activity by month and week against the previous year, for the host and an admin only', async () => {
    const db = gw.database.db;
    const host = await buildUser(db);
    const loc = await buildLocation(db, { ownerId: host.id });
    const at = new Date(Date.now() - MIN);
    const day = todayInRome(at);
    const lastYear = new Date(at.getTime() - 400 * 86_400_000);

    await db.insert(locationDailyViews).values([
      { locationId: loc.id, day, views: 3 },
      { locationId: loc.id, day: addDays(day, -10), views: 2 },
      { locationId: loc.id, day: todayInRome(lastYear), views: 5 },
    ]);
    await db.insert(locationContactClicks).values(
      [
        ['PHONE_NUMBER', 'a'],
        ['PHONE_NUMBER', 'b'],
        ['WHATSAPP', 'a'],
      ].map(([type, key]) => ({ locationId: loc.id, type: type!, visitorKey: key!, day })),
    );
    for (const u of [await buildUser(db), await buildUser(db)])
      await db.insert(favorites).values({ userId: u.id, locationId: loc.id, createdAt: at });
    // Answered after 60 (a quote), 30 (a message before any quote) and 90 minutes: the median is 60.
    await request(loc.id, 1, at, { status: 'CONFIRMED', quoteAfter: 60, quoteCents: 120_000 });
    await request(loc.id, 2, at, { messageAfter: 30, quoteAfter: 45 });
    await request(loc.id, 3, at, { status: 'QUOTED', quoteAfter: 90 });
    await request(loc.id, 4, at, {});
    // Accepted without a quote, last year: worth what was requested.
    await request(loc.id, 5, lastYear, { status: 'CONFIRMED', totalCents: 50_000 });

    const hostToken = await tokenFor(gw, host, 'HOST');
    const month = await gw.gql<Stats>(STATS, { id: loc.id, period: 'MONTH' }, { token: hostToken });
    expect(month.errors).toBeUndefined();
    const stats = month.data!.locationStats;
    expect(stats.buckets).toHaveLength(12);
    expect(stats.buckets.at(-1)!.start).toBe(periodStart('MONTH', todayInRome()));
    expect(stats.total).toMatchObject({
      views: 5,
      phoneClicks: 2,
      whatsappClicks: 1,
      favorites: 2,
      quoteRequests: 4,
      quotesSent: 3,
      confirmedBookings: 1,
      conversionRate: 0.25,
      medianResponseMinutes: 60,
      confirmedValueCents: 120_000,
    });
    const current = stats.buckets.find((b) => b.start === periodStart('MONTH', day))!;
    expect(current).toMatchObject({ quoteRequests: 4, confirmedBookings: 1, favorites: 2, phoneClicks: 2 });
    expect(stats.previous).toMatchObject({
      views: 5,
      quoteRequests: 1,
      confirmedBookings: 1,
      conversionRate: 1,
      medianResponseMinutes: null,
      confirmedValueCents: 50_000,
    });

    const week = await gw.gql<Stats>(STATS, { id: loc.id, period: 'WEEK' }, { token: hostToken });
    const weeks = week.data!.locationStats;
    expect(weeks.buckets).toHaveLength(52);
    expect(weeks.buckets.find((b) => b.start === periodStart('WEEK', day))).toMatchObject({
      views: 3,
      quoteRequests: 4,
    });
    expect(weeks.total.views).toBe(5);

    const admin = await buildUser(db, { isAdmin: true });
    const asAdmin = await gw.gql<Stats>(
      STATS,
      { id: loc.id, period: 'MONTH' },
      { token: await tokenFor(gw, admin) },
    );
    expect(asAdmin.data?.locationStats.total.views).toBe(5);
  });

  it('refuses another host, a guest and a signed-out visitor', async () => {
    const db = gw.database.db;
    const loc = await buildLocation(db);
    const otherHost = await buildUser(db);
    await buildLocation(db, { ownerId: otherHost.id });
    const refused = await gw.gql(
      STATS,
      { id: loc.id, period: 'MONTH' },
      { token: await tokenFor(gw, otherHost, 'HOST') },
    );
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const guest = await gw.gql(
      STATS,
      { id: loc.id, period: 'WEEK' },
      { token: await tokenFor(gw, await buildUser(db)) },
    );
    expect(guest.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await gw.gql(STATS, { id: loc.id, period: 'WEEK' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await gw.gql(
      STATS,
      { id: loc.id, period: 'YEAR' },
      { token: await tokenFor(gw, otherHost, 'HOST') },
    );
    expect(bad.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  });
});
