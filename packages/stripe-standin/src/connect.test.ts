import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_CARD, postForm, startHarness, type Harness } from './testkit.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
const inHalfAnHour = () => Math.floor(Date.now() / 1000) + 31 * 60;

/** A connected account that finished onboarding through its account link, as a host would. */
async function onboardedAccount(name = 'Villa Rosa') {
  const account = await h.stripe.accounts.create({
    type: 'standard',
    country: 'IT',
    email: 'host@example.it',
  });
  const link = await h.stripe.accountLinks.create({
    account: account.id,
    type: 'account_onboarding',
    refresh_url: 'http://example.test/refresh',
    return_url: 'http://example.test/return',
  });
  const done = await postForm(link.url, {
    action: 'complete',
    business: name,
    iban: 'IT60X0542811101000000123456',
  });
  expect(done.status).toBe(303);
  expect(done.headers.get('location')).toBe('http://example.test/return');
  return { account, link };
}

function depositSession(stripeAccount: string, amount = 30_000) {
  return h.stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'eur', unit_amount: amount, product_data: { name: 'Caparra' } },
          quantity: 1,
        },
      ],
      payment_intent_data: { metadata: { quoteRequestId: 'qr_1' } },
      metadata: { quoteRequestId: 'qr_1' },
      expires_at: inHalfAnHour(),
      success_url: 'http://example.test/ok?s={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://example.test/ko',
    },
    { stripeAccount },
  );
}

const eventsOf = (type: string, account: string) =>
  h.receiver.events.filter((e) => e.type === type && e.account === account);

describe('Stripe stand-in: Connect', () => {
  it('onboards an account through a single-use link and tells the platform with account.updated', async () => {
    const { account, link } = await onboardedAccount();
    expect(account).toMatchObject({ charges_enabled: false, details_submitted: false });
    expect(account.requirements?.currently_due).toContain('external_account');
    await h.standIn.settle();
    const updated = await h.stripe.accounts.retrieve(account.id);
    expect(updated).toMatchObject({ charges_enabled: true, payouts_enabled: true, details_submitted: true });
    expect(updated.business_profile?.name).toBe('Villa Rosa');
    const [event] = eventsOf('account.updated', account.id);
    expect(event?.data.object).toMatchObject({ id: account.id, charges_enabled: true });
    expect(event?.data.previous_attributes).toMatchObject({ charges_enabled: false });
    // Used once: the same link now sends the browser to its refresh URL.
    const again = await fetch(link.url, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('http://example.test/refresh');
  });

  it('leaves the account incomplete when its owner postpones, and gives a dashboard link', async () => {
    const account = await h.stripe.accounts.create({ type: 'standard', country: 'IT' });
    const link = await h.stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: 'http://example.test/refresh',
      return_url: 'http://example.test/return',
    });
    const page = await fetch(link.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Attiva i pagamenti online');
    expect((await postForm(link.url, { action: 'later' })).status).toBe(303);
    expect(await h.stripe.accounts.retrieve(account.id)).toMatchObject({ charges_enabled: false });
    const login = await h.stripe.accounts.createLoginLink(account.id);
    expect((await fetch(login.url)).status).toBe(200);
  });

  it('takes a deposit on the connected account: a declined card first, then a paid one', async () => {
    const { account } = await onboardedAccount();
    const session = await depositSession(account.id);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 30_000,
      payment_status: 'unpaid',
      status: 'open',
    });
    // Objects of a connected account are not the platform's, nor any other account's.
    await expect(h.stripe.checkout.sessions.retrieve(session.id)).rejects.toMatchObject({ statusCode: 404 });
    const other = await onboardedAccount('Altra');
    await expect(
      h.stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount: other.account.id }),
    ).rejects.toMatchObject({ statusCode: 404 });

    const declined = await postForm(session.url ?? '', DECLINED_CARD);
    expect(declined.status).toBe(400);
    await h.standIn.settle();
    const [failed] = eventsOf('payment_intent.payment_failed', account.id);
    expect(failed?.data.object).toMatchObject({
      status: 'requires_payment_method',
      metadata: { quoteRequestId: 'qr_1' },
    });

    const paid = await postForm(session.url ?? '', GOOD_CARD);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://example.test/ok?s=${session.id}`);
    await h.standIn.settle();
    const completed = eventsOf('checkout.session.completed', account.id).find(
      (e) => (e.data.object as Stripe.Checkout.Session).id === session.id,
    );
    expect(completed?.data.object).toMatchObject({
      payment_status: 'paid',
      status: 'complete',
      metadata: { quoteRequestId: 'qr_1' },
    });
    const intentId = (completed?.data.object as Stripe.Checkout.Session).payment_intent as string;
    const intent = await h.stripe.paymentIntents.retrieve(intentId, {}, { stripeAccount: account.id });
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount_received: 30_000,
      id: (failed?.data.object as Stripe.PaymentIntent).id,
    });
    await expect(h.stripe.paymentIntents.retrieve(intentId)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refunds on the connected account, partly then the rest, and never more than was paid', async () => {
    const { account } = await onboardedAccount();
    const session = await depositSession(account.id, 20_000);
    await postForm(session.url ?? '', GOOD_CARD);
    const paid = await h.stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount: account.id });
    const intent = paid.payment_intent as string;
    const other = await onboardedAccount('Altra');
    await expect(
      h.stripe.refunds.create({ payment_intent: intent }, { stripeAccount: other.account.id }),
    ).rejects.toMatchObject({ statusCode: 404 });
    const part = await h.stripe.refunds.create(
      { payment_intent: intent, amount: 5_000 },
      { stripeAccount: account.id },
    );
    expect(part).toMatchObject({ amount: 5_000, status: 'succeeded' });
    await expect(
      h.stripe.refunds.create({ payment_intent: intent, amount: 15_001 }, { stripeAccount: account.id }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'amount' });
    const rest = await h.stripe.refunds.create({ payment_intent: intent }, { stripeAccount: account.id });
    expect(rest.amount).toBe(15_000);
    await h.standIn.settle();
    const refunded = eventsOf('charge.refunded', account.id).map((e) => e.data.object as Stripe.Charge);
    expect(refunded.map((c) => [c.amount_refunded, c.refunded])).toEqual([
      [5_000, false],
      [20_000, true],
    ]);
  });

  it('expires an open session on request, refuses unknown accounts and out-of-range expiries', async () => {
    const { account } = await onboardedAccount();
    const session = await depositSession(account.id);
    const expired = await h.stripe.checkout.sessions.expire(session.id, {}, { stripeAccount: account.id });
    expect(expired.status).toBe('expired');
    await h.standIn.settle();
    expect(
      eventsOf('checkout.session.expired', account.id).map(
        (e) => (e.data.object as Stripe.Checkout.Session).id,
      ),
    ).toContain(session.id);
    await expect(
      h.stripe.checkout.sessions.expire(session.id, {}, { stripeAccount: account.id }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(depositSession('acct_unknown')).rejects.toMatchObject({
      statusCode: 403,
      code: 'account_invalid',
    });
    await expect(
      h.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              price_data: { currency: 'eur', unit_amount: 1_000, product_data: { name: 'Caparra' } },
              quantity: 1,
            },
          ],
          expires_at: Math.floor(Date.now() / 1000) + 60,
        },
        { stripeAccount: account.id },
      ),
    ).rejects.toMatchObject({ statusCode: 400, param: 'expires_at' });
  });
});
