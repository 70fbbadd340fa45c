import type { TestGateway } from '../../test/harness.js';
import { onGateway, standInOf } from '../billing/testing.js';

export const START_ONBOARDING = `mutation { startDepositOnboarding { url } }`;

/** The host connects a Stripe account and completes the stand-in's onboarding, as in the browser. */
export async function onboardHost(gw: TestGateway, hostToken: string): Promise<void> {
  const res = await gw.gql<{ startDepositOnboarding: { url: string } }>(
    START_ONBOARDING,
    {},
    { token: hostToken },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  const link = onGateway(gw, res.data.startDepositOnboarding.url);
  const done = await fetch(link, {
    method: 'POST',
    body: new URLSearchParams({ action: 'complete', business: 'Villa Rosa' }),
    redirect: 'manual',
  });
  if (done.status !== 303) throw new Error(`onboarding answered ${done.status}`);
  await standInOf(gw).settle();
}

/** Submits the stand-in's payment page with a card; returns the HTTP status (303 paid, 400 refused). */
export async function payPage(gw: TestGateway, url: string, number = '4242 4242 4242 4242'): Promise<number> {
  const res = await fetch(onGateway(gw, url), {
    method: 'POST',
    body: new URLSearchParams({ number, exp: '12/34', cvc: '123', name: 'Giulia Ospite' }),
    redirect: 'manual',
  });
  await standInOf(gw).settle();
  return res.status;
}

export const SEND_QUOTE = `mutation ($i: SendQuoteInput!) { sendQuote(input: $i) { id status quotes { middleRefundPercent } } }`;
export const START_PAY = `mutation ($id: ID!, $v: Int!) { startDepositPayment(quoteRequestId: $id, version: $v) { url } }`;
export const CANCEL_BOOKING = `mutation ($id: ID!, $r: String!) { cancelBooking(quoteRequestId: $id, reason: $r) { id status } }`;

/** A 1.210,00 € quote (1.100,00 € + 10 % IVA) with a 30 % deposit paid online: 363,00 €. */
export function onlineTerms(id: string, ambientLine: string, validUntil: string, extra: object = {}) {
  return {
    quoteRequestId: id,
    guests: 20,
    lines: [
      {
        kind: 'AMBIENT',
        sourceId: ambientLine,
        label: 'Sala Grande',
        pricing: 'FLAT',
        unitPriceCents: 110_000,
      },
    ],
    vatRate: 10,
    vatMode: 'EXCLUDED',
    deposit: { percent: 30 },
    depositOnline: true,
    validUntil,
    ...extra,
  };
}

/** The guest opens the payment page of version 1 and pays it; the booking is then confirmed. */
export async function payDeposit(gw: TestGateway, requestId: string, guestToken: string): Promise<void> {
  const res = await gw.gql<{ startDepositPayment: { url: string } }>(
    START_PAY,
    { id: requestId, v: 1 },
    { token: guestToken },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  const status = await payPage(gw, res.data.startDepositPayment.url);
  if (status !== 303) throw new Error(`payment page answered ${status}`);
}
