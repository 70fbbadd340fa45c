import { attachCard, createCustomer, getCustomer, setDefaultCard, type CardDetails } from './customers.js';
import {
  int,
  invalid,
  metadataOf,
  missing,
  obj,
  objectList,
  str,
  stringList,
  type ParamObject,
} from './params.js';
import { openSession } from './openSession.js';
import { newId, nowSeconds } from './store.js';
import { checkCoupons, invoiceAmounts, taxRatesOf } from './pricing.js';
import type { Billing } from './billing.js';
import { createSubscription, nowFor } from './subscriptions.js';
import { completePaymentCheckout, createPaymentCheckout } from './payments.js';
import type { PortalSessionObject, SetupIntentObject, StoredCheckout } from './types.js';

const SESSION_LIFETIME_S = 24 * 60 * 60;

export function couponsOf(params: ParamObject): string[] {
  return objectList(params['discounts'])
    .map((discount) => str(discount, 'coupon'))
    .filter((coupon): coupon is string => coupon !== undefined && coupon !== '');
}

export function getCheckout(billing: Billing, id: string): StoredCheckout {
  const stored = billing.store.state.checkouts[id];
  if (!stored) throw missing('checkout.session', id);
  // Expiry is evaluated on read: nothing runs in the background to flip it.
  if (stored.session.status === 'open' && stored.session.expires_at <= nowSeconds()) {
    stored.session.status = 'expired';
    stored.session.url = null;
  }
  return stored;
}

export function createCheckout(
  billing: Billing,
  params: ParamObject,
  account: string | null = null,
): StoredCheckout {
  const { store } = billing;
  const mode = str(params, 'mode');
  if (mode === 'payment') return createPaymentCheckout(billing, params, account);
  if (account) throw invalid('Subscriptions and setup on connected accounts are not supported here.', 'mode');
  if (mode !== 'subscription' && mode !== 'setup') {
    throw invalid(mode ? `Invalid mode: ${mode}` : 'Missing required param: mode.', 'mode');
  }
  const customer = str(params, 'customer') || null;
  if (customer) getCustomerOrParam(billing, customer);
  const line = objectList(params['line_items'])[0];
  let price: string | null = null;
  let quantity = 1;
  if (mode === 'subscription') {
    price = line ? (str(line, 'price') ?? null) : null;
    if (!price) throw invalid('Missing required param: line_items[0][price].', 'line_items[0][price]');
    if (!store.prices.has(price)) throw invalid(`No such price: '${price}'`, 'line_items[0][price]');
    quantity = line ? (int(line, 'quantity') ?? 1) : 1;
  }
  const methodTypes = stringList(params['payment_method_types']);
  const currency = str(params, 'currency') ?? (price ? (store.prices.get(price)?.currency ?? null) : null);
  if (mode === 'setup' && !currency && methodTypes.length === 0) {
    throw invalid('In setup mode, currency or payment_method_types is required.', 'currency');
  }
  const subscriptionData = obj(params, 'subscription_data') ?? {};
  const trialEnd = int(subscriptionData, 'trial_end') ?? null;
  const customerNow = customer ? nowFor(billing, customer) : nowSeconds();
  if (trialEnd !== null && trialEnd <= customerNow) {
    throw invalid('trial_end must be in the future.', 'subscription_data[trial_end]');
  }
  const discounts = couponsOf(params);
  checkCoupons(store, discounts, 'discounts');
  const taxRates = stringList(subscriptionData['default_tax_rates']);
  taxRatesOf(store, taxRates, 'subscription_data[default_tax_rates]');
  const now = nowSeconds();
  const id = newId('cs_test_');
  const totals = price ? sessionTotals(billing, price, quantity, discounts, taxRates) : null;
  const stored: StoredCheckout = {
    session: {
      ...openSession(billing, params, id, now),
      mode,
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      customer,
      customer_email: null,
      expires_at: now + SESSION_LIFETIME_S,
      currency: currency ?? null,
      amount_subtotal: totals ? totals.subtotal : null,
      // Nothing is charged today during a trial.
      amount_total: totals ? (trialEnd !== null ? 0 : totals.total) : null,
      payment_method_types: methodTypes.length > 0 ? methodTypes : ['card'],
    },
    request: {
      price,
      quantity,
      trialEnd,
      subscriptionMetadata: metadataOf(obj(subscriptionData, 'metadata'), 'subscription_data[metadata]'),
      setupMetadata: metadataOf(
        obj(obj(params, 'setup_intent_data') ?? {}, 'metadata'),
        'setup_intent_data[metadata]',
      ),
      discounts,
      taxRates,
    },
  };
  store.state.checkouts[id] = stored;
  store.save();
  return stored;
}

/**
 * What the first paid period costs, as its invoice will say: the price with the session's coupons and
 * tax rates, computed as the invoice will be.
 */
export function sessionTotals(
  billing: Billing,
  priceId: string,
  quantity: number,
  coupons: string[],
  taxRates: string[],
) {
  const { store } = billing;
  const price = store.price(priceId);
  return invoiceAmounts(store.state.coupons, {
    currency: price.currency,
    items: [{ price, quantity }],
    discounts: coupons.map((coupon, i) => ({
      id: `di_preview_${i}`,
      object: 'discount',
      checkout_session: null,
      customer: '',
      end: null,
      invoice: null,
      invoice_item: null,
      promotion_code: null,
      source: { type: 'coupon', coupon },
      start: 0,
      subscription: null,
      subscription_item: null,
    })),
    taxRates: taxRatesOf(store, taxRates, 'subscription_data[default_tax_rates]'),
  });
}

function getCustomerOrParam(billing: Billing, id: string): void {
  if (!billing.store.state.customers[id]) throw invalid(`No such customer: '${id}'`, 'customer');
}

/**
 * What Stripe does when the buyer submits Checkout: card attached and made the default, then the
 * subscription or setup intent, then the session completes; webhooks follow in that order.
 */
export function completeCheckout(billing: Billing, id: string, card: CardDetails): StoredCheckout {
  const stored = getCheckout(billing, id);
  const { session, request } = stored;
  if (session.status !== 'open') return stored;
  if (session.mode === 'payment') {
    completePaymentCheckout(billing, stored, card);
    return stored;
  }
  const customerId = session.customer ?? createCustomer(billing, card.holder ? { name: card.holder } : {}).id;
  session.customer = customerId;
  const method = attachCard(billing, customerId, card);
  setDefaultCard(billing, customerId, method.id, false);
  if (session.mode === 'subscription' && request.price) {
    const subscription = createSubscription(billing, {
      customer: customerId,
      price: request.price,
      quantity: request.quantity,
      paymentMethod: method.id,
      trialEnd: request.trialEnd,
      metadata: request.subscriptionMetadata,
      discounts: request.discounts,
      taxRates: taxRatesOf(billing.store, request.taxRates ?? [], 'default_tax_rates'),
      checkoutSession: session.id,
    });
    session.subscription = subscription.id;
    session.payment_status = subscription.status === 'trialing' ? 'no_payment_required' : 'paid';
  } else {
    const intent: SetupIntentObject = {
      id: newId('seti_'),
      object: 'setup_intent',
      created: nowSeconds(),
      livemode: false,
      customer: customerId,
      payment_method: method.id,
      payment_method_types: ['card'],
      metadata: { ...request.setupMetadata },
      status: 'succeeded',
      usage: 'off_session',
    };
    billing.store.state.setupIntents[intent.id] = intent;
    billing.webhooks.emit('setup_intent.succeeded', intent);
    session.setup_intent = intent.id;
    session.payment_status = 'no_payment_required';
  }
  session.status = 'complete';
  session.url = null;
  billing.store.save();
  billing.webhooks.emit('checkout.session.completed', session, {
    ...(session.subscription ? { subject: session.subscription } : {}),
  });
  return stored;
}

export function createPortal(billing: Billing, params: ParamObject): PortalSessionObject {
  const customer = str(params, 'customer');
  if (!customer) throw invalid('Missing required param: customer.', 'customer');
  getCustomerOrParam(billing, customer);
  const id = newId('bps_');
  const portal: PortalSessionObject = {
    id,
    object: 'billing_portal.session',
    created: nowSeconds(),
    livemode: false,
    customer,
    return_url: str(params, 'return_url') ?? null,
    url: `${billing.pagesBaseUrl()}/portal/${id}`,
  };
  billing.store.state.portals[id] = portal;
  billing.store.save();
  return portal;
}

export function getPortal(billing: Billing, id: string): PortalSessionObject {
  const portal = billing.store.state.portals[id];
  if (!portal) throw missing('billing_portal.session', id);
  getCustomer(billing, portal.customer);
  return portal;
}
