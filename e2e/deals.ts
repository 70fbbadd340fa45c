import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { e2eBaseUrl } from './baseUrl';
import { launch, signedInContext } from './browser';
import { ADMIN, GUEST, HOST, type Person } from './people';

/**
 * What the deal journeys (a priced quote, a deposit paid online) share: the seeded people, GraphQL calls
 * beside the browser, the demo host's venue and a free day for its room, and a signed-in context.
 */

const baseUrl = e2eBaseUrl;

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 360, height: 780 };
export { GUEST, HOST };
// Another signed-in person asking the same location for the same day (any account but its host may).
export const OTHER = ADMIN;
const DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

export interface Gql<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function gql<T>(query: string, variables: object = {}, token?: string): Promise<Gql<T>> {
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Gql<T>;
}

export async function token(who: Person): Promise<string> {
  const res = await gql<{ login: { token: string } }>(
    `mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }`,
    { e: who.email, p: who.password },
  );
  return res.data!.login.token;
}

/**
 * Marks every notification of `who` in `role` read, page after page: the feed page marks only the ten it
 * shows, and earlier journeys leave the demo people many more.
 */
export async function readAllNotifications(who: Person, role: 'HOST' | 'GUEST'): Promise<void> {
  const t = await token(who);
  let after: string | null = null;
  do {
    const page: Gql<{
      notifications: { items: { id: string; isRead: boolean }[]; nextCursor: string | null };
    }> = await gql(
      `query($r: SessionRole!, $a: String) { notifications(role: $r, first: 50, after: $a) { items { id isRead } nextCursor } }`,
      { r: role, a: after },
      t,
    );
    const ids = page.data!.notifications.items.filter((n) => !n.isRead).map((n) => n.id);
    if (ids.length) await gql(`mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) }`, { ids }, t);
    after = page.data!.notifications.nextCursor;
  } while (after);
}

export interface Venue {
  id: string;
  slug: string;
  name: string;
  openingDays: string[];
  ambients: { id: string; name: string; rentPriceCents: number }[];
}

/** The demo host's first location. */
export async function venue(): Promise<Venue> {
  const login = await gql<{ login: { firstLocation: { slug: string } } }>(
    `mutation { login(input: { email: "${HOST.email}", password: "${HOST.password}" }) { firstLocation { slug } } }`,
  );
  const res = await gql<{ location: Venue }>(
    `query($s: String!) { location(idOrSlug: $s) { id slug name openingDays ambients { id name rentPriceCents } } }`,
    { s: login.data!.login.firstLocation.slug },
  );
  return res.data!.location;
}

/** Its room with a rent of its own (the dearest): one included in a service would need that service too. */
export const dearestRoom = (v: Venue) =>
  [...v.ambients].sort((a, b) => b.rentPriceCents - a.rentPriceCents)[0]!;

export async function blockedDays(locationId: string, ambientId: string): Promise<string[]> {
  const res = await gql<{ locationUnavailabilities: { ambients: { id: string; dates: string[] }[] } }>(
    `query($l: ID!) { locationUnavailabilities(locationId: $l) { ambients { id dates } } }`,
    { l: locationId },
  );
  return res.data!.locationUnavailabilities.ambients.find((a) => a.id === ambientId)?.dates ?? [];
}

/** A day the location opens and its room is free, `from` days ahead or later, within `span` days. */
export async function freeDay(v: Venue, ambientId: string, from: number, span = 60): Promise<string> {
  const blocked = new Set(await blockedDays(v.id, ambientId));
  for (let i = from; i < from + span; i++) {
    const day = new Date(Date.now() + i * 86_400_000);
    const iso = day.toISOString().slice(0, 10);
    if (v.openingDays.includes(DAYS[day.getUTCDay()]!) && !blocked.has(iso)) return iso;
  }
  throw new Error('no free day');
}

export const CREATE = `mutation($input: CreateQuoteRequestInput!) { createQuoteRequest(input: $input) { id number ambients { id } } }`;

/** The guest asks for the room on `date` for 30 guests. */
export async function request(guestToken: string, v: Venue, ambientId: string, date: string) {
  const res = await gql<{ createQuoteRequest: { id: string; number: number; ambients: { id: string }[] } }>(
    CREATE,
    { input: { locationId: v.id, ambients: [ambientId], services: [], guests: 30, date } },
    guestToken,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createQuoteRequest;
}

/** A context signed in as `who`; on the phone without the web font (the wider fallback must fit too). */
export async function contextAs(browser: Browser, who: Person, viewport: typeof DESKTOP) {
  const ctx = await signedInContext(browser, baseUrl(), who, { viewport });
  // One run measured 364 px at 360 while the font was still loading: the page must fit with either.
  if (viewport === PHONE) await ctx.route(/\.(woff2?|ttf)(\?|$)/, (r) => r.abort());
  const page = await ctx.newPage();
  return { ctx, page };
}

/** What a deal journey's tests share: set before the first test, its contexts closed after the file. */
export interface DealJourney {
  browser: Browser;
  /** The demo host's first location and its dearest room. */
  v: Venue;
  room: Venue['ambients'][number];
  /** A context signed in as `who` (see `contextAs`), closed with the file. */
  as(who: Person, viewport: typeof DESKTOP): Promise<{ ctx: BrowserContext; page: Page }>;
}

/** Registers the file's set-up and tear-down (call it inside the `describe`). */
export function dealJourney(chromiumPath: string): DealJourney {
  const contexts: BrowserContext[] = [];
  const journey = {
    as: async (who: Person, viewport: typeof DESKTOP) => {
      const opened = await contextAs(journey.browser, who, viewport);
      contexts.push(opened.ctx);
      return opened;
    },
  } as DealJourney;
  beforeAll(async () => {
    journey.browser = await launch(chromiumPath);
    journey.v = await venue();
    journey.room = dearestRoom(journey.v);
  });
  afterAll(async () => {
    for (const ctx of contexts) await ctx.close().catch(() => undefined);
    await journey.browser?.close();
  });
  return journey;
}
