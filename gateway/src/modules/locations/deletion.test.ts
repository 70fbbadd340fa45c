import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, todayInRome } from '@festa/domain';
import {
  notifications,
  outbox,
  quoteRequestAmbients,
  quoteRequests,
  quoteRequestServices,
  users,
} from '../../db/schema/index.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { scenario, type Scenario } from '../../test/quotes.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const IMPACT = `query ($t: DeletionTarget!, $id: ID!) { deletionImpact(target: $t, id: $id) {
  pendingRequests bookings { id number guestName date guests ambients services } } }`;
const DEL_LOCATION = `mutation ($id: ID!) { deleteLocation(id: $id) }`;
const DEL_AMBIENT = `mutation ($id: ID!) { deleteAmbient(id: $id) }`;
const DEL_SERVICE = `mutation ($id: ID!) { deleteService(id: $id) }`;
const STATUS = `mutation ($id: ID!, $s: QuoteStatus!) { setQuoteRequestStatus(id: $id, status: $s) { id status } }`;
const DETAIL = `query ($id: ID!) { quoteRequest(id: $id) { id status cancelledBy cancellationReason cancelledAt } }`;

type Impact = {
  pendingRequests: number;
  bookings: { id: string; number: number; guestName: string; date: string; guests: number }[];
};
const day = (n: number) => addDays(todayInRome(), n);
const codeOf = (res: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  res.errors?.[0]?.extensions?.code;

/**
 * A request of the scenario's guest written straight to the database with its copied items: past days
 * and accepted ones are what these tests need, and the quote form makes neither.
 */
async function booking(
  sc: Scenario,
  spec: { status: string; date: string; ambients?: number[]; services?: number[]; guests?: number },
) {
  const db = gw.database.db;
  const [{ n }] = (
    await db.execute<{ n: number }>(
      sql`select coalesce(max(number), 0)::int + 1 as n from quote_requests where location_id = ${sc.location.id}`,
    )
  ).rows as [{ n: number }];
  const [row] = await db
    .insert(quoteRequests)
    .values({
      locationId: sc.location.id,
      number: n,
      userId: sc.guest.id,
      guestName: sc.guest.fullName!,
      guestEmail: sc.guest.email,
      date: spec.date,
      guests: spec.guests ?? 20,
      status: spec.status,
      isRead: true,
      totalCents: 50_000,
    })
    .returning();
  const names = ['Sala Grande', 'Giardino'];
  for (const i of spec.ambients ?? [])
    await db.insert(quoteRequestAmbients).values({
      quoteRequestId: row!.id,
      ambientId: sc.ambientIds[i]!,
      name: names[i]!,
      priceCents: 0,
      rentDuration: 'FULL',
      capacity: 40,
    });
  for (const i of spec.services ?? [])
    await db.insert(quoteRequestServices).values({
      quoteRequestId: row!.id,
      serviceId: sc.serviceIds[i]!,
      name: 'Buffet',
      priceCents: 2_550,
      ambientIncluded: false,
    });
  return row!;
}

const statuses = async (ids: string[]) =>
  Object.fromEntries(
    (
      await gw.database.db
        .select({ id: quoteRequests.id, status: quoteRequests.status, by: quoteRequests.cancelledBy })
        .from(quoteRequests)
        .where(inArray(quoteRequests.id, ids))
    ).map((r) => [r.id, r.by ? `${r.status}/${r.by}` : r.status]),
  );

/** The guest's feed rows and outbox messages about `requestId`. */
async function toldGuest(sc: Scenario, requestId: string) {
  const db = gw.database.db;
  const feed = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, sc.guest.id), eq(notifications.quoteRequestId, requestId)));
  const messages = await db
    .select()
    .from(outbox)
    .where(
      sql`${outbox.payload}->>'to' = ${sc.guest.email} or ${outbox.payload}->'data'->>'notificationId' = ${feed[0]?.id ?? ''}`,
    );
  return { feed, messages: messages.filter((m) => JSON.stringify(m.payload).includes(requestId)) };
}

describe('deletionImpact', () => {
  it('lists the accepted bookings from today on that include the ambient, service or location', async () => {
    const sc = await scenario(gw);
    const today = await booking(sc, { status: 'CONFIRMED', date: day(0), ambients: [0], guests: 12 });
    const later = await booking(sc, { status: 'CONFIRMED', date: day(40), ambients: [0], services: [0] });
    const other = await booking(sc, { status: 'CONFIRMED', date: day(5), ambients: [1] });
    await booking(sc, { status: 'CONFIRMED', date: day(-1), ambients: [0] });
    await booking(sc, { status: 'PENDING', date: day(10), ambients: [0] });
    await booking(sc, { status: 'PENDING', date: day(-2), ambients: [0] });
    await booking(sc, { status: 'REJECTED', date: day(10), ambients: [0], services: [0] });
    const impact = async (t: string, id: string) =>
      (await gw.gql<{ deletionImpact: Impact }>(IMPACT, { t, id }, { token: sc.hostToken })).data!
        .deletionImpact;

    expect(await impact('AMBIENT', sc.ambientIds[0]!)).toEqual({
      pendingRequests: 0,
      bookings: [
        {
          id: today.id,
          number: today.number,
          guestName: 'Giulia Ospite',
          date: day(0),
          guests: 12,
          ambients: ['Sala Grande'],
          services: [],
        },
        {
          id: later.id,
          number: later.number,
          guestName: 'Giulia Ospite',
          date: day(40),
          guests: 20,
          ambients: ['Sala Grande'],
          services: ['Buffet'],
        },
      ],
    });
    expect((await impact('SERVICE', sc.serviceIds[0]!)).bookings.map((b) => b.id)).toEqual([later.id]);
    const whole = await impact('LOCATION', sc.location.id);
    expect(whole.bookings.map((b) => b.id)).toEqual([today.id, other.id, later.id]);
    // The waiting request of a future day goes with the location; the past one does not.
    expect(whole.pendingRequests).toBe(1);
    expect((await impact('AMBIENT', sc.ambientIds[1]!)).bookings.map((b) => b.id)).toEqual([other.id]);
  });

  it('answers NOT_FOUND to anyone but the owner and UNAUTHENTICATED signed out', async () => {
    const sc = await scenario(gw);
    await booking(sc, { status: 'CONFIRMED', date: day(3), ambients: [0] });
    const stranger = await tokenFor(gw, await buildUser(gw.database.db), 'HOST');
    const targets = [
      ['LOCATION', sc.location.id],
      ['AMBIENT', sc.ambientIds[0]!],
      ['SERVICE', sc.serviceIds[0]!],
    ] as const;
    for (const [t, id] of targets) {
      expect(codeOf(await gw.gql(IMPACT, { t, id }, { token: stranger }))).toBe('NOT_FOUND');
      // The guest who booked it does not own it either.
      expect(codeOf(await gw.gql(IMPACT, { t, id }, { token: sc.guestToken }))).toBe('NOT_FOUND');
      expect(codeOf(await gw.gql(IMPACT, { t, id }))).toBe('UNAUTHENTICATED');
    }
    // An id of the wrong kind is not found, like a missing one.
    expect(
      codeOf(await gw.gql(IMPACT, { t: 'AMBIENT', id: sc.serviceIds[0] }, { token: sc.hostToken })),
    ).toBe('NOT_FOUND');
  });
});

describe('deleting what accepted bookings include', () => {
  it('deleteAmbient cancels its accepted future bookings by the host and tells each guest', async () => {
    const sc = await scenario(gw);
    const hit = await booking(sc, { status: 'CONFIRMED', date: day(20), ambients: [0, 1] });
    const untouched = [
      await booking(sc, { status: 'CONFIRMED', date: day(-3), ambients: [0] }),
      await booking(sc, { status: 'PENDING', date: day(20), ambients: [0] }),
      await booking(sc, { status: 'REJECTED', date: day(20), ambients: [0] }),
      await booking(sc, { status: 'CONFIRMED', date: day(20), ambients: [1] }),
    ];
    const res = await gw.gql(DEL_AMBIENT, { id: sc.ambientIds[0] }, { token: sc.hostToken });
    expect(res).toEqual({ data: { deleteAmbient: true } });

    expect(await statuses([hit.id, ...untouched.map((u) => u.id)])).toEqual({
      [hit.id]: 'CANCELLED/HOST',
      [untouched[0]!.id]: 'CONFIRMED',
      [untouched[1]!.id]: 'PENDING',
      [untouched[2]!.id]: 'REJECTED',
      [untouched[3]!.id]: 'CONFIRMED',
    });
    const detail = await gw.gql<{ quoteRequest: Record<string, unknown> }>(
      DETAIL,
      { id: hit.id },
      { token: sc.guestToken },
    );
    expect(detail.data!.quoteRequest).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'HOST',
      cancellationReason: 'Ambiente "Sala Grande" non più disponibile',
    });
    expect(detail.data!.quoteRequest.cancelledAt).toEqual(expect.any(String));

    const { feed, messages } = await toldGuest(sc, hit.id);
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({
      role: 'GUEST',
      type: 'QUOTE_REQUEST_CANCELLED',
      locationId: sc.location.id,
      metadata: {
        location: { name: sc.location.name, slug: sc.location.slug },
        quoteRequest: { status: 'CANCELLED', number: hit.number, date: day(20) },
        reason: 'Ambiente "Sala Grande" non più disponibile',
      },
    });
    const link = `https://festalocation.test/profile/quote-requests/${hit.id}`;
    expect(messages.map((m) => m.kind).sort()).toEqual(['EMAIL', 'PUSH']);
    const email = messages.find((m) => m.kind === 'EMAIL')!.payload as { subject: string; text: string };
    expect(email.subject).toContain(`${sc.location.name} ha annullato la tua richiesta`);
    expect(email.text).toContain('Motivo: Ambiente "Sala Grande" non più disponibile.');
    expect(email.text).toContain(link);
    expect(messages.find((m) => m.kind === 'PUSH')!.payload).toMatchObject({ userId: sc.guest.id, link });
    // Nothing about the requests left as they were.
    for (const u of untouched) expect((await toldGuest(sc, u.id)).feed).toHaveLength(0);
  });

  it('deleteService cancels its accepted future bookings; a guest who opted out gets the feed row only', async () => {
    const sc = await scenario(gw);
    await gw.database.db.update(users).set({ notifyQuoteAccepted: false }).where(eq(users.id, sc.guest.id));
    const hit = await booking(sc, { status: 'CONFIRMED', date: day(2), ambients: [1], services: [0] });
    const past = await booking(sc, { status: 'CONFIRMED', date: day(-1), services: [0] });
    const pending = await booking(sc, { status: 'PENDING', date: day(2), services: [0] });
    expect((await gw.gql(DEL_SERVICE, { id: sc.serviceIds[0] }, { token: sc.hostToken })).data).toEqual({
      deleteService: true,
    });
    expect(await statuses([hit.id, past.id, pending.id])).toEqual({
      [hit.id]: 'CANCELLED/HOST',
      [past.id]: 'CONFIRMED',
      [pending.id]: 'PENDING',
    });
    const { feed, messages } = await toldGuest(sc, hit.id);
    expect(feed.map((f) => f.type)).toEqual(['QUOTE_REQUEST_CANCELLED']);
    expect(messages).toHaveLength(0);
  });

  it('deleteLocation cancels its accepted and waiting requests from today on, not the past or decided ones', async () => {
    const sc = await scenario(gw);
    const confirmed = await booking(sc, { status: 'CONFIRMED', date: day(0), ambients: [0] });
    const waiting = await booking(sc, { status: 'PENDING', date: day(9), services: [0] });
    const past = await booking(sc, { status: 'CONFIRMED', date: day(-5), ambients: [0] });
    const pastWaiting = await booking(sc, { status: 'PENDING', date: day(-5), ambients: [0] });
    const rejected = await booking(sc, { status: 'REJECTED', date: day(9), ambients: [0] });
    expect((await gw.gql(DEL_LOCATION, { id: sc.location.id }, { token: sc.hostToken })).data).toEqual({
      deleteLocation: true,
    });
    expect(await statuses([confirmed.id, waiting.id, past.id, pastWaiting.id, rejected.id])).toEqual({
      [confirmed.id]: 'CANCELLED/HOST',
      [waiting.id]: 'CANCELLED/HOST',
      [past.id]: 'CONFIRMED',
      [pastWaiting.id]: 'PENDING',
      [rejected.id]: 'REJECTED',
    });
    for (const id of [confirmed.id, waiting.id]) {
      const { feed, messages } = await toldGuest(sc, id);
      expect(feed[0]?.metadata).toMatchObject({ reason: "Location eliminata dall'host" });
      expect(messages).toHaveLength(2);
    }
    expect((await toldGuest(sc, past.id)).feed).toHaveLength(0);
    // Deleting again changes nothing and tells nobody twice.
    await gw.gql(DEL_LOCATION, { id: sc.location.id }, { token: sc.hostToken });
    expect((await toldGuest(sc, confirmed.id)).feed).toHaveLength(1);
  });

  it("'Imposta stato' refuses to move a cancelled request, and never sets CANCELLED itself", async () => {
    const sc = await scenario(gw);
    const hit = await booking(sc, { status: 'CONFIRMED', date: day(4), ambients: [0] });
    const pending = await booking(sc, { status: 'PENDING', date: day(4), ambients: [1] });
    await gw.gql(DEL_AMBIENT, { id: sc.ambientIds[0] }, { token: sc.hostToken });
    for (const s of ['CONFIRMED', 'REJECTED', 'PENDING']) {
      const res = await gw.gql(STATUS, { id: hit.id, s }, { token: sc.hostToken });
      expect(res.errors?.[0]).toMatchObject({
        message: 'Lo stato della richiesta è già "Annullata" e non può più essere modificato.',
        extensions: { code: 'CONFLICT', field: 'status' },
      });
    }
    const cancel = await gw.gql(STATUS, { id: pending.id, s: 'CANCELLED' }, { token: sc.hostToken });
    expect(cancel.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'status' });
    expect(await statuses([hit.id, pending.id])).toEqual({
      [hit.id]: 'CANCELLED/HOST',
      [pending.id]: 'PENDING',
    });
  });
});
