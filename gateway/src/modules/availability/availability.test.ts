import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ambients, ambientUnavailabilities, locations, quoteRequests } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { errorOf } from '../../test/locations.js';
import { CREATE, inDays, input, scenario } from '../../test/quotes.js';
import ICAL from 'ical.js';
import { parseIcs } from '../../test/ics.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const BLOCK = `mutation ($i: SetUnavailabilityInput!) { setUnavailability(input: $i) }`;
const FEED = `query ($l: ID!) { calendarFeed(locationId: $l) { locationId url } }`;
const REGENERATE = `mutation ($l: ID!) { regenerateCalendarFeed(locationId: $l) { locationId url } }`;
const REVOKE = `mutation ($l: ID!) { revokeCalendarFeed(locationId: $l) }`;

const blockInput = (target: string, id: string, dates: string[], available = false) => ({
  i: { target, id, dates, available },
});

/** The feed as a calendar app fetches it: no session, only the address (its path, on the test server). */
const fetchFeed = (url: string) => fetch(`${gw.url}${new URL(url).pathname}`);

describe('setUnavailability authorisation', () => {
  it("answers not found for another host's ambient or service and asks an anonymous visitor to sign in", async () => {
    const sc = await scenario(gw);
    const other = await tokenFor(gw, await buildUser(gw.database.db), 'HOST');
    const d = [inDays(3)];
    expect(
      errorOf(await gw.gql(BLOCK, blockInput('AMBIENT', sc.ambientIds[0]!, d), { token: other })),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Ambiente non trovato' });
    expect(
      errorOf(await gw.gql(BLOCK, blockInput('SERVICE', sc.serviceIds[0]!, d), { token: other })),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Servizio non trovato' });
    // A service id sent as an ambient is not found either.
    expect(
      errorOf(await gw.gql(BLOCK, blockInput('AMBIENT', sc.serviceIds[0]!, d), { token: sc.hostToken })),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await gw.gql(BLOCK, blockInput('AMBIENT', sc.ambientIds[0]!, d)))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('edits in approval without a subscription, and not once approved without an active one', async () => {
    const sc = await scenario(gw, {
      approvalStatus: 'PENDING',
      subscriptionStatus: 'INACTIVE',
      subscriptionType: 'STANDARD',
    });
    const d = [inDays(4), inDays(5)];
    expect(
      (await gw.gql(BLOCK, blockInput('AMBIENT', sc.ambientIds[0]!, d), { token: sc.hostToken })).errors,
    ).toBeUndefined();
    await gw.database.db
      .update(locations)
      .set({ approvalStatus: 'APPROVED' })
      .where(eq(locations.id, sc.location.id));
    expect(
      errorOf(await gw.gql(BLOCK, blockInput('SERVICE', sc.serviceIds[0]!, d), { token: sc.hostToken })),
    ).toMatchObject({ code: 'FORBIDDEN', message: "Attiva l'abbonamento per modificare la location." });
    await gw.database.db
      .update(locations)
      .set({ subscriptionStatus: 'ACTIVE' })
      .where(eq(locations.id, sc.location.id));
    expect(
      (await gw.gql(BLOCK, blockInput('SERVICE', sc.serviceIds[0]!, d), { token: sc.hostToken })).errors,
    ).toBeUndefined();
  });
});

describe('setUnavailability and quote requests', () => {
  it('waits for the location lock a quote request holds, so the two never interleave', async () => {
    const sc = await scenario(gw);
    let settled = false;
    await gw.database.db.transaction(async (tx) => {
      // What createQuoteRequest takes first: the location row, FOR UPDATE.
      await tx.select().from(locations).where(eq(locations.id, sc.location.id)).for('update');
      void gw
        .gql(BLOCK, blockInput('AMBIENT', sc.ambientIds[0]!, [inDays(9)]), { token: sc.hostToken })
        .then(() => {
          settled = true;
        });
      await new Promise((r) => setTimeout(r, 300));
      expect(settled).toBe(false);
    });
    await vi.waitFor(() => expect(settled).toBe(true));
    const [row] = await gw.database.db
      .select()
      .from(ambientUnavailabilities)
      .where(eq(ambientUnavailabilities.ambientId, sc.ambientIds[0]!));
    expect(row?.date).toBe(inDays(9));
  });
});

describe('calendar feed', () => {
  it('serves blocked and accepted days as all-day events at a private address the owner can replace or revoke', async () => {
    const sc = await scenario(gw);
    const db = gw.database.db;
    // A name that needs escaping and, with the prefix, folding past 75 octets.
    const longName = 'Sala "Grande", piano terra; vista sul giardino — con àccenti e più posti a sedere';
    await db.update(ambients).set({ name: longName }).where(eq(ambients.id, sc.ambientIds[0]!));

    expect((await gw.gql(FEED, { l: sc.location.id }, { token: sc.hostToken })).data).toEqual({
      calendarFeed: null,
    });
    const other = await tokenFor(gw, await buildUser(gw.database.db), 'HOST');
    expect(errorOf(await gw.gql(REGENERATE, { l: sc.location.id }, { token: other }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Location non trovata',
    });
    expect(errorOf(await gw.gql(FEED, { l: sc.location.id }, { token: other }))).toMatchObject({
      code: 'NOT_FOUND',
    });

    const [d1, d2, d3] = [inDays(7), inDays(8), inDays(20)];
    await gw.gql(BLOCK, blockInput('AMBIENT', sc.ambientIds[0]!, [d1, d2]), { token: sc.hostToken });
    await gw.gql(BLOCK, blockInput('SERVICE', sc.serviceIds[0]!, [d2]), { token: sc.hostToken });
    const quote = await gw.gql<{ createQuoteRequest: { id: string; number: number } }>(
      CREATE,
      { input: input(sc, { date: d3, ambients: [sc.ambientIds[1]], services: [sc.serviceIds[0]] }) },
      { token: sc.guestToken },
    );
    const quoteId = quote.data!.createQuoteRequest.id;
    // A pending request holds no date; an accepted one does.
    await gw.gql(CREATE, { input: input(sc, { date: inDays(21) }) }, { token: sc.guestToken });
    await db.update(quoteRequests).set({ status: 'CONFIRMED' }).where(eq(quoteRequests.id, quoteId));

    const created = await gw.gql<{ regenerateCalendarFeed: { url: string } }>(
      REGENERATE,
      { l: sc.location.id },
      { token: sc.hostToken },
    );
    const url = created.data!.regenerateCalendarFeed.url;
    expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await gw.gql(FEED, { l: sc.location.id }, { token: sc.hostToken })).data).toEqual({
      calendarFeed: { locationId: sc.location.id, url },
    });

    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const text = await res.text();
    const cal = parseIcs(text);
    expect(cal.name).toContain(sc.location.name);
    const byUid = new Map(cal.events.map((e) => [e.UID, e]));
    expect(cal.events).toHaveLength(4);
    const compact = (d: string) => d.replaceAll('-', '');
    const blockedA = byUid.get(`blocked-ambient-${sc.ambientIds[0]}-${compact(d1)}@festalocation.it`)!;
    expect(blockedA).toMatchObject({
      'DTSTART;VALUE=DATE': compact(d1),
      'DTEND;VALUE=DATE': compact(d2),
      SUMMARY: `Bloccato: ${longName}`,
    });
    expect(byUid.get(`blocked-service-${sc.serviceIds[0]}-${compact(d2)}@festalocation.it`)).toMatchObject({
      SUMMARY: 'Bloccato: Buffet',
    });
    const booking = byUid.get(`booking-${quoteId}@festalocation.it`)!;
    expect(booking['DTSTART;VALUE=DATE']).toBe(compact(d3));
    expect(booking.SUMMARY).toBe('Prenotato: Giardino, Buffet');
    // A real iCalendar parser (what calendar apps use) reads the same events, dates and texts.
    const vcal = new ICAL.Component(ICAL.parse(text));
    const parsed = vcal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(parsed.map((e) => e.uid).sort()).toEqual([...byUid.keys()].sort());
    const real = parsed.find((e) => e.uid === blockedA.UID)!;
    expect(real.summary).toBe(`Bloccato: ${longName}`);
    expect(real.startDate.isDate).toBe(true);
    expect(real.startDate.toString()).toBe(d1);
    expect(real.endDate.toString()).toBe(d2);
    expect(parsed.find((e) => e.uid === booking.UID)!.summary).toBe('Prenotato: Giardino, Buffet');
    // Escaped on the wire (the parser above unescapes).
    expect(text.replace(/\r\n /g, '')).toContain('SUMMARY:Bloccato: Sala "Grande"\\, piano terra\\; vista');
    expect(text).not.toContain('Giulia');

    // Stable UIDs: a second fetch names the same events.
    const again = parseIcs(await (await fetchFeed(url)).text());
    expect(again.events.map((e) => e.UID)).toEqual(cal.events.map((e) => e.UID));

    // Replacing the address revokes the old one at once; revoking leaves none.
    const next = await gw.gql<{ regenerateCalendarFeed: { url: string } }>(
      REGENERATE,
      { l: sc.location.id },
      { token: sc.hostToken },
    );
    const url2 = next.data!.regenerateCalendarFeed.url;
    expect(url2).not.toBe(url);
    expect((await fetchFeed(url)).status).toBe(404);
    expect((await fetchFeed(url2)).status).toBe(200);
    // A deleted location's address answers nothing.
    await db.update(locations).set({ deletedAt: new Date() }).where(eq(locations.id, sc.location.id));
    expect((await fetchFeed(url2)).status).toBe(404);
    await db.update(locations).set({ deletedAt: null }).where(eq(locations.id, sc.location.id));
    expect((await gw.gql(REVOKE, { l: sc.location.id }, { token: sc.hostToken })).data).toEqual({
      revokeCalendarFeed: true,
    });
    expect((await fetchFeed(url2)).status).toBe(404);
    const unknown = await fetch(`${gw.url}/calendar/not-a-token.ics`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Calendario non trovato' } });
  });
});
