import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatDDMMYYYY, weekdayOf } from '@festa/domain';
import {
  ambients,
  ambientUnavailabilities,
  locationOpeningDays,
  notifications,
  outbox,
  pushTokens,
  quoteRequests,
  serviceUnavailabilities,
} from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation, uid } from '../../test/factories.js';
import { CREATE, DETAIL, inDays, input, moreGuests, scenario } from '../../test/quotes.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

type Created = {
  createQuoteRequest: { id: string; number: number; totalCents: number } & Record<string, unknown>;
};
const create = (token: string | undefined, vars: Record<string, unknown>) =>
  gw.gql<Created>(CREATE, { input: vars }, token ? { token } : {});
const codeOf = (res: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  res.errors?.[0]?.extensions?.code;
const messageOf = (res: { errors?: { message: string }[] }) => res.errors?.[0]?.message;

describe('createQuoteRequest', () => {
  it('creates a numbered request with copied prices, a host notification and its e-mail and push', async () => {
    const sc = await scenario(gw);
    const db = gw.database.db;
    await db.insert(pushTokens).values({ userId: sc.host.id, token: `fcm-${uid()}`, platform: 'android' });
    const first = await create(
      sc.guestToken,
      input(sc, { services: sc.serviceIds, guests: 12, note: ' Torta ' }),
    );
    expect(first.errors).toBeUndefined();
    const q = first.data!.createQuoteRequest;
    expect(q).toMatchObject({
      number: 1,
      status: 'PENDING',
      isRead: false,
      guests: 12,
      note: 'Torta',
      allergens: null,
      totalCents: 50_000 + 12 * 2_550,
      isHostView: false,
      user: { fullName: 'Giulia Ospite', email: sc.guest.email, phoneNumber: '+39 333 1234567' },
      ambients: [{ name: 'Sala Grande', priceCents: 50_000, rentDuration: 'FULL', capacity: 40 }],
      services: [{ name: 'Buffet', priceCents: 2_550, ambientIncluded: false }],
    });
    const second = await create(sc.guestToken, input(sc));
    expect(second.data!.createQuoteRequest.number).toBe(2);

    // A later price change does not alter the request.
    await db.update(ambients).set({ rentPriceCents: 99_900 }).where(eq(ambients.id, sc.ambientIds[0]!));
    const detail = await gw.gql<{ quoteRequest: { totalCents: number; ambients: { priceCents: number }[] } }>(
      DETAIL,
      { id: q.id },
      { token: sc.hostToken },
    );
    expect(detail.data!.quoteRequest).toMatchObject({ totalCents: 50_000 + 12 * 2_550, isHostView: true });
    expect(detail.data!.quoteRequest.ambients[0]!.priceCents).toBe(50_000);

    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sc.host.id), eq(notifications.quoteRequestId, q.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      role: 'HOST',
      type: 'NEW_QUOTE_REQUEST',
      isRead: false,
      locationId: sc.location.id,
      metadata: {
        location: { name: sc.location.name, city: 'Milano', slug: sc.location.slug, logoUrl: null },
        quoteRequest: { status: 'PENDING', number: 1 },
      },
    });

    await gw.app.outbox.drain();
    const mail = gw.mail.filter((m) => m.to === sc.host.email);
    expect(mail.map((m) => m.subject)).toEqual([
      `Nuova richiesta di preventivo per ${sc.location.name}`,
      `Nuova richiesta di preventivo per ${sc.location.name}`,
    ]);
    expect(mail[0]!.text).toContain(`https://festalocation.test/dashboard/quote-requests/${q.id}`);
    const pushes = gw.push.sent.filter((p) => p.msg.data.route === `/dashboard/quote-requests/${q.id}`);
    expect(pushes).toHaveLength(1);
  });

  it('refuses signed-out callers, hidden locations and one’s own location', async () => {
    const sc = await scenario(gw);
    expect(codeOf(await create(undefined, input(sc)))).toBe('UNAUTHENTICATED');
    const hidden = await buildLocation(gw.database.db, { approvalStatus: 'PENDING' });
    const res = await create(sc.guestToken, {
      ...input(sc),
      locationId: hidden.id,
      ambients: [],
      services: [],
    });
    expect(codeOf(res)).toBe('NOT_FOUND');
    expect(messageOf(res)).toBe('Location non trovata');
    const own = await create(sc.hostToken, input(sc));
    expect(codeOf(own)).toBe('FORBIDDEN');
  });

  it('checks the date: today or later and an opening day', async () => {
    const sc = await scenario(gw);
    const past = await create(sc.guestToken, input(sc, { date: inDays(-1) }));
    expect(codeOf(past)).toBe('BAD_USER_INPUT');
    expect(messageOf(past)).toMatch(/^La location non è disponibile il \d\d \w{3}$/);
    expect((await create(sc.guestToken, input(sc, { date: inDays(0) }))).errors).toBeUndefined();
    const closed = inDays(31);
    await gw.database.db
      .delete(locationOpeningDays)
      .where(
        and(
          eq(locationOpeningDays.locationId, sc.location.id),
          eq(locationOpeningDays.day, weekdayOf(closed)),
        ),
      );
    expect(codeOf(await create(sc.guestToken, input(sc, { date: closed })))).toBe('BAD_USER_INPUT');
    expect(codeOf(await create(sc.guestToken, input(sc, { date: '2030-02-30' })))).toBe('BAD_USER_INPUT');
  });

  it('refuses a blocked ambient or service with the catalogue codes', async () => {
    const sc = await scenario(gw);
    const date = inDays(40);
    await gw.database.db.insert(ambientUnavailabilities).values({ ambientId: sc.ambientIds[0]!, date });
    await gw.database.db
      .insert(serviceUnavailabilities)
      .values({ serviceId: sc.serviceIds[0]!, date: inDays(41) });
    const a = await create(sc.guestToken, input(sc, { date }));
    expect(codeOf(a)).toBe('AMBIENT_UNAVAILABLE');
    expect(messageOf(a)).toBe(
      `Uno o più degli ambienti selezionati non sono disponibili il ${formatDDMMYYYY(date)}`,
    );
    const s = await create(
      sc.guestToken,
      input(sc, { ambients: [], services: sc.serviceIds, date: inDays(41) }),
    );
    expect(codeOf(s)).toBe('SERVICE_UNAVAILABLE');
    expect(messageOf(s)).toBe(
      `Uno o più dei servizi selezionati non sono disponibili il ${formatDDMMYYYY(inDays(41))}`,
    );
    // The other ambient is free that day.
    expect(
      (
        await create(
          sc.guestToken,
          input(sc, { date, ambients: [sc.ambientIds[1]], services: sc.serviceIds }),
        )
      ).errors,
    ).toBeUndefined();
  });

  it('enforces items, the included-ambients rule, capacity, guests and text limits', async () => {
    const sc = await scenario(gw);
    const cases: [Record<string, unknown>, string][] = [
      [{ ambients: [], services: [] }, 'Seleziona almeno un ambiente o un servizio'],
      [
        { ambients: [sc.ambientIds[1]] },
        'Hai selezionato ambienti inclusi nel servizio. Seleziona almeno un servizio',
      ],
      [
        { guests: 41 },
        'Il numero di ospiti (41) supera la capienza totale degli ambienti selezionati (40 persone)',
      ],
      [
        { ambients: [], services: sc.serviceIds, guests: 71 },
        'Il numero di ospiti (71) supera la capienza totale degli ambienti selezionati (70 persone)',
      ],
      [{ guests: 0 }, 'Il numero minimo di ospiti è 1'],
      [{ note: 'x'.repeat(401) }, 'Massimo 400 caratteri'],
      [{ allergens: 'x'.repeat(401) }, 'Massimo 400 caratteri'],
    ];
    for (const [patch, message] of cases) {
      const res = await create(sc.guestToken, input(sc, patch));
      expect(codeOf(res), message).toBe('BAD_USER_INPUT');
      expect(messageOf(res)).toBe(message);
    }
    const other = await buildLocation(gw.database.db);
    const [foreign] = await gw.database.db.select().from(ambients).where(eq(ambients.locationId, other.id));
    expect(codeOf(await create(sc.guestToken, input(sc, { ambients: [foreign!.id] })))).toBe(
      'BAD_USER_INPUT',
    );
    const ok = await create(
      sc.guestToken,
      input(sc, {
        note: 'x'.repeat(400),
        allergens: 'y'.repeat(400),
        guests: 70,
        ambients: [],
        services: sc.serviceIds,
      }),
    );
    expect(ok.errors).toBeUndefined();
    const count = await gw.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.locationId, sc.location.id));
    expect(count).toHaveLength(1);
  });

  it('creates one request for a retried or double-clicked submission with the same key', async () => {
    const sc = await scenario(gw);
    const key = `draft-${uid()}-attempt`;
    const [a, b, c] = await Promise.all([
      create(sc.guestToken, input(sc, { idempotencyKey: key })),
      create(sc.guestToken, input(sc, { idempotencyKey: key })),
      create(sc.guestToken, input(sc, { idempotencyKey: key })),
    ]);
    const retry = await create(sc.guestToken, input(sc, { idempotencyKey: key }));
    const ids = new Set([a, b, c, retry].map((r) => r.data?.createQuoteRequest.id));
    expect(ids.size).toBe(1);
    const rows = await gw.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.locationId, sc.location.id));
    expect(rows).toHaveLength(1);
    const notes = await gw.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.quoteRequestId, rows[0]!.id));
    expect(notes).toHaveLength(1);
    // A new key is a new request.
    expect(
      (await create(sc.guestToken, input(sc, { idempotencyKey: `${key}-2` }))).data!.createQuoteRequest
        .number,
    ).toBe(2);
  });

  it('numbers concurrent requests 1..n without gaps or repeats', async () => {
    const sc = await scenario(gw);
    const guests = await moreGuests(gw, 8);
    const results = await Promise.all(guests.map((guest) => create(guest, input(sc))));
    const numbers = results.map((r) => r.data!.createQuoteRequest.number).sort((x, y) => x - y);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('never accepts a request for a date a host blocked before it committed', async () => {
    if (gw.database.kind !== 'postgres') return; // needs two connections
    const sc = await scenario(gw);
    const date = inDays(50);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    // The host's change, held open mid-transaction: row locked and date inserted, not yet committed.
    const block = gw.database.db.transaction(async (tx) => {
      await tx.select().from(ambients).where(eq(ambients.id, sc.ambientIds[0]!)).for('update');
      await tx.insert(ambientUnavailabilities).values({ ambientId: sc.ambientIds[0]!, date });
      locked();
      await gate;
    });
    await isLocked;
    let settled = false;
    const pending = create(sc.guestToken, input(sc, { date })).finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(settled).toBe(false); // the request waits for the host's change
    release();
    await block;
    expect(codeOf(await pending)).toBe('AMBIENT_UNAVAILABLE');

    // And the other way round, at scale: the block through the API racing many submissions.
    const date2 = inDays(51);
    const guests = await moreGuests(gw, 10);
    const [blocked, ...submissions] = await Promise.all([
      gw.gql(
        `mutation ($i: SetUnavailabilityInput!) { setUnavailability(input: $i) }`,
        { i: { target: 'AMBIENT', id: sc.ambientIds[0], dates: [date2], available: false } },
        { token: sc.hostToken },
      ),
      ...guests.map((guest) => create(guest, input(sc, { date: date2 }))),
    ]);
    expect(blocked.errors).toBeUndefined();
    for (const s of submissions) if (s.errors) expect(codeOf(s)).toBe('AMBIENT_UNAVAILABLE');
    // Any later submission sees the block.
    expect(codeOf(await create(sc.guestToken, input(sc, { date: date2 })))).toBe('AMBIENT_UNAVAILABLE');
  });

  it('keeps the request when the push server is down and retries in the background', async () => {
    const sc = await scenario(gw);
    await gw.database.db.insert(pushTokens).values({ userId: sc.host.id, token: `fcm-${uid()}` });
    await gw.app.outbox.drain();
    gw.push.failNext = 1;
    const res = await create(sc.guestToken, input(sc));
    expect(res.errors).toBeUndefined();
    const id = res.data!.createQuoteRequest.id;
    await gw.app.outbox.drain();
    const [failed] = await gw.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'PUSH'))
      .orderBy(outbox.id)
      .then((rows) => rows.filter((r) => (r.payload as { data: { route: string } }).data.route.endsWith(id)));
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: 'push server down (simulated)' });
    await gw.database.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, failed!.id));
    await gw.app.outbox.drain();
    const [after] = await gw.database.db.select().from(outbox).where(eq(outbox.id, failed!.id));
    expect(after!.sentAt).not.toBeNull();
  });

  it('honours the recipient’s notification preferences for e-mail and push', async () => {
    const sc = await scenario(gw);
    const { users } = await import('../../db/schema/index.js');
    await gw.database.db.update(users).set({ notifyQuoteRequests: false }).where(eq(users.id, sc.host.id));
    const res = await create(sc.guestToken, input(sc));
    await gw.app.outbox.drain();
    expect(gw.mail.some((m) => m.to === sc.host.email)).toBe(false);
    // The in-app notification is still there.
    const rows = await gw.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.quoteRequestId, res.data!.createQuoteRequest.id));
    expect(rows).toHaveLength(1);
  });
});
