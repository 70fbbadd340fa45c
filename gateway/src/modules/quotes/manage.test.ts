import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { CREATE, DETAIL, inDays, input, scenario, type Scenario } from '../../test/quotes.js';

let gw: TestGateway;
beforeAll(async () => {
  // The paging tests send one location more requests than a guest may in a day (3 by default).
  gw = await startTestGateway({ QUOTE_REQUESTS_PER_LOCATION_DAY: '10' });
});
afterAll(async () => {
  await gw?.stop();
});

const PAGE = `{ count page pageSize items { id number status isRead guests totalCents user { fullName } location { name } } }`;
const NEW = `query ($l: ID!, $p: Int) { hostNewQuoteRequests(locationId: $l, page: $p) ${PAGE} }`;
const ALL = `query ($l: ID!, $s: QuoteStatus, $p: Int) { hostQuoteRequests(locationId: $l, status: $s, page: $p) ${PAGE} }`;
const MINE = `query ($p: Int) { myQuoteRequests(page: $p) ${PAGE} }`;
const READ = `mutation ($id: ID!) { markQuoteRequestRead(id: $id) { id isRead } }`;
const STATUS = `mutation ($id: ID!, $s: QuoteStatus!) { setQuoteRequestStatus(id: $id, status: $s) { id status } }`;
const BLOCK = `mutation ($i: SetUnavailabilityInput!) { setUnavailability(input: $i) }`;
const UNAV = `query ($l: ID!) { locationUnavailabilities(locationId: $l) { ambients { id dates } services { id dates } } }`;

type PageT = {
  count: number;
  page: number;
  pageSize: number;
  items: { id: string; number: number; status: string }[];
};
const codeOf = (res: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  res.errors?.[0]?.extensions?.code;

async function createMany(sc: Scenario, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await gw.gql<{ createQuoteRequest: { id: string } }>(
      CREATE,
      { input: input(sc, { guests: i + 1 }) },
      { token: sc.guestToken },
    );
    ids.push(res.data!.createQuoteRequest.id);
  }
  return ids;
}

describe('host quote requests', () => {
  it('lists new (unread) and all requests 3 per page with counts and a status filter', async () => {
    const sc = await scenario(gw);
    const ids = await createMany(sc, 4);
    const newP1 = await gw.gql<{ hostNewQuoteRequests: PageT }>(
      NEW,
      { l: sc.location.id },
      { token: sc.hostToken },
    );
    expect(newP1.data!.hostNewQuoteRequests).toMatchObject({ count: 4, page: 1, pageSize: 3 });
    expect(newP1.data!.hostNewQuoteRequests.items.map((i) => i.number)).toEqual([4, 3, 2]);
    const newP2 = await gw.gql<{ hostNewQuoteRequests: PageT }>(
      NEW,
      { l: sc.location.id, p: 2 },
      { token: sc.hostToken },
    );
    expect(newP2.data!.hostNewQuoteRequests.items.map((i) => i.number)).toEqual([1]);

    // Opening the detail marks it read: it leaves the new list.
    const read = await gw.gql<{ markQuoteRequestRead: { isRead: boolean } }>(
      READ,
      { id: ids[0] },
      { token: sc.hostToken },
    );
    expect(read.data!.markQuoteRequestRead.isRead).toBe(true);
    const after = await gw.gql<{ hostNewQuoteRequests: PageT }>(
      NEW,
      { l: sc.location.id },
      { token: sc.hostToken },
    );
    expect(after.data!.hostNewQuoteRequests.count).toBe(3);

    await gw.gql(STATUS, { id: ids[1], s: 'CONFIRMED' }, { token: sc.hostToken });
    await gw.gql(STATUS, { id: ids[2], s: 'REJECTED' }, { token: sc.hostToken });
    const all = async (s?: string) =>
      (await gw.gql<{ hostQuoteRequests: PageT }>(ALL, { l: sc.location.id, s }, { token: sc.hostToken }))
        .data!.hostQuoteRequests;
    expect((await all()).count).toBe(4);
    expect((await all('PENDING')).count).toBe(2);
    expect((await all('CONFIRMED')).items.map((i) => i.id)).toEqual([ids[1]]);
    expect((await all('REJECTED')).items.map((i) => i.id)).toEqual([ids[2]]);
  });

  it('changes the status only from PENDING, and tells the guest in the same transaction', async () => {
    const sc = await scenario(gw);
    const [id] = await createMany(sc, 1);
    const ok = await gw.gql<{ setQuoteRequestStatus: { status: string } }>(
      STATUS,
      { id, s: 'CONFIRMED' },
      { token: sc.hostToken },
    );
    expect(ok.data!.setQuoteRequestStatus.status).toBe('CONFIRMED');
    const again = await gw.gql(STATUS, { id, s: 'REJECTED' }, { token: sc.hostToken });
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors![0]!.message).toBe(
      'Lo stato della richiesta è già "Accettata" e non può più essere modificato.',
    );
    const [note] = await gw.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sc.guest.id), eq(notifications.quoteRequestId, id!)));
    expect(note).toMatchObject({
      role: 'GUEST',
      type: 'QUOTE_REQUEST_UPDATED',
      metadata: {
        location: { name: sc.location.name, slug: sc.location.slug },
        quoteRequest: { status: 'CONFIRMED' },
      },
    });
    await gw.app.outbox.drain();
    const mail = gw.mail.find((m) => m.to === sc.guest.email);
    expect(mail?.subject).toBe(`La tua richiesta di preventivo per ${sc.location.name} è stata aggiornata`);
    expect(mail?.text).toContain('ora è: Accettata');
    expect(codeOf(await gw.gql(STATUS, { id, s: 'PENDING' }, { token: sc.hostToken }))).toBe('CONFLICT');
  });

  it('answers NOT_FOUND for every operation on someone else’s request or location', async () => {
    const sc = await scenario(gw);
    const [id] = await createMany(sc, 1);
    const stranger = await buildUser(gw.database.db);
    const strangerToken = await tokenFor(gw, stranger, 'HOST');
    const l = sc.location.id;
    expect(codeOf(await gw.gql(NEW, { l }, { token: strangerToken }))).toBe('NOT_FOUND');
    expect(codeOf(await gw.gql(ALL, { l }, { token: strangerToken }))).toBe('NOT_FOUND');
    expect(
      (await gw.gql<{ quoteRequest: null }>(DETAIL, { id }, { token: strangerToken })).data!.quoteRequest,
    ).toBeNull();
    expect(codeOf(await gw.gql(READ, { id }, { token: strangerToken }))).toBe('NOT_FOUND');
    expect(codeOf(await gw.gql(STATUS, { id, s: 'CONFIRMED' }, { token: strangerToken }))).toBe('NOT_FOUND');
    const mine = await gw.gql<{ myQuoteRequests: PageT }>(MINE, {}, { token: strangerToken });
    expect(mine.data!.myQuoteRequests.count).toBe(0);
    expect(
      codeOf(
        await gw.gql(
          BLOCK,
          { i: { target: 'AMBIENT', id: sc.ambientIds[0], dates: [inDays(3)], available: false } },
          { token: strangerToken },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(
        await gw.gql(
          BLOCK,
          { i: { target: 'SERVICE', id: sc.serviceIds[0], dates: [inDays(3)], available: false } },
          { token: strangerToken },
        ),
      ),
    ).toBe('NOT_FOUND');
    // The guest who sent it sees it but cannot act as the host.
    expect(codeOf(await gw.gql(READ, { id }, { token: sc.guestToken }))).toBe('NOT_FOUND');
    expect(codeOf(await gw.gql(STATUS, { id, s: 'CONFIRMED' }, { token: sc.guestToken }))).toBe('NOT_FOUND');
    expect(codeOf(await gw.gql(NEW, { l }, { token: sc.guestToken }))).toBe('NOT_FOUND');
    // Malformed ids are bad input naming the argument, before any query (36 characters of [0-9a-f-] too).
    for (const bad of ['nope', '------------------------------------']) {
      const read = await gw.gql(READ, { id: bad }, { token: sc.hostToken });
      expect(read.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
      const detail = await gw.gql<{ quoteRequest: null }>(DETAIL, { id: bad }, { token: sc.hostToken });
      expect(detail.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    }
    // Signed out.
    expect(codeOf(await gw.gql(MINE, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gw.gql(DETAIL, { id }))).toBe('UNAUTHENTICATED');
  });

  it('lists the guest’s own requests 5 per page and shows their detail', async () => {
    const sc = await scenario(gw);
    const ids = await createMany(sc, 6);
    const p1 = await gw.gql<{ myQuoteRequests: PageT }>(MINE, {}, { token: sc.guestToken });
    expect(p1.data!.myQuoteRequests).toMatchObject({ count: 6, pageSize: 5 });
    expect(p1.data!.myQuoteRequests.items).toHaveLength(5);
    const p2 = await gw.gql<{ myQuoteRequests: PageT }>(MINE, { p: 2 }, { token: sc.guestToken });
    expect(p2.data!.myQuoteRequests.items.map((i) => i.id)).toEqual([ids[0]]);
    const detail = await gw.gql<{ quoteRequest: { id: string; isHostView: boolean } }>(
      DETAIL,
      { id: ids[0] },
      { token: sc.guestToken },
    );
    expect(detail.data!.quoteRequest).toMatchObject({ id: ids[0], isHostView: false });
  });
});

describe('unavailabilities', () => {
  it('lets the owner block and free dates and shows them to the date picker', async () => {
    const sc = await scenario(gw);
    const d1 = inDays(5);
    const d2 = inDays(6);
    const block = (target: string, id: string, available: boolean, dates = [d1, d2]) =>
      gw.gql(BLOCK, { i: { target, id, dates, available } }, { token: sc.hostToken });
    expect((await block('AMBIENT', sc.ambientIds[0]!, false)).errors).toBeUndefined();
    expect((await block('SERVICE', sc.serviceIds[0]!, false, [d2])).errors).toBeUndefined();
    await block('AMBIENT', sc.ambientIds[0]!, true, [d2]);
    const res = await gw.gql<{
      locationUnavailabilities: {
        ambients: { id: string; dates: string[] }[];
        services: { id: string; dates: string[] }[];
      };
    }>(UNAV, { l: sc.location.id });
    const u = res.data!.locationUnavailabilities;
    expect(u.ambients.find((a) => a.id === sc.ambientIds[0])!.dates).toEqual([d1]);
    expect(u.ambients.find((a) => a.id === sc.ambientIds[1])!.dates).toEqual([]);
    expect(u.services[0]!.dates).toEqual([d2]);
    expect(
      codeOf(
        await gw.gql(
          BLOCK,
          { i: { target: 'AMBIENT', id: sc.ambientIds[0], dates: ['2030-13-01'], available: false } },
          { token: sc.hostToken },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
  });
});
