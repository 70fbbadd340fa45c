import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays } from '@festalocation/domain';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation, buildUser, tokenFor } from '../../test/factories.js';
import { locationDailyViews, locationViewVisitors } from '../../db/schema/index.js';
import { romeDay } from '../favorites/visitor.js';
import { forgetViewVisitors } from './views.js';

const PAGE = `query ($slug: String!) { location(idOrSlug: $slug) { id name } }`;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const OTHER_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const view = async (slug: string, opts: { userAgent?: string; token?: string; ip?: string } = {}) => {
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(opts.userAgent ? { 'user-agent': opts.userAgent } : {}),
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: JSON.stringify({ query: PAGE, variables: { slug } }),
  });
  const body = (await res.json()) as { data?: { location: { id: string } | null } };
  expect(body.data?.location?.id, 'the page itself is served').toBeTruthy();
};

const viewsOf = async (locationId: string) => {
  const rows = await gw.database.db
    .select({ day: sql<string>`${locationDailyViews.day}::text`, views: locationDailyViews.views })
    .from(locationDailyViews)
    .where(eq(locationDailyViews.locationId, locationId))
    .orderBy(locationDailyViews.day);
  return rows;
};

describe('location page views', () => {
  it('counts a visitor once a day, again the next day, and never a known bot or the host', async () => {
    const host = await buildUser(gw.database.db);
    const loc = await buildLocation(gw.database.db, { ownerId: host.id });
    const today = romeDay(new Date());

    await Promise.all([1, 2, 3].map(() => view(loc.slug, { userAgent: BROWSER })));
    expect(await viewsOf(loc.id)).toEqual([{ day: today, views: 1 }]);

    // Crawlers, scripts without a browser and the host checking their own page are left out.
    await view(loc.slug, { userAgent: GOOGLEBOT });
    await view(loc.slug, {});
    await view(loc.slug, { userAgent: BROWSER, token: await tokenFor(gw, host, 'HOST') });
    expect(await viewsOf(loc.id)).toEqual([{ day: today, views: 1 }]);

    // Another browser is another visitor; a signed-in guest is counted by account, whatever the browser.
    await view(loc.slug, { userAgent: OTHER_BROWSER });
    const guestToken = await tokenFor(gw, await buildUser(gw.database.db));
    await view(loc.slug, { userAgent: BROWSER, token: guestToken });
    await view(loc.slug, { userAgent: OTHER_BROWSER, token: guestToken });
    expect(await viewsOf(loc.id)).toEqual([{ day: today, views: 3 }]);

    // Neither the address nor the browser is stored, only a daily key.
    const keys = await gw.database.db
      .select()
      .from(locationViewVisitors)
      .where(eq(locationViewVisitors.locationId, loc.id));
    expect(keys).toHaveLength(3);
    for (const k of keys) expect(JSON.stringify(k)).not.toMatch(/127\.0\.0\.1|198\.18|Mozilla|Chrome/);

    // The day passes: what was counted becomes yesterday's, and the same visitor counts again today.
    const yesterday = addDays(today, -1);
    for (const table of [locationDailyViews, locationViewVisitors]) {
      await gw.database.db.update(table).set({ day: yesterday }).where(eq(table.locationId, loc.id));
    }
    await view(loc.slug, { userAgent: BROWSER });
    await view(loc.slug, { userAgent: BROWSER });
    expect(await viewsOf(loc.id)).toEqual([
      { day: yesterday, views: 3 },
      { day: today, views: 1 },
    ]);
  });

  it('forgets the visitor keys once their day is over, keeping the counts', async () => {
    const loc = await buildLocation(gw.database.db);
    await view(loc.slug, { userAgent: BROWSER });
    const today = romeDay(new Date());
    await gw.database.db
      .update(locationViewVisitors)
      .set({ day: addDays(today, -2) })
      .where(eq(locationViewVisitors.locationId, loc.id));
    expect(await forgetViewVisitors(gw.database.db)).toBeGreaterThanOrEqual(1);
    const left = await gw.database.db
      .select()
      .from(locationViewVisitors)
      .where(eq(locationViewVisitors.locationId, loc.id));
    expect(left).toEqual([]);
    expect(await viewsOf(loc.id)).toEqual([{ day: today, views: 1 }]);
  });

  it('does not count a location the visitor may not see', async () => {
    const hidden = await buildLocation(gw.database.db, { approvalStatus: 'PENDING' });
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
      body: JSON.stringify({ query: PAGE, variables: { slug: hidden.slug } }),
    });
    expect(((await res.json()) as { data: unknown }).data).toEqual({ location: null });
    expect(await viewsOf(hidden.id)).toEqual([]);
  });
});
