import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { errorOf } from '../../test/locations.js';
import { CREATE, inDays, input, scenario } from '../../test/quotes.js';

/** What the test's calendar server answers, path by path; changed by each test. */
type Route = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const routes = new Map<string, Route>();
const hits: { path: string; ifNoneMatch?: string }[] = [];
let server: http.Server;
let base: string;
let gw: TestGateway;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push({ path: req.url ?? '', ifNoneMatch: req.headers['if-none-match'] });
    const route = routes.get(req.url ?? '');
    if (route) route(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The happy path needs the loopback server: allowed here as in development, refused in production.
  gw = await startTestGateway({ CALENDAR_IMPORT_ALLOW_PRIVATE: 'true', CALENDAR_IMPORT_MAX_BYTES: '4096' });
});
afterAll(async () => {
  await gw?.stop();
  await new Promise((r) => server?.close(r));
});

const basic = (d: string) => d.replaceAll('-', '');
const vevent = (uid: string, start: string, end: string) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:${basic(start)}\r\nDTEND;VALUE=DATE:${basic(end)}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`;
const ics = (...events: string[]) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//Airbnb//EN\r\n${events.join('')}END:VCALENDAR\r\n`;

/** Serves `body` with an ETag, answering 304 to a matching If-None-Match. */
function serveIcs(path: string, body: () => string, etag: () => string) {
  routes.set(path, (req, res) => {
    if (req.headers['if-none-match'] === etag()) return void res.writeHead(304).end();
    res.writeHead(200, { 'content-type': 'text/calendar', etag: etag() }).end(body());
  });
}

const ADD = `mutation ($i: AddCalendarImportInput!) { addCalendarImport(input: $i) {
  id target itemId itemName url lastSyncedAt lastError lastErrorMessage dayCount } }`;
const LIST = `query ($l: ID!) { calendarImports(locationId: $l) { id url lastError dayCount } }`;
const SYNC = `mutation ($id: ID!) { syncCalendarImport(id: $id) { id lastError lastErrorMessage dayCount } }`;
const REMOVE = `mutation ($id: ID!) { removeCalendarImport(id: $id) }`;
const UNAVAILABLE = `query ($l: ID!) { locationUnavailabilities(locationId: $l) {
  ambients { id dates importedDates } services { id dates importedDates } } }`;
const MONTH = `query ($l: ID!, $m: String!) { bookingsCalendar(locationId: $l, month: $m) {
  month bookings { quoteRequestId number date status items } closedDays { date target itemId itemName source } } }`;

// The answers are read loosely: each assertion states the shape it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
const askGw = (query: string, variables: Record<string, unknown>, opts?: { token?: string }) =>
  ask(gw, query, variables, opts?.token);
const ask = (g: TestGateway, query: string, variables: Record<string, unknown>, token?: string) =>
  g.gql<Loose>(query, variables, token ? { token } : undefined) as Promise<{ data: Loose; errors?: Loose }>;

const add = (token: string, target: string, id: string, url: string) =>
  ask(gw, ADD, { i: { target, id, url } }, token);

describe('importing a calendar', () => {
  it('closes its days to guests, applies new, moved and removed events on resync, and fetches conditionally', async () => {
    const sc = await scenario(gw);
    const ambientId = sc.ambientIds[0]!;
    let events = [vevent('a', inDays(10), inDays(12)), vevent('b', inDays(20), inDays(21))];
    let version = 1;
    serveIcs(
      '/airbnb.ics',
      () => ics(...events),
      () => `"v${version}"`,
    );

    const added = await add(sc.hostToken, 'AMBIENT', ambientId, `${base}/airbnb.ics`);
    expect(added.errors).toBeUndefined();
    expect(added.data.addCalendarImport).toMatchObject({
      target: 'AMBIENT',
      itemId: ambientId,
      itemName: 'Sala Grande',
      lastError: null,
      dayCount: 3,
    });
    expect(added.data.addCalendarImport.lastSyncedAt).not.toBeNull();
    const importId = added.data.addCalendarImport.id as string;

    // The guest's date picker gets the days, marked as imported.
    const u1 = await askGw(UNAVAILABLE, { l: sc.location.id });
    const a1 = u1.data.locationUnavailabilities.ambients.find((a: { id: string }) => a.id === ambientId);
    expect(a1.importedDates).toEqual([inDays(10), inDays(11), inDays(20)]);
    expect(a1.dates).toEqual(expect.arrayContaining(a1.importedDates));

    // The quote request's own check refuses the day.
    const refused = await askGw(
      CREATE,
      { input: input(sc, { ambients: [ambientId], date: inDays(11) }) },
      { token: sc.guestToken },
    );
    expect(errorOf(refused)).toMatchObject({ code: 'AMBIENT_UNAVAILABLE', field: 'ambients' });

    // Nothing changed: the scheduler's round asks with the ETag and keeps the days.
    hits.length = 0;
    await gw.database.db.execute(sql`update calendar_imports set next_sync_at = now() - interval '1 minute'`);
    await gw.app.calendarImports.sync();
    expect(hits.find((h) => h.path === '/airbnb.ics')?.ifNoneMatch).toBe('"v1"');
    expect(
      (await askGw(SYNC, { id: importId }, { token: sc.hostToken })).data.syncCalendarImport,
    ).toMatchObject({ lastError: null, dayCount: 3 });

    // 'a' moves, 'b' is removed, 'c' is new.
    events = [vevent('a', inDays(14), inDays(15)), vevent('c', inDays(30), inDays(31))];
    version = 2;
    await gw.database.db.execute(sql`update calendar_imports set next_sync_at = now() - interval '1 minute'`);
    expect((await gw.app.calendarImports.sync()).synced).toBeGreaterThanOrEqual(1);
    const u2 = await askGw(UNAVAILABLE, { l: sc.location.id });
    const a2 = u2.data.locationUnavailabilities.ambients.find((a: { id: string }) => a.id === ambientId);
    expect(a2.importedDates).toEqual([inDays(14), inDays(30)]);
    // The day freed by the source is bookable again.
    const ok = await askGw(
      CREATE,
      { input: input(sc, { ambients: [ambientId], date: inDays(11) }) },
      { token: sc.guestToken },
    );
    expect(ok.errors).toBeUndefined();

    // The host's month shows the request and the imported day.
    const month = inDays(14).slice(0, 7);
    const m = await askGw(MONTH, { l: sc.location.id, m: month }, { token: sc.hostToken });
    expect(m.errors).toBeUndefined();
    expect(m.data.bookingsCalendar.closedDays).toContainEqual({
      date: inDays(14),
      target: 'AMBIENT',
      itemId: ambientId,
      itemName: 'Sala Grande',
      source: 'IMPORTED',
    });
    if (inDays(11).startsWith(month)) {
      expect(m.data.bookingsCalendar.bookings).toContainEqual(
        expect.objectContaining({ date: inDays(11), status: 'PENDING', items: ['Sala Grande'] }),
      );
    }

    // The host may not free an imported day by hand: it stays closed.
    await askGw(
      `mutation ($i: SetUnavailabilityInput!) { setUnavailability(input: $i) }`,
      { i: { target: 'AMBIENT', id: ambientId, dates: [inDays(14)], available: true } },
      { token: sc.hostToken },
    );
    const u3 = await askGw(UNAVAILABLE, { l: sc.location.id });
    expect(
      u3.data.locationUnavailabilities.ambients.find((a: { id: string }) => a.id === ambientId).dates,
    ).toContain(inDays(14));

    // A day the source closes after a guest asked for it cannot be confirmed here any more.
    events = [...events, vevent('d', inDays(11), inDays(12))];
    version = 3;
    await askGw(SYNC, { id: importId }, { token: sc.hostToken });
    const confirm = await askGw(
      `mutation ($id: ID!) { setQuoteRequestStatus(id: $id, status: CONFIRMED) { status } }`,
      { id: ok.data.createQuoteRequest.id },
      { token: sc.hostToken },
    );
    expect(errorOf(confirm)).toMatchObject({ code: 'CONFLICT', field: 'date' });

    // Removing the import frees its days.
    expect((await askGw(REMOVE, { id: importId }, { token: sc.hostToken })).data.removeCalendarImport).toBe(
      true,
    );
    const u4 = await askGw(UNAVAILABLE, { l: sc.location.id });
    expect(
      u4.data.locationUnavailabilities.ambients.find((a: { id: string }) => a.id === ambientId).importedDates,
    ).toEqual([]);
  });

  it('keeps the days and shows the error when the address is unreachable, too large or not a calendar', async () => {
    const sc = await scenario(gw);
    const serviceId = sc.serviceIds[0]!;
    let body = ics(vevent('x', inDays(5), inDays(6)));
    let status = 200;
    routes.set('/flaky.ics', (_req, res) =>
      res.writeHead(status, { 'content-type': 'text/calendar' }).end(body),
    );
    const added = await add(sc.hostToken, 'SERVICE', serviceId, `${base}/flaky.ics`);
    const id = added.data.addCalendarImport.id as string;
    expect(added.data.addCalendarImport).toMatchObject({ lastError: null, dayCount: 1 });

    body = 'this is not a calendar';
    expect((await askGw(SYNC, { id }, { token: sc.hostToken })).data.syncCalendarImport).toMatchObject({
      lastError: 'INVALID_CALENDAR',
      lastErrorMessage: 'Il contenuto non è un calendario iCal valido',
      // The last good calendar still applies.
      dayCount: 1,
    });

    body = ics(...Array.from({ length: 60 }, (_, i) => vevent(`big-${i}`, inDays(40 + i), inDays(41 + i))));
    expect((await askGw(SYNC, { id }, { token: sc.hostToken })).data.syncCalendarImport.lastError).toBe(
      'TOO_LARGE',
    );

    status = 500;
    body = 'oops';
    expect((await askGw(SYNC, { id }, { token: sc.hostToken })).data.syncCalendarImport.lastError).toBe(
      'HTTP_STATUS',
    );

    // Nothing listens on port 1.
    const gone = await add(sc.hostToken, 'AMBIENT', sc.ambientIds[1]!, 'http://127.0.0.1:1/cal.ics');
    expect(gone.data.addCalendarImport).toMatchObject({ lastError: 'UNREACHABLE', dayCount: 0 });
    const list = await askGw(LIST, { l: sc.location.id }, { token: sc.hostToken });
    expect(list.data.calendarImports.map((i: { lastError: string }) => i.lastError)).toEqual([
      'HTTP_STATUS',
      'UNREACHABLE',
    ]);
  });

  it('refuses a redirect to a link-local address, even where private targets are allowed', async () => {
    const sc = await scenario(gw);
    routes.set('/moved.ics', (_req, res) =>
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    );
    const added = await add(sc.hostToken, 'AMBIENT', sc.ambientIds[0]!, `${base}/moved.ics`);
    expect(added.data.addCalendarImport.lastError).toBe('FORBIDDEN_ADDRESS');

    routes.set('/loop.ics', (_req, res) => res.writeHead(302, { location: '/loop.ics' }).end());
    const looped = await add(sc.hostToken, 'AMBIENT', sc.ambientIds[1]!, `${base}/loop.ics`);
    expect(looped.data.addCalendarImport.lastError).toBe('TOO_MANY_REDIRECTS');
  });

  it('answers a bad address with BAD_USER_INPUT and a duplicate with CONFLICT', async () => {
    const sc = await scenario(gw);
    for (const url of ['ftp://example.com/a.ics', 'file:///etc/passwd', 'not a url', '']) {
      expect(errorOf(await add(sc.hostToken, 'AMBIENT', sc.ambientIds[0]!, url))).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'url',
      });
    }
    serveIcs(
      '/dup.ics',
      () => ics(),
      () => '"d"',
    );
    expect((await add(sc.hostToken, 'AMBIENT', sc.ambientIds[0]!, `${base}/dup.ics`)).errors).toBeUndefined();
    expect(errorOf(await add(sc.hostToken, 'AMBIENT', sc.ambientIds[0]!, `${base}/dup.ics`))).toMatchObject({
      code: 'CONFLICT',
    });
  });
});

describe('another host', () => {
  it("can neither add, list, sync, remove nor see the month of someone else's calendars", async () => {
    const sc = await scenario(gw);
    serveIcs(
      '/own.ics',
      () => ics(vevent('o', inDays(7), inDays(8))),
      () => '"o"',
    );
    const id = (await add(sc.hostToken, 'AMBIENT', sc.ambientIds[0]!, `${base}/own.ics`)).data
      .addCalendarImport.id as string;
    const other = await tokenFor(gw, await buildUser(gw.database.db), 'HOST');

    expect(errorOf(await add(other, 'AMBIENT', sc.ambientIds[0]!, `${base}/own.ics?x`))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(errorOf(await askGw(LIST, { l: sc.location.id }, { token: other }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(errorOf(await askGw(SYNC, { id }, { token: other }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Calendario importato non trovato',
    });
    expect(errorOf(await askGw(REMOVE, { id }, { token: other }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await askGw(MONTH, { l: sc.location.id, m: '2027-01' }, { token: other }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(errorOf(await askGw(REMOVE, { id }))).toMatchObject({ code: 'UNAUTHENTICATED' });
    // Still there for its owner.
    const list = await askGw(LIST, { l: sc.location.id }, { token: sc.hostToken });
    expect(list.data.calendarImports).toHaveLength(1);
    expect(
      errorOf(await askGw(MONTH, { l: sc.location.id, m: '2027-13' }, { token: sc.hostToken })),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'month' });
  });
});

describe('with private targets refused (production)', () => {
  it('refuses the loopback server after resolving its name', async () => {
    const strict = await startTestGateway({ CALENDAR_IMPORT_ALLOW_PRIVATE: 'false' });
    try {
      const sc = await scenario(strict);
      serveIcs(
        '/local.ics',
        () => ics(vevent('l', inDays(3), inDays(4))),
        () => '"l"',
      );
      hits.length = 0;
      const port = new URL(base).port;
      for (const [i, url] of [`${base}/local.ics`, `http://localhost:${port}/local.ics`].entries()) {
        const res = await ask(
          strict,
          ADD,
          { i: { target: 'AMBIENT', id: sc.ambientIds[i]!, url } },
          sc.hostToken,
        );
        expect(res.data.addCalendarImport).toMatchObject({
          lastError: 'FORBIDDEN_ADDRESS',
          lastErrorMessage: 'Indirizzo non consentito: usa l’indirizzo pubblico del calendario',
          dayCount: 0,
        });
      }
      // Refused before any connection was made.
      expect(hits).toEqual([]);
    } finally {
      await strict.stop();
    }
  }, 120_000);
});
