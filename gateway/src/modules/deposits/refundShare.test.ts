import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotePricingMessages } from '@festalocation/domain/messages';
import { depositPayments } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { CREATE, inDays, input, scenario, type Scenario } from '../../test/quotes.js';
import { standInOf } from '../billing/testing.js';
import { CANCEL_BOOKING, onboardHost, onlineTerms, payDeposit, SEND_QUOTE } from './testing.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ QUOTE_REQUESTS_PER_LOCATION_DAY: '20' });
});
afterAll(async () => {
  await gw?.stop();
});

type Res<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
const DEPOSIT = 36_300;

async function requestFor(sc: Scenario, date: string) {
  const created = await gw.gql<{ createQuoteRequest: { id: string; ambients: { id: string }[] } }>(
    CREATE.replace('ambients { ambientId', 'ambients { id ambientId'),
    { input: input(sc, { guests: 20, date }) },
    { token: sc.guestToken },
  );
  const req = created.data!.createQuoteRequest;
  return { id: req.id, ambientLine: req.ambients[0]!.id };
}

/** A booking `days` ahead (Italian calendar) paid online on a quote giving back `share` % in between, then cancelled by the guest. */
async function cancelledAt(days: number, share: number) {
  const sc = await scenario(gw);
  await onboardHost(gw, sc.hostToken);
  const req = await requestFor(sc, inDays(days));
  const sent = await gw.gql<{ sendQuote: { quotes: { middleRefundPercent: number }[] } }>(
    SEND_QUOTE,
    { i: onlineTerms(req.id, req.ambientLine, inDays(2), { middleRefundPercent: share }) },
    { token: sc.hostToken },
  );
  expect(sent.errors).toBeUndefined();
  expect(sent.data!.sendQuote.quotes[0]!.middleRefundPercent).toBe(share);
  await payDeposit(gw, req.id, sc.guestToken);
  const cancelled = await gw.gql(
    CANCEL_BOOKING,
    { id: req.id, r: 'Cambio di programma' },
    { token: sc.guestToken },
  );
  expect(cancelled.errors).toBeUndefined();
  await gw.app.cancellations.drain();
  await standInOf(gw).settle();
  const [payment] = await gw.database.db
    .select()
    .from(depositPayments)
    .where(eq(depositPayments.quoteRequestId, req.id));
  return payment!;
}

describe("the host's refund share for cancellations 8 to 30 days before the event", () => {
  it.each([
    { days: 31, cents: DEPOSIT, window: 'FULL' },
    { days: 30, cents: 14_520, window: 'PARTIAL' },
    { days: 8, cents: 14_520, window: 'PARTIAL' },
    { days: 7, cents: 0, window: 'NONE' },
  ] as const)(
    '$days days before, 40 in between on the quote: $cents cents back',
    async ({ days, cents, window }) => {
      const payment = await cancelledAt(days, 40);
      expect(payment.refundDueCents).toBe(cents);
      expect(payment.refundedCents).toBe(cents);
      if (cents > 0)
        expect(payment.refundRule).toMatchObject({ window, daysBefore: days, cancelledBy: 'GUEST' });
    },
  );

  it('gives nothing back in between when the quote states 0 %', async () => {
    const payment = await cancelledAt(20, 0);
    expect(payment).toMatchObject({ refundDueCents: 0, refundedCents: 0 });
  });

  it('defaults to 50 % when the host leaves it out', async () => {
    const sc = await scenario(gw);
    await onboardHost(gw, sc.hostToken);
    const req = await requestFor(sc, inDays(15));
    const terms = onlineTerms(req.id, req.ambientLine, inDays(2));
    const sent = await gw.gql<{ sendQuote: { quotes: { middleRefundPercent: number }[] } }>(
      SEND_QUOTE,
      { i: terms },
      { token: sc.hostToken },
    );
    expect(sent.data!.sendQuote.quotes[0]!.middleRefundPercent).toBe(50);
  });

  it.each([-1, 101, 1000])('refuses %i on its field with BAD_USER_INPUT', async (share) => {
    const sc = await scenario(gw);
    const req = await requestFor(sc, inDays(15));
    const res: Res<unknown> = await gw.gql(
      SEND_QUOTE,
      {
        i: {
          ...onlineTerms(req.id, req.ambientLine, inDays(2)),
          depositOnline: false,
          middleRefundPercent: share,
        },
      },
      { token: sc.hostToken },
    );
    expect(res.errors?.[0]).toMatchObject({
      message: quotePricingMessages.middleRefundPercent,
      extensions: { code: 'BAD_USER_INPUT', field: 'middleRefundPercent' },
    });
  });

  it('refuses a share that is not a whole number as a GraphQL Int, never as an internal error', async () => {
    const sc = await scenario(gw);
    const req = await requestFor(sc, inDays(15));
    const res: Res<unknown> = await gw.gql(
      SEND_QUOTE,
      {
        i: {
          ...onlineTerms(req.id, req.ambientLine, inDays(2)),
          depositOnline: false,
          middleRefundPercent: 12.5,
        },
      },
      { token: sc.hostToken },
    );
    expect(res.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    expect(res.errors?.[0]?.extensions?.code).toBeDefined();
  });
});
