import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositMessages } from '@festalocation/domain/messages';
import { depositPayments, notifications, quoteRequests } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { CREATE, inDays, input, scenario, type Scenario } from '../../test/quotes.js';
import { standInOf } from '../billing/testing.js';
import { onboardHost, payPage } from './testing.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ QUOTE_REQUESTS_PER_LOCATION_DAY: '20' });
});
afterAll(async () => {
  await gw?.stop();
});

const DETAIL = `query ($id: ID!) { quoteRequest(id: $id) { id status depositOnline
  depositPayment { status amountCents refundDueCents refundedCents paidAt holdUntil } quotes { version depositCents } } }`;
const PAY = `mutation ($id: ID!, $v: Int!) { startDepositPayment(quoteRequestId: $id, version: $v) { url } }`;
const ACCEPT = `mutation ($id: ID!, $v: Int!) { acceptQuote(quoteRequestId: $id, version: $v) { id status } }`;
const SEND = `mutation ($i: SendQuoteInput!) { sendQuote(input: $i) { id status } }`;
const CANCEL = `mutation ($id: ID!, $r: String!) { cancelBooking(quoteRequestId: $id, reason: $r) { id status } }`;
const UNAV = `query ($l: ID!) { locationUnavailabilities(locationId: $l) { ambients { id dates } } }`;

interface Detail {
  id: string;
  status: string;
  depositOnline: boolean;
  depositPayment: {
    status: string;
    amountCents: number;
    refundDueCents: number;
    refundedCents: number;
    paidAt: string | null;
  } | null;
}
type Res<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** A request for the first ambient on `date`, quoted at 1.210,00 € with a 30 % deposit (363,00 €). */
async function quoted(sc: Scenario, date: string, validUntil = inDays(3)) {
  const created = await gw.gql<{ createQuoteRequest: { id: string; ambients: { id: string }[] } }>(
    CREATE.replace('ambients { ambientId', 'ambients { id ambientId'),
    { input: input(sc, { guests: 20, date }) },
    { token: sc.guestToken },
  );
  const req = created.data!.createQuoteRequest;
  const sent = await gw.gql(
    SEND,
    { i: terms(req.id, req.ambients[0]!.id, validUntil) },
    { token: sc.hostToken },
  );
  expect(sent.errors).toBeUndefined();
  return { id: req.id, ambientLine: req.ambients[0]!.id };
}

function terms(id: string, ambientLine: string, validUntil: string, unitPriceCents = 110_000) {
  return {
    quoteRequestId: id,
    guests: 20,
    lines: [
      { kind: 'AMBIENT', sourceId: ambientLine, label: 'Sala Grande', pricing: 'FLAT', unitPriceCents },
    ],
    vatRate: 10,
    vatMode: 'EXCLUDED',
    deposit: { percent: 30 },
    depositOnline: true,
    validUntil,
  };
}

const detail = async (id: string, token: string) =>
  (await gw.gql<{ quoteRequest: Detail }>(DETAIL, { id }, { token })).data!.quoteRequest;
const startPay = (id: string, token: string, v = 1) =>
  gw.gql<{ startDepositPayment: { url: string } }>(PAY, { id, v }, { token });
const heldDates = async (sc: Scenario) => {
  const res = await gw.gql<{ locationUnavailabilities: { ambients: { id: string; dates: string[] }[] } }>(
    UNAV,
    { l: sc.location.id },
  );
  return res.data!.locationUnavailabilities.ambients.find((a) => a.id === sc.ambientIds[0])?.dates ?? [];
};

async function hostTakingDeposits() {
  const sc = await scenario(gw);
  await onboardHost(gw, sc.hostToken);
  return sc;
}

describe('online deposits: paying as part of accepting', () => {
  it('holds the day while the page is open, confirms on payment, and refunds everything 40 days before', async () => {
    const sc = await hostTakingDeposits();
    const date = inDays(40);
    const req = await quoted(sc, date);
    expect(await detail(req.id, sc.guestToken)).toMatchObject({ depositOnline: true, depositPayment: null });
    // Accepting without paying is refused when the host takes the deposit online.
    const plain = await gw.gql(ACCEPT, { id: req.id, v: 1 }, { token: sc.guestToken });
    expect(plain.errors?.[0]).toMatchObject({
      message: depositMessages.payOnline,
      extensions: { code: 'CONFLICT' },
    });

    const first = await startPay(req.id, sc.guestToken);
    const url = first.data!.startDepositPayment.url;
    // A double click returns the page already open; the day is held for this guest meanwhile.
    expect((await startPay(req.id, sc.guestToken)).data!.startDepositPayment.url).toBe(url);
    expect(await heldDates(sc)).toContain(date);
    expect(await detail(req.id, sc.guestToken)).toMatchObject({
      status: 'QUOTED',
      depositPayment: { status: 'OPEN', amountCents: 36_300 },
    });

    expect(await payPage(gw, url)).toBe(303);
    expect(await detail(req.id, sc.hostToken)).toMatchObject({
      status: 'CONFIRMED',
      depositPayment: { status: 'PAID', amountCents: 36_300, refundDueCents: 0 },
    });
    const told = await gw.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.quoteRequestId, req.id));
    expect(told.some((n) => n.userId === sc.host.id && n.type === 'QUOTE_ANSWERED')).toBe(true);

    const cancelled = await gw.gql(
      CANCEL,
      { id: req.id, r: 'Abbiamo cambiato data' },
      { token: sc.guestToken },
    );
    expect(cancelled.errors).toBeUndefined();
    expect(await heldDates(sc)).not.toContain(date);
    // The cancellation wakes billing's worker, which makes the refund on the host's account at once.
    expect((await detail(req.id, sc.guestToken)).depositPayment).toMatchObject({ refundDueCents: 36_300 });
    await gw.app.cancellations.drain();
    await standInOf(gw).settle();
    expect((await detail(req.id, sc.guestToken)).depositPayment).toMatchObject({
      refundDueCents: 36_300,
      refundedCents: 36_300,
    });
    // The task is done: another run refunds nothing more.
    await gw.app.cancellations.drain();
    await standInOf(gw).settle();
    expect((await detail(req.id, sc.guestToken)).depositPayment?.refundedCents).toBe(36_300);
  });

  it('refunds nothing when the guest cancels 5 days before', async () => {
    const sc = await hostTakingDeposits();
    const req = await quoted(sc, inDays(5), inDays(2));
    const { url } = (await startPay(req.id, sc.guestToken)).data!.startDepositPayment;
    expect(await payPage(gw, url)).toBe(303);
    await gw.gql(CANCEL, { id: req.id, r: 'Imprevisto' }, { token: sc.guestToken });
    await gw.app.cancellations.drain();
    await standInOf(gw).settle();
    expect((await detail(req.id, sc.guestToken)).depositPayment).toMatchObject({
      status: 'PAID',
      refundDueCents: 0,
      refundedCents: 0,
    });
  });

  it('keeps the quote open after a declined card and frees the day when the page expires', async () => {
    const sc = await hostTakingDeposits();
    const date = inDays(20);
    const req = await quoted(sc, date);
    const { url } = (await startPay(req.id, sc.guestToken)).data!.startDepositPayment;
    expect(await payPage(gw, url, '4000 0000 0000 0002')).toBe(400);
    const [failed] = await gw.database.db
      .select()
      .from(depositPayments)
      .where(eq(depositPayments.quoteRequestId, req.id));
    expect(failed).toMatchObject({ status: 'OPEN', lastError: 'card_declined' });
    expect((await detail(req.id, sc.guestToken)).status).toBe('QUOTED');

    const stripe = gw.app.billing.stripe!;
    await stripe.checkout.sessions.expire(
      failed!.checkoutSessionId!,
      {},
      { stripeAccount: failed!.providerAccountId },
    );
    await standInOf(gw).settle();
    expect(await detail(req.id, sc.guestToken)).toMatchObject({
      status: 'QUOTED',
      depositPayment: { status: 'EXPIRED' },
    });
    expect(await heldDates(sc)).not.toContain(date);
    // The quote can be paid again, on a new page.
    const again = (await startPay(req.id, sc.guestToken)).data!.startDepositPayment.url;
    expect(again).not.toBe(url);
  });

  it('refunds in full a payment made on a page the host ended by revising the quote', async () => {
    const sc = await hostTakingDeposits();
    const date = inDays(25);
    const req = await quoted(sc, date);
    const { url } = (await startPay(req.id, sc.guestToken)).data!.startDepositPayment;
    const revised = await gw.gql(
      SEND,
      { i: terms(req.id, req.ambientLine, inDays(4), 100_000) },
      { token: sc.hostToken },
    );
    expect(revised.errors).toBeUndefined();
    expect(await heldDates(sc)).not.toContain(date);
    expect(await payPage(gw, url)).toBe(303);
    const after = await detail(req.id, sc.guestToken);
    expect(after).toMatchObject({
      status: 'QUOTED',
      depositPayment: { status: 'PAID', refundDueCents: 36_300 },
    });
    await gw.app.cancellations.drain();
    await standInOf(gw).settle();
    expect((await detail(req.id, sc.guestToken)).depositPayment?.refundedCents).toBe(36_300);
  });

  it('confirms a payment that succeeds after the quote lapsed while its page was open', async () => {
    const sc = await hostTakingDeposits();
    const req = await quoted(sc, inDays(30));
    const { url } = (await startPay(req.id, sc.guestToken)).data!.startDepositPayment;
    // The quote's last valid day passes while the guest is on the payment page.
    await gw.database.db
      .update(quoteRequests)
      .set({ quoteValidUntil: inDays(-1) })
      .where(eq(quoteRequests.id, req.id));
    expect(await payPage(gw, url)).toBe(303);
    expect(await detail(req.id, sc.guestToken)).toMatchObject({
      status: 'CONFIRMED',
      depositPayment: { status: 'PAID', refundDueCents: 0 },
    });
  });

  it('is for the guest of the request only, and ignores events from another account', async () => {
    const sc = await hostTakingDeposits();
    const req = await quoted(sc, inDays(35));
    const stranger = await tokenFor(gw, await buildUser(gw.database.db), 'GUEST');
    for (const [token, code] of [
      [undefined, 'UNAUTHENTICATED'],
      [stranger, 'NOT_FOUND'],
      [sc.hostToken, 'NOT_FOUND'],
    ] as const) {
      const res: Res<unknown> = await gw.gql(PAY, { id: req.id, v: 1 }, token ? { token } : {});
      expect(res.errors?.[0]?.extensions?.code).toBe(code);
    }
    await startPay(req.id, sc.guestToken);
    const [payment] = await gw.database.db
      .select()
      .from(depositPayments)
      .where(eq(depositPayments.quoteRequestId, req.id));
    // Another host's account claims this payment was completed: nothing changes.
    const other = await hostTakingDeposits();
    const otherAccount = (await gw.database.db.query.hostPaymentAccounts.findFirst({
      where: (a, { eq: is }) => is(a.userId, other.host.id),
    }))!.providerAccountId;
    const event = JSON.stringify({
      id: `evt_forged_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      account: otherAccount,
      data: {
        object: {
          id: payment!.checkoutSessionId,
          object: 'checkout.session',
          mode: 'payment',
          metadata: { depositPaymentId: payment!.id },
          payment_intent: 'pi_forged',
          amount_total: 36_300,
        },
      },
    });
    const res = await standInOf(gw).deliverRaw(event, {
      signatureSecret: gw.app.billing.connectWebhookSecret ?? '',
    });
    expect(JSON.parse(res.body)).toMatchObject({ outcome: 'unmatched' });
    expect(await detail(req.id, sc.guestToken)).toMatchObject({
      status: 'QUOTED',
      depositPayment: { status: 'OPEN' },
    });
  });

  it('is the host’s choice quote by quote, and needs a deposit and an account taking charges', async () => {
    const sc = await scenario(gw);
    const created = await gw.gql<{ createQuoteRequest: { id: string; ambients: { id: string }[] } }>(
      CREATE.replace('ambients { ambientId', 'ambients { id ambientId'),
      { input: input(sc, { guests: 20, date: inDays(45) }) },
      { token: sc.guestToken },
    );
    const req = created.data!.createQuoteRequest;
    const online = terms(req.id, req.ambients[0]!.id, inDays(3));
    // No account yet: asking for the deposit online is refused on its field.
    const noAccount: Res<unknown> = await gw.gql(SEND, { i: online }, { token: sc.hostToken });
    expect(noAccount.errors?.[0]).toMatchObject({
      message: depositMessages.onlineNeedsAccount,
      extensions: { code: 'BAD_USER_INPUT', field: 'depositOnline' },
    });
    await onboardHost(gw, sc.hostToken);
    const noDeposit: Res<unknown> = await gw.gql(
      SEND,
      { i: { ...online, deposit: null } },
      { token: sc.hostToken },
    );
    expect(noDeposit.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'depositOnline',
    });
    // The same host's quote with the deposit as agreed: accepted as any quote, nothing to pay here.
    expect(
      (await gw.gql(SEND, { i: { ...online, depositOnline: false } }, { token: sc.hostToken })).errors,
    ).toBeUndefined();
    expect(await detail(req.id, sc.guestToken)).toMatchObject({ depositOnline: false });
    const accepted = await gw.gql<{ acceptQuote: { status: string } }>(
      ACCEPT,
      { id: req.id, v: 1 },
      { token: sc.guestToken },
    );
    expect(accepted.data?.acceptQuote.status).toBe('CONFIRMED');
  });
});
