import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ambientUnavailabilities, notifications, quoteRequests } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { CREATE, inDays, input, moreGuests, scenario, type Scenario } from '../../test/quotes.js';
import { quotePricingMessages } from '@festalocation/domain/messages';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ QUOTE_REQUESTS_PER_LOCATION_DAY: '10' });
});
afterAll(async () => {
  await gw?.stop();
});

const QUOTE = `{ version guests totalCents depositCents vatCents validUntil discount { amountCents percent }
  lines { kind sourceId label pricing unitPriceCents totalCents } }`;
const VIEW = `{ id status actions declineReason quotes ${QUOTE} }`;
const SEND = `mutation ($i: SendQuoteInput!) { sendQuote(input: $i) ${VIEW} }`;
const EXTEND = `mutation ($id: ID!, $d: Date!) { extendQuote(quoteRequestId: $id, validUntil: $d) ${VIEW} }`;
const ACCEPT = `mutation ($id: ID!, $v: Int!) { acceptQuote(quoteRequestId: $id, version: $v) ${VIEW} }`;
const DECLINE = `mutation ($id: ID!, $r: String) { declineQuote(quoteRequestId: $id, reason: $r) ${VIEW} }`;
const CANCEL = `mutation ($id: ID!, $r: String!) { cancelBooking(quoteRequestId: $id, reason: $r) { id status cancelledBy cancellationReason actions } }`;
const DETAIL = `query ($id: ID!) { quoteRequest(id: $id) ${VIEW} }`;
const ALL = `query ($l: ID!, $s: QuoteStatus) { hostQuoteRequests(locationId: $l, status: $s) { count items { id status } } }`;
const UNAV = `query ($l: ID!) { locationUnavailabilities(locationId: $l) { ambients { id dates } } }`;

type View = {
  id: string;
  status: string;
  actions: string[];
  declineReason: string | null;
  quotes: {
    version: number;
    totalCents: number;
    depositCents: number;
    lines: { sourceId: string | null }[];
  }[];
};
type Res<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
const err = (res: Res<unknown>) => res.errors?.[0];

async function request(sc: Scenario, patch: Record<string, unknown> = {}) {
  const res = await gw.gql<{ createQuoteRequest: { id: string; ambients: { id: string }[] } }>(
    CREATE.replace('ambients { ambientId', 'ambients { id ambientId'),
    { input: input(sc, { guests: 20, ...patch }) },
    { token: sc.guestToken },
  );
  return res.data!.createQuoteRequest;
}

/** A quote from the request's first ambient, with a changed price, a free line and a 30 % deposit. */
function terms(id: string, ambientLineId: string, patch: Record<string, unknown> = {}) {
  return {
    quoteRequestId: id,
    guests: 20,
    lines: [
      {
        kind: 'AMBIENT',
        sourceId: ambientLineId,
        label: 'Sala Grande',
        pricing: 'FLAT',
        unitPriceCents: 40_000,
      },
      { kind: 'CUSTOM', label: 'Torta nuziale', pricing: 'FLAT', unitPriceCents: 10_000 },
      { kind: 'CUSTOM', label: 'Menù', pricing: 'PER_PERSON', unitPriceCents: 3_000 },
    ],
    vatRate: 10,
    vatMode: 'EXCLUDED',
    deposit: { percent: 30 },
    validUntil: inDays(10),
    ...patch,
  };
}

const send = (sc: Scenario, vars: Record<string, unknown>) =>
  gw.gql<{ sendQuote: View }>(SEND, { i: vars }, { token: sc.hostToken });

describe('priced quotes', () => {
  it('the host quotes, revises; the guest accepts the version read, which books the ambient that day', async () => {
    const sc = await scenario(gw);
    const req = await request(sc);
    const sent = await send(sc, terms(req.id, req.ambients[0]!.id, { idempotencyKey: 'quote-key-1' }));
    expect(sent.errors).toBeUndefined();
    // (40000 + 10000 + 3000 × 20) = 110000, IVA 10 % on top = 121000, deposit 30 % = 36300.
    expect(sent.data!.sendQuote).toMatchObject({
      status: 'QUOTED',
      actions: ['WRITE', 'SEND_QUOTE', 'EXTEND_QUOTE'],
    });
    expect(sent.data!.sendQuote.quotes[0]).toMatchObject({
      version: 1,
      totalCents: 121_000,
      depositCents: 36_300,
    });

    // A retry with the same key stores nothing new.
    const retried = await send(sc, terms(req.id, req.ambients[0]!.id, { idempotencyKey: 'quote-key-1' }));
    expect(retried.data!.sendQuote.quotes).toHaveLength(1);

    // The guest reads it with the actions a guest has; a revision becomes version 2.
    const guestView = await gw.gql<{ quoteRequest: View }>(DETAIL, { id: req.id }, { token: sc.guestToken });
    expect(guestView.data!.quoteRequest.actions).toEqual(['WRITE', 'ACCEPT', 'DECLINE']);
    await send(sc, terms(req.id, req.ambients[0]!.id, { discount: { amountCents: 10_000 } }));

    // Accepting the version read before the revision is refused: the guest must read the new one.
    const stale = await gw.gql(ACCEPT, { id: req.id, v: 1 }, { token: sc.guestToken });
    expect(err(stale)).toMatchObject({
      message: quotePricingMessages.revised,
      extensions: { code: 'CONFLICT', field: 'version' },
    });
    const accepted = await gw.gql<{ acceptQuote: View }>(
      ACCEPT,
      { id: req.id, v: 2 },
      { token: sc.guestToken },
    );
    expect(accepted.data!.acceptQuote).toMatchObject({ status: 'CONFIRMED', actions: ['WRITE', 'CANCEL'] });
    expect(accepted.data!.acceptQuote.quotes.map((q) => q.version)).toEqual([2, 1]);

    // The ambient is now closed that day for everyone: the picker's data and a new request say so.
    const unav = await gw.gql<{ locationUnavailabilities: { ambients: { id: string; dates: string[] }[] } }>(
      UNAV,
      { l: sc.location.id },
      { token: sc.guestToken },
    );
    const first = unav.data!.locationUnavailabilities.ambients.find((a) => a.id === sc.ambientIds[0]);
    expect(first?.dates).toContain(inDays(30));
    const [other] = await moreGuests(gw, 1);
    const refused = await gw.gql(CREATE, { input: input(sc) }, { token: other });
    expect(err(refused)?.extensions?.code).toBe('AMBIENT_UNAVAILABLE');

    // Accepting twice does nothing more; the host was told once.
    const again = await gw.gql(ACCEPT, { id: req.id, v: 2 }, { token: sc.guestToken });
    expect(err(again)?.extensions?.code).toBe('CONFLICT');
    const told = await gw.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.quoteRequestId, req.id), eq(notifications.type, 'QUOTE_ANSWERED')));
    expect(told).toHaveLength(1);
    expect(gw.mail.filter((m) => m.subject.startsWith('Preventivo accettato'))).toHaveLength(1);
  });

  it('refuses what the domain refuses, naming each field', async () => {
    const sc = await scenario(gw);
    const req = await request(sc);
    const bad = await send(
      sc,
      terms(req.id, req.ambients[0]!.id, {
        vatRate: 21,
        deposit: { amountCents: 100, percent: 10 },
        validUntil: inDays(-1),
      }),
    );
    expect(err(bad)?.extensions?.code).toBe('BAD_USER_INPUT');
    const badFields = (bad.errors?.[0]?.extensions?.fields as { field: string }[]).map((f) => f.field);
    expect(badFields).toEqual(['deposit']);
    const rules = await send(sc, terms(req.id, req.ambients[0]!.id, { vatRate: 21, validUntil: inDays(-1) }));
    expect((rules.errors?.[0]?.extensions?.fields as { field: string }[]).map((f) => f.field)).toEqual([
      'vatRate',
      'validUntil',
    ]);
    // A line may only start from this request's own ambients and services.
    const foreign = await send(sc, terms(req.id, sc.ambientIds[1]!));
    expect(err(foreign)).toMatchObject({
      message: quotePricingMessages.lineSource,
      extensions: { code: 'BAD_USER_INPUT', field: 'lines.0.sourceId' },
    });
  });

  it('lets only the two parties act: another host, another guest and no one get NOT_FOUND or UNAUTHENTICATED', async () => {
    const sc = await scenario(gw);
    const req = await request(sc);
    const strangerHost = await tokenFor(gw, await buildUser(gw.database.db), 'HOST');
    const [strangerGuest] = await moreGuests(gw, 1);
    const vars = { i: terms(req.id, req.ambients[0]!.id) };
    for (const token of [strangerHost, strangerGuest!, sc.guestToken]) {
      expect(err(await gw.gql(SEND, vars, { token }))?.extensions?.code).toBe('NOT_FOUND');
    }
    expect(err(await gw.gql(SEND, vars))?.extensions?.code).toBe('UNAUTHENTICATED');
    await send(sc, vars.i);
    for (const token of [strangerHost, strangerGuest!, sc.hostToken]) {
      expect(err(await gw.gql(ACCEPT, { id: req.id, v: 1 }, { token }))?.extensions?.code).toBe('NOT_FOUND');
      expect(err(await gw.gql(DECLINE, { id: req.id }, { token }))?.extensions?.code).toBe('NOT_FOUND');
    }
    const hidden = await gw.gql<{ quoteRequest: View | null }>(
      DETAIL,
      { id: req.id },
      { token: strangerGuest },
    );
    expect(hidden.data!.quoteRequest).toBeNull();
  });

  it('a lapsed quote reads Scaduta, cannot be accepted, and is open again once extended', async () => {
    const sc = await scenario(gw);
    const req = await request(sc);
    await send(sc, terms(req.id, req.ambients[0]!.id, { validUntil: inDays(3) }));
    // The validity passes (written directly: no test waits three days).
    await gw.database.db
      .update(quoteRequests)
      .set({ quoteValidUntil: inDays(-1) })
      .where(eq(quoteRequests.id, req.id));
    const expired = await gw.gql<{ quoteRequest: View }>(DETAIL, { id: req.id }, { token: sc.guestToken });
    expect(expired.data!.quoteRequest).toMatchObject({ status: 'EXPIRED', actions: ['WRITE', 'DECLINE'] });
    const filtered = await gw.gql<{ hostQuoteRequests: { items: { id: string }[] } }>(
      ALL,
      { l: sc.location.id, s: 'EXPIRED' },
      { token: sc.hostToken },
    );
    expect(filtered.data!.hostQuoteRequests.items.map((i) => i.id)).toEqual([req.id]);
    const refused = await gw.gql(ACCEPT, { id: req.id, v: 1 }, { token: sc.guestToken });
    expect(err(refused)).toMatchObject({
      message: quotePricingMessages.expired,
      extensions: { code: 'CONFLICT' },
    });

    const extended = await gw.gql<{ extendQuote: View }>(
      EXTEND,
      { id: req.id, d: inDays(7) },
      { token: sc.hostToken },
    );
    expect(extended.data!.extendQuote.status).toBe('QUOTED');
    const accepted = await gw.gql<{ acceptQuote: View }>(
      ACCEPT,
      { id: req.id, v: 1 },
      { token: sc.guestToken },
    );
    expect(accepted.data!.acceptQuote.status).toBe('CONFIRMED');
  });

  it('the guest declines with a reason the host reads, and the request is final', async () => {
    const sc = await scenario(gw);
    const req = await request(sc);
    await send(sc, terms(req.id, req.ambients[0]!.id));
    const declined = await gw.gql<{ declineQuote: View }>(
      DECLINE,
      { id: req.id, r: 'Abbiamo scelto un’altra data' },
      { token: sc.guestToken },
    );
    expect(declined.data!.declineQuote).toMatchObject({ status: 'REJECTED', actions: ['WRITE'] });
    const host = await gw.gql<{ quoteRequest: View }>(DETAIL, { id: req.id }, { token: sc.hostToken });
    expect(host.data!.quoteRequest.declineReason).toBe('Abbiamo scelto un’altra data');
    const resend = await send(sc, terms(req.id, req.ambients[0]!.id));
    expect(err(resend)?.extensions?.code).toBe('CONFLICT');
  });

  it('two guests accepting quotes for the same ambient and day: one booking, the other refused', async () => {
    const sc = await scenario(gw);
    const [second] = await moreGuests(gw, 1);
    const a = await request(sc);
    const b = (
      await gw.gql<{ createQuoteRequest: { id: string; ambients: { id: string }[] } }>(
        CREATE.replace('ambients { ambientId', 'ambients { id ambientId'),
        { input: input(sc, { guests: 20 }) },
        { token: second },
      )
    ).data!.createQuoteRequest;
    await send(sc, terms(a.id, a.ambients[0]!.id));
    await send(sc, terms(b.id, b.ambients[0]!.id));
    const results = await Promise.all([
      gw.gql(ACCEPT, { id: a.id, v: 1 }, { token: sc.guestToken }),
      gw.gql(ACCEPT, { id: b.id, v: 1 }, { token: second }),
    ]);
    const codes = results.map((r) => err(r)?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    const booked = await gw.database.db
      .select()
      .from(ambientUnavailabilities)
      .where(eq(ambientUnavailabilities.ambientId, sc.ambientIds[0]!));
    expect(booked).toHaveLength(1);
  });

  it('either side cancels a confirmed booking with a reason: the other is told, the day is free again', async () => {
    for (const side of ['GUEST', 'HOST'] as const) {
      const sc = await scenario(gw);
      const req = await request(sc);
      await send(sc, terms(req.id, req.ambients[0]!.id));
      await gw.gql(ACCEPT, { id: req.id, v: 1 }, { token: sc.guestToken });
      const own = side === 'GUEST' ? sc.guestToken : sc.hostToken;
      const blank = await gw.gql(CANCEL, { id: req.id, r: '  ' }, { token: own });
      expect(err(blank)).toMatchObject({
        message: quotePricingMessages.cancelReasonRequired,
        extensions: { code: 'BAD_USER_INPUT', field: 'reason' },
      });
      const [stranger] = await moreGuests(gw, 1);
      const hidden = await gw.gql(CANCEL, { id: req.id, r: 'Non mi serve più' }, { token: stranger });
      expect(err(hidden)?.extensions?.code).toBe('NOT_FOUND');
      const done = await gw.gql<{ cancelBooking: Record<string, unknown> }>(
        CANCEL,
        { id: req.id, r: 'Cambio di programma' },
        { token: own },
      );
      expect(done.data!.cancelBooking).toMatchObject({
        status: 'CANCELLED',
        cancelledBy: side,
        cancellationReason: 'Cambio di programma',
        actions: ['WRITE'],
      });
      const booked = await gw.database.db
        .select()
        .from(ambientUnavailabilities)
        .where(eq(ambientUnavailabilities.quoteRequestId, req.id));
      expect(booked).toHaveLength(0);
      const otherSide = side === 'GUEST' ? sc.host.id : sc.guest.id;
      const told = await gw.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.quoteRequestId, req.id), eq(notifications.userId, otherSide)));
      expect(told.map((n) => n.type)).toContain(
        side === 'GUEST' ? 'QUOTE_ANSWERED' : 'QUOTE_REQUEST_CANCELLED',
      );
      // Another guest may now ask for that ambient on that day.
      const [next] = await moreGuests(gw, 1);
      const again = await gw.gql(CREATE, { input: input(sc) }, { token: next });
      expect(again.errors).toBeUndefined();
    }
  });
});
