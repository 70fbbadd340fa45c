import express from 'express';
import Stripe from 'stripe';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { processedWebhookEvents } from '../../db/schema/index.js';
import type { PubSub } from '../../pubsub.js';
import type { OutboxWorker } from '../../outbox/worker.js';
import { cancellationEffectiveAt } from '@festalocation/domain/billing';
import { isUnavailable, UNAVAILABLE_CODE, UNAVAILABLE_MESSAGE } from '../../errors.js';
import { sendRefusal } from '../../httpErrors.js';
import { billingMessages, requestMessages } from '@festalocation/domain/messages';
import { afterCommit } from '../notifications/events.js';
import {
  applyCard,
  applyCheckout,
  applyInvoice,
  applySubscription,
  type Applied,
  type CardSummary,
} from './apply.js';
import type { PaymentProvider } from './provider.js';
import type { CancellationWorker } from './cancellations.js';
import { WEBHOOK_PATH } from './provider.js';
import { parseWebhookEvent, type WebhookEvent, type WebhookRef } from './webhookEvents.js';
import { applyAccountUpdate } from '../deposits/accounts.js';
import { applyDepositFailed, applyDepositRefunded, applyDepositSession } from '../deposits/payments.js';

const refId = (v: WebhookRef) => (typeof v === 'string' ? v : (v?.id ?? null));

export interface WebhookDeps {
  db: Db;
  billing: PaymentProvider;
  logger: Logger;
  pubsub: PubSub;
  outbox?: OutboxWorker;
  publicUrl: string;
  /** Billing's task worker: kicked when an event leaves a deposit refund to make. */
  cancellations?: CancellationWorker;
}

const cardOf = (pm: { card?: CardSummary | null } | null | undefined): CardSummary | null =>
  pm?.card ? { brand: pm.card.brand, last4: pm.card.last4 } : null;

/**
 * Provider reads an event needs, done before its transaction (no network call holds a database lock):
 * the card behind a subscription or a saved setup, and, for a saved setup, making that card the
 * customer's default so the subscription started on approval charges it.
 */
async function prepare(stripe: Stripe, event: WebhookEvent): Promise<CardSummary | null> {
  if (event.kind === 'subscription') {
    const pm = event.object.default_payment_method;
    if (!pm) return null;
    return typeof pm === 'string' ? cardOf(await stripe.paymentMethods.retrieve(pm)) : cardOf(pm);
  }
  if (event.kind === 'checkout') {
    const session = event.object;
    const intentId = refId(session.setup_intent);
    if (session.mode !== 'setup' || !intentId) return null;
    const intent = await stripe.setupIntents.retrieve(intentId, { expand: ['payment_method'] });
    const pm = intent.payment_method;
    const customer = refId(session.customer);
    if (pm && customer) {
      const pmId = typeof pm === 'string' ? pm : pm.id;
      await stripe.customers.update(customer, { invoice_settings: { default_payment_method: pmId } });
    }
    return pm && typeof pm !== 'string' ? cardOf(pm) : null;
  }
  if (event.kind === 'card') return cardOf(event.object);
  return null;
}

async function apply(deps: WebhookDeps, event: WebhookEvent, card: CardSummary | null) {
  const eventAt = new Date(event.created * 1000);
  return deps.db.transaction(async (tx): Promise<Applied | null> => {
    // The event's id is recorded with its effect: a redelivery finds it and changes nothing.
    const [fresh] = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return null;
    switch (event.kind) {
      case 'subscription':
        return applySubscription(tx, deps.publicUrl, event.object, eventAt, card);
      case 'invoice':
        return applyInvoice(tx, deps.publicUrl, event.object, eventAt, event.paid);
      case 'checkout':
        return applyCheckout(tx, event.object, card);
      case 'card':
        return card
          ? applyCard(tx, refId(event.object.customer), card)
          : { outcome: 'unmatched', notifications: [] };
      case 'connectAccount':
        return applyAccountUpdate(tx, event.object, eventAt);
      case 'depositSession':
        return applyDepositSession(tx, deps.publicUrl, event.account, event.object, event.paid);
      case 'depositFailed':
        return applyDepositFailed(tx, event.account, event.object);
      case 'depositRefunded':
        return applyDepositRefunded(tx, deps.publicUrl, event.account, event.object);
      case 'other':
        return { outcome: 'unmatched', notifications: [] };
    }
  });
}

/**
 * Host terms: notice at least 30 days before the yearly expiry, or the subscription renews. A cancellation
 * asked for (in the Billing Portal) to end sooner than that is moved to the first expiry it may take
 * effect at; the update comes back as one more event, which then finds nothing to move.
 */
async function enforceCancellationTerms(stripe: Stripe, event: WebhookEvent): Promise<void> {
  if (event.kind !== 'subscription' || event.type !== 'customer.subscription.updated') return;
  const s = event.object;
  if (s.status !== 'active' && s.status !== 'trialing') return;
  const periodEnd = s.items.data[0]?.current_period_end;
  const requested = s.cancel_at ?? (s.cancel_at_period_end ? periodEnd : null);
  if (!requested) return;
  const allowed = cancellationEffectiveAt(
    new Date(s.start_date * 1000),
    new Date(),
    new Date(requested * 1000),
  );
  const allowedSeconds = Math.floor(allowed.getTime() / 1000);
  if (allowedSeconds <= requested) return;
  await stripe.subscriptions.update(
    s.id,
    { cancel_at: allowedSeconds, proration_behavior: 'none' },
    { idempotencyKey: `cancel-terms-${s.id}-${allowedSeconds}` },
  );
}

/** An event verified with the Connect endpoint's secret. */
class ConnectEvent {
  constructor(readonly raw: unknown) {}
}

function verified(
  stripe: Stripe,
  body: Buffer,
  signature: string,
  secret: string,
  connectSecret: string | null,
): unknown {
  try {
    return stripe.webhooks.constructEvent(body, signature, secret);
  } catch (err) {
    if (!connectSecret || !(err instanceof Stripe.errors.StripeSignatureVerificationError)) throw err;
    return new ConnectEvent(stripe.webhooks.constructEvent(body, signature, connectSecret));
  }
}

/** The signed timestamp (`t=`) of a Stripe-Signature header, in seconds. */
const signedAt = (header: string) => Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1] ?? NaN);

/**
 * POST /webhooks/stripe: the raw body, its signature checked with the endpoint secret, each event applied
 * once in one transaction with its effect. A failure on our side answers 500 (503 while the database is
 * away) and records nothing, so the provider retries; a bad or missing signature, a timestamp outside the
 * SDK's tolerance either way, or a signed event we cannot read answers 400, logged, and changes nothing.
 */
export function mountStripeWebhook(app: express.Express, deps: WebhookDeps): void {
  app.post(WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const { stripe, webhookSecret } = deps.billing;
    if (!stripe || !webhookSecret) {
      sendRefusal(req, res, { status: 503, code: UNAVAILABLE_CODE, message: billingMessages.unavailable });
      return;
    }
    // The message is the provider's diagnostic (its delivery log shows it), not a text for people.
    const refuse = (error: string, log: Record<string, unknown>) => {
      deps.logger.warn(log, 'webhook event refused');
      sendRefusal(req, res, { status: 400, code: 'BAD_REQUEST', message: error });
    };
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
      refuse('missing signature', { reason: 'no Stripe-Signature header' });
      return;
    }
    let raw: unknown;
    // Platform events are signed with the endpoint's secret, events of hosts' own accounts with the Connect
    // endpoint's: which secret verifies tells the two apart (an event cannot pass for the other kind).
    let connect = false;
    try {
      // The SDK refuses a timestamp older than its default tolerance; a future one is refused below.
      raw = verified(stripe, req.body, signature, webhookSecret, deps.billing.connectWebhookSecret);
      connect = raw instanceof ConnectEvent;
      if (raw instanceof ConnectEvent) raw = raw.raw;
    } catch (err) {
      if (err instanceof Stripe.errors.StripeSignatureVerificationError)
        refuse('invalid signature', { reason: err.message.slice(0, 200) });
      else refuse('malformed event', { reason: 'body is not JSON' });
      return;
    }
    const ahead = signedAt(signature) - Math.floor(Date.now() / 1000);
    if (!(ahead <= stripe.webhooks.DEFAULT_TOLERANCE)) {
      refuse('invalid signature', { reason: 'timestamp outside the tolerance zone', aheadSeconds: ahead });
      return;
    }
    const parsed = parseWebhookEvent(raw, connect);
    if (!parsed.ok) {
      const head = raw as { id?: unknown; type?: unknown };
      refuse('malformed event', {
        reason: parsed.reason,
        eventId: typeof head.id === 'string' ? head.id.slice(0, 100) : undefined,
        type: typeof head.type === 'string' ? head.type.slice(0, 100) : undefined,
      });
      return;
    }
    const { event } = parsed;
    try {
      const card = await prepare(stripe, event);
      const applied = await apply(deps, event, card);
      if (applied) afterCommit(deps, applied.notifications);
      if (applied?.outcome === 'applied' && event.kind === 'depositSession') deps.cancellations?.kick();
      res.json({ received: true, outcome: applied?.outcome ?? 'duplicate' });
      // After the answer: the provider's own queue may be waiting on this response.
      if (applied?.outcome === 'applied')
        enforceCancellationTerms(stripe, event).catch((err: unknown) =>
          deps.logger.warn(
            { eventId: event.id, err: err instanceof Error ? err.message.slice(0, 300) : 'unknown' },
            'cancellation terms not applied',
          ),
        );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      deps.logger[isUnavailable(err) ? 'warn' : 'error'](
        { eventId: event.id, type: event.type, err: message.slice(0, 300) },
        'webhook event not applied',
      );
      sendRefusal(
        req,
        res,
        isUnavailable(err)
          ? { status: 503, code: UNAVAILABLE_CODE, message: UNAVAILABLE_MESSAGE }
          : { status: 500, code: 'INTERNAL_SERVER_ERROR', message: requestMessages.internal },
      );
    }
  });
}
