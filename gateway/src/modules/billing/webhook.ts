import express from 'express';
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { processedWebhookEvents } from '../../db/schema/index.js';
import type { PubSub } from '../../pubsub.js';
import type { OutboxWorker } from '../../outbox/worker.js';
import { cancellationEffectiveAt } from '../../../../domain/billing.js';
import { isUnavailable } from '../../errors.js';
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
import { WEBHOOK_PATH } from './provider.js';

export interface WebhookDeps {
  db: Db;
  billing: PaymentProvider;
  logger: Logger;
  pubsub: PubSub;
  outbox?: OutboxWorker;
  publicUrl: string;
}

const cardOf = (pm: Stripe.PaymentMethod | null | undefined): CardSummary | null =>
  pm?.card ? { brand: pm.card.brand, last4: pm.card.last4 } : null;

/**
 * Provider reads an event needs, done before its transaction (no network call holds a database lock):
 * the card behind a subscription or a saved setup, and, for a saved setup, making that card the
 * customer's default so the subscription started on approval charges it.
 */
async function prepare(stripe: Stripe, event: Stripe.Event): Promise<CardSummary | null> {
  const obj = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) {
    const pm = (obj as unknown as Stripe.Subscription).default_payment_method;
    if (!pm) return null;
    return typeof pm === 'string' ? cardOf(await stripe.paymentMethods.retrieve(pm)) : cardOf(pm);
  }
  if (event.type === 'checkout.session.completed') {
    const session = obj as unknown as Stripe.Checkout.Session;
    if (session.mode !== 'setup' || !session.setup_intent) return null;
    const intentId =
      typeof session.setup_intent === 'string' ? session.setup_intent : session.setup_intent.id;
    const intent = await stripe.setupIntents.retrieve(intentId, { expand: ['payment_method'] });
    const pm = intent.payment_method;
    const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id;
    if (pm && customer) {
      const pmId = typeof pm === 'string' ? pm : pm.id;
      await stripe.customers.update(customer, { invoice_settings: { default_payment_method: pmId } });
    }
    return pm && typeof pm !== 'string' ? cardOf(pm) : null;
  }
  if (event.type === 'payment_method.attached') return cardOf(obj as unknown as Stripe.PaymentMethod);
  return null;
}

async function apply(deps: WebhookDeps, event: Stripe.Event, card: CardSummary | null) {
  const eventAt = new Date(event.created * 1000);
  return deps.db.transaction(async (tx): Promise<Applied | null> => {
    // The event's id is recorded with its effect: a redelivery finds it and changes nothing.
    const [fresh] = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return null;
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return applySubscription(tx, deps.publicUrl, event.data.object, eventAt, card);
      case 'invoice.paid':
        return applyInvoice(tx, deps.publicUrl, event.data.object, eventAt, true);
      case 'invoice.payment_failed':
        return applyInvoice(tx, deps.publicUrl, event.data.object, eventAt, false);
      case 'checkout.session.completed':
        return applyCheckout(tx, event.data.object, card);
      case 'payment_method.attached': {
        const pm = event.data.object;
        const customer = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null);
        return card ? applyCard(tx, customer, card) : { outcome: 'unmatched', notifications: [] };
      }
      default:
        // Acknowledged and recorded, so the provider stops sending it; nothing of ours depends on it.
        return { outcome: 'unmatched', notifications: [] };
    }
  });
}

/**
 * Host terms: notice at least 30 days before the yearly expiry, or the subscription renews. A cancellation
 * asked for (in the Billing Portal) to end sooner than that is moved to the first expiry it may take
 * effect at; the update comes back as one more event, which then finds nothing to move.
 */
async function enforceCancellationTerms(stripe: Stripe, event: Stripe.Event): Promise<void> {
  if (event.type !== 'customer.subscription.updated') return;
  const s = event.data.object;
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

/**
 * POST /webhooks/stripe: the raw body, its signature checked with the endpoint secret, each event applied
 * once in one transaction with its effect. A failure answers 500 and records nothing, so the provider
 * retries; a bad or missing signature answers 400 and changes nothing.
 */
export function mountStripeWebhook(app: express.Express, deps: WebhookDeps): void {
  app.post(WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const { stripe, webhookSecret } = deps.billing;
    if (!stripe || !webhookSecret) {
      res.status(503).json({ error: 'payments unavailable' });
      return;
    }
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
      res.status(400).json({ error: 'missing signature' });
      return;
    }
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(req.body, signature, webhookSecret);
    } catch {
      res.status(400).json({ error: 'invalid signature' });
      return;
    }
    try {
      const card = await prepare(stripe, event);
      const applied = await apply(deps, event, card);
      if (applied) afterCommit(deps, applied.notifications);
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
      res.status(isUnavailable(err) ? 503 : 500).json({ error: 'not applied' });
    }
  });
}
