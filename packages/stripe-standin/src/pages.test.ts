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

const SUCCESS = 'http://example.test/ok?session={CHECKOUT_SESSION_ID}';

async function subscriptionSession(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  const customer = await h.stripe.customers.create({ email: `${Math.random()}@example.it` });
  const session = await h.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: 'price_year', quantity: 1 }],
    success_url: SUCCESS,
    cancel_url: 'http://example.test/annullato',
    client_reference_id: 'loc_1',
    subscription_data: { metadata: { locationId: 'loc_1' } },
    discounts: [{ coupon: 'FOUNDERS' }],
    ...extra,
  });
  return { customer, session, url: session.url ?? '' };
}

describe('hosted checkout page', () => {
  it('shows the plan and a labelled card form with no inline script or style', async () => {
    const trialEnd = Date.UTC(2099, 0, 31, 12) / 1000;
    const { url } = await subscriptionSession({ subscription_data: { trial_end: trialEnd } });
    const response = await fetch(url);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<h1>Pagamento di prova</h1>');
    expect(html).toContain('Abbonamento annuale');
    expect(html).toMatch(/290,00\s€/);
    expect(html).toContain('Gratis fino al 31/01/2099');
    expect(html).toContain('<label for="card-number">Numero della carta</label>');
    expect(html).toContain('value="4242 4242 4242 4242"');
    expect(html).toContain('>Paga</button>');
    expect(html).toContain('href="http://example.test/annullato">Annulla</a>');
    expect(html).not.toMatch(/<script|<style/);
    const css = await fetch(`${h.pagesBase}/standin.css`);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
  });

  it('pays a subscription: events in order, one year, then redirects with the session id', async () => {
    const { customer, session, url } = await subscriptionSession();
    const before = h.receiver.events.length;
    const response = await postForm(url, GOOD_CARD);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://example.test/ok?session=${session.id}`);
    // The page waited for the deliveries: no settle() needed here.
    const events = h.receiver.events.slice(before);
    expect(events.map((e) => e.type)).toEqual([
      'payment_method.attached',
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    expect(h.receiver.rejected).toBe(0);
    const completed = events[3]?.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ status: 'complete', customer: customer.id, payment_status: 'paid' });
    const subscription = h.standIn.subscription(String(completed.subscription));
    expect(subscription).toMatchObject({
      status: 'active',
      metadata: { locationId: 'loc_1' },
      discounts: [expect.stringMatching(/^di_/)],
    });
    const item = subscription?.items.data[0];
    const start = new Date((item?.current_period_start ?? 0) * 1000);
    const end = new Date((item?.current_period_end ?? 0) * 1000);
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);
    expect([end.getUTCMonth(), end.getUTCDate()]).toEqual([start.getUTCMonth(), start.getUTCDate()]);
    const invoice = events[2]?.data.object as Stripe.Invoice;
    // The founders' 10% off, as a discount on the invoice.
    expect(invoice).toMatchObject({
      subtotal: 29000,
      amount_paid: 26100,
      total_discount_amounts: [{ amount: 2900, discount: subscription?.discounts[0] }],
      billing_reason: 'subscription_create',
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription?.id);

    const again = await postForm(url, GOOD_CARD);
    await h.standIn.settle();
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`http://example.test/ok?session=${session.id}`);
    expect(h.receiver.events.length).toBe(before + 4);
    expect(await (await fetch(url)).text()).toContain('Il pagamento è stato completato.');
  });

  it('declines 4000000000000002 and rejects a bad number without creating anything', async () => {
    const { customer, url } = await subscriptionSession();
    const before = h.receiver.events.length;
    const declined = await postForm(url, { ...GOOD_CARD, number: '4000 0000 0000 0002' });
    const declinedHtml = await declined.text();
    expect(declined.status).toBe(400);
    expect(declinedHtml).toContain('role="alert">La carta è stata rifiutata.</p>');
    const bad = await postForm(url, { ...GOOD_CARD, number: '4242 4242 4242 4241' });
    const badHtml = await bad.text();
    expect(badHtml).toContain('role="alert">Numero della carta non valido.</p>');
    expect(badHtml).toMatch(/id="card-number"[^>]*aria-invalid="true" aria-describedby="card-error"/);
    expect(badHtml).toContain('value="4242 4242 4242 4241"');
    await h.standIn.settle();
    expect(h.receiver.events.length).toBe(before);
    expect(h.standIn.customer(customer.id)?.invoice_settings.default_payment_method).toBeNull();
  });

  it('escapes what it shows', async () => {
    const { url } = await subscriptionSession({ cancel_url: 'http://example.test/?a="><b>x' });
    const html = await (await fetch(url)).text();
    expect(html).toContain('href="http://example.test/?a=&quot;&gt;&lt;b&gt;x"');
    const bad = await postForm(url, { ...GOOD_CARD, number: '<i>1' });
    expect(await bad.text()).toContain('value="&lt;i&gt;1"');
  });

  it('answers an unknown session with a page', async () => {
    const response = await fetch(`${h.pagesBase}/checkout/cs_test_nope`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Sessione non trovata');
  });
});

describe('hosted billing portal', () => {
  it('cancels at period end, reactivates and changes the card', async () => {
    const { customer, url } = await subscriptionSession();
    await postForm(url, GOOD_CARD);
    const portal = await h.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://example.test/account',
    });
    expect(portal.url).toBe(`${h.pagesBase}/portal/${portal.id}`);
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('<h1>Gestione abbonamento (prova)</h1>');
    expect(page).toContain('<dd>Attivo</dd>');
    expect(page).toContain('Visa •••• 4242');
    expect(page).toContain('href="http://example.test/account">Torna a Festalocation</a>');
    const subscriptionId = /name="subscription" value="(sub_[0-9A-Za-z]+)"/.exec(page)?.[1] ?? '';

    const before = h.receiver.events.length;
    const cancel = await postForm(`${portal.url}/cancel`, { subscription: subscriptionId });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`/dev/stripe/portal/${portal.id}`);
    const updated = h.receiver.events[before];
    expect(updated?.type).toBe('customer.subscription.updated');
    expect(updated?.data.object).toMatchObject({
      id: subscriptionId,
      cancel_at_period_end: true,
      status: 'active',
    });
    expect(updated?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    const scheduled = await (await fetch(portal.url)).text();
    expect(scheduled).toMatch(/Terminerà il \d{2}\/\d{2}\/\d{4}/);
    expect(scheduled).toContain('Riattiva abbonamento');

    await postForm(`${portal.url}/reactivate`, { subscription: subscriptionId });
    expect(h.standIn.subscription(subscriptionId)).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
    });

    const card = await postForm(`${portal.url}/card`, { ...GOOD_CARD, number: '5555 5555 5555 4444' });
    expect(card.status).toBe(303);
    expect(h.types().slice(-2)).toEqual(['payment_method.attached', 'customer.updated']);
    expect(await (await fetch(portal.url)).text()).toContain('Mastercard •••• 4444');
  });
});
