/**
 * One-off payments on a connected account (direct charges): Checkout in payment mode, the payment intent and
 * charge it makes, refunds, and the events a Connect endpoint gets for them (each carrying `account`).
 */
import type { Billing } from './billing.js';
import type { CardDetails } from './customers.js';
import { owned } from './connect.js';
import type { ChargeObject, PaymentIntentObject, RefundObject } from './connectTypes.js';
import { int, invalid, metadataOf, obj, objectList, str, type ParamObject } from './params.js';
import { openSession } from './openSession.js';
import { newId, nowSeconds } from './store.js';
import type { StoredCheckout } from './types.js';

/** Checkout lets a session expire between 30 minutes and 24 hours after it is made. */
const EXPIRY_MIN_S = 30 * 60;
const EXPIRY_MAX_S = 24 * 60 * 60;

/** A payment-mode session: one line with inline price data, as the gateway sends a deposit. */
export function createPaymentCheckout(
  billing: Billing,
  params: ParamObject,
  account: string | null,
): StoredCheckout {
  const line = objectList(params['line_items'])[0];
  const priceData = line ? obj(line, 'price_data') : undefined;
  if (!line || !priceData) {
    throw invalid('Missing required param: line_items[0][price_data].', 'line_items[0][price_data]');
  }
  const currency = str(priceData, 'currency');
  if (!currency) throw invalid('Missing required param: line_items[0][price_data][currency].', 'currency');
  const unitAmount = int(priceData, 'unit_amount');
  if (unitAmount === undefined || unitAmount < 50) {
    throw invalid(
      'The Checkout Session total must be at least €0.50.',
      'line_items[0][price_data][unit_amount]',
    );
  }
  const name = str(obj(priceData, 'product_data') ?? {}, 'name');
  if (!name)
    throw invalid(
      'Missing required param: product_data[name].',
      'line_items[0][price_data][product_data][name]',
    );
  const quantity = int(line, 'quantity') ?? 1;
  const intentData = obj(params, 'payment_intent_data') ?? {};
  const applicationFee = int(intentData, 'application_fee_amount') ?? null;
  if (applicationFee !== null && !account) {
    throw invalid(
      'Can only apply an application_fee_amount when the request is made on behalf of another account.',
      'payment_intent_data[application_fee_amount]',
    );
  }
  const now = nowSeconds();
  const expiresAt = int(params, 'expires_at') ?? now + EXPIRY_MAX_S;
  if (expiresAt < now + EXPIRY_MIN_S || expiresAt > now + EXPIRY_MAX_S) {
    throw invalid(
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.',
      'expires_at',
    );
  }
  const id = newId('cs_test_');
  const total = unitAmount * quantity;
  const stored: StoredCheckout = {
    session: {
      ...openSession(billing, params, id, now),
      mode: 'payment',
      payment_status: 'unpaid',
      customer: null,
      customer_email: str(params, 'customer_email') ?? null,
      expires_at: expiresAt,
      currency,
      amount_subtotal: total,
      amount_total: total,
      payment_method_types: ['card'],
    },
    request: {
      price: null,
      quantity,
      trialEnd: null,
      subscriptionMetadata: {},
      setupMetadata: {},
      discounts: [],
      taxRates: [],
    },
    payment: {
      name,
      unitAmount,
      quantity,
      intentMetadata: metadataOf(obj(intentData, 'metadata'), 'payment_intent_data[metadata]'),
      description: str(intentData, 'description') ?? null,
      applicationFee,
      receiptEmail: str(params, 'customer_email') ?? null,
    },
  };
  billing.store.state.checkouts[id] = stored;
  if (account) billing.store.state.connect.owners[id] = account;
  billing.store.save();
  return stored;
}

function accountOf(billing: Billing, id: string): string | undefined {
  return billing.store.state.connect.owners[id];
}

function emitFor(billing: Billing, type: string, object: { id: string }, subject: string, account?: string) {
  billing.webhooks.emit(type, object, { subject, ...(account ? { account } : {}) });
}

function intentFor(billing: Billing, stored: StoredCheckout): PaymentIntentObject {
  const { session, payment } = stored;
  const existing = session.payment_intent
    ? billing.store.state.connect.paymentIntents[session.payment_intent]
    : undefined;
  if (existing) return existing;
  const intent: PaymentIntentObject = {
    id: newId('pi_'),
    object: 'payment_intent',
    amount: session.amount_total ?? 0,
    amount_received: 0,
    currency: session.currency ?? 'eur',
    created: nowSeconds(),
    livemode: false,
    status: 'requires_payment_method',
    latest_charge: null,
    metadata: { ...(payment?.intentMetadata ?? {}) },
    description: payment?.description ?? null,
    application_fee_amount: payment?.applicationFee ?? null,
    receipt_email: payment?.receiptEmail ?? null,
    last_payment_error: null,
  };
  const { connect } = billing.store.state;
  connect.paymentIntents[intent.id] = intent;
  const account = accountOf(billing, session.id);
  if (account) connect.owners[intent.id] = account;
  session.payment_intent = intent.id;
  return intent;
}

/** The buyer's card was declined: the intent records it, the session stays open for another try. */
export function failPaymentCheckout(billing: Billing, stored: StoredCheckout): void {
  const intent = intentFor(billing, stored);
  intent.last_payment_error = {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  };
  billing.store.save();
  emitFor(billing, 'payment_intent.payment_failed', intent, intent.id, accountOf(billing, intent.id));
}

/** The buyer paid: a charge on the connected account, the intent succeeded, the session complete. */
export function completePaymentCheckout(billing: Billing, stored: StoredCheckout, card: CardDetails): void {
  const { session } = stored;
  const intent = intentFor(billing, stored);
  const account = accountOf(billing, intent.id);
  const charge: ChargeObject = {
    id: newId('ch_'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    currency: intent.currency,
    created: nowSeconds(),
    livemode: false,
    paid: true,
    refunded: false,
    status: 'succeeded',
    payment_intent: intent.id,
    metadata: { ...intent.metadata },
    receipt_email: intent.receipt_email ?? (card.holder ? null : null),
    application_fee_amount: intent.application_fee_amount,
  };
  const { connect } = billing.store.state;
  connect.charges[charge.id] = charge;
  if (account) connect.owners[charge.id] = account;
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.latest_charge = charge.id;
  intent.last_payment_error = null;
  session.status = 'complete';
  session.payment_status = 'paid';
  session.url = null;
  billing.store.save();
  emitFor(billing, 'charge.succeeded', charge, intent.id, account);
  emitFor(billing, 'payment_intent.succeeded', intent, intent.id, account);
  emitFor(billing, 'checkout.session.completed', session, intent.id, account);
}

/** `POST /v1/checkout/sessions/:id/expire`: an open session ends at once (the gateway frees its hold). */
export function expireCheckout(billing: Billing, stored: StoredCheckout): StoredCheckout {
  const { session } = stored;
  if (session.status !== 'open') {
    throw invalid(
      `Only Checkout Sessions with a status of open can be expired. This session has a status of ${session.status}.`,
    );
  }
  session.status = 'expired';
  session.url = null;
  billing.store.save();
  emitFor(billing, 'checkout.session.expired', session, session.id, accountOf(billing, session.id));
  return stored;
}

export function createRefund(billing: Billing, params: ParamObject, account: string | null): RefundObject {
  const { connect } = billing.store.state;
  const intentId = str(params, 'payment_intent');
  const chargeId = str(params, 'charge');
  let charge: ChargeObject | undefined;
  if (intentId) {
    const intent = owned(billing, 'payment_intent', connect.paymentIntents[intentId], intentId, account);
    charge = intent.latest_charge ? connect.charges[intent.latest_charge] : undefined;
    if (!charge)
      throw invalid(
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
        'payment_intent',
      );
  } else if (chargeId) {
    charge = owned(billing, 'charge', connect.charges[chargeId], chargeId, account);
  } else {
    throw invalid(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  }
  const remaining = charge.amount - charge.amount_refunded;
  const amount = int(params, 'amount') ?? remaining;
  if (amount <= 0) throw invalid('Invalid positive integer', 'amount');
  if (amount > remaining) {
    throw invalid(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
      'amount',
    );
  }
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  const refund: RefundObject = {
    id: newId('re_'),
    object: 'refund',
    amount,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    currency: charge.currency,
    created: nowSeconds(),
    status: 'succeeded',
    reason: str(params, 'reason') ?? null,
    metadata: metadataOf(obj(params, 'metadata'), 'metadata'),
  };
  connect.refunds[refund.id] = refund;
  if (account) connect.owners[refund.id] = account;
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  billing.store.save();
  billing.webhooks.emit('charge.refunded', charge, {
    previous,
    subject: charge.payment_intent,
    ...(account ? { account } : {}),
  });
  emitFor(billing, 'refund.created', refund, charge.payment_intent, account ?? undefined);
  return refund;
}
