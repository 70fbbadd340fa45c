import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { LocationRow, NotificationRow } from '../../db/rows.js';
import { locations, locationSubscriptions, subscriptionPlans } from '../../db/schema/index.js';
import { isUuid } from '@festa/domain';
import { subscriptionStatusFromProvider } from '@festa/domain/billing';
import { recordEvent } from '../notifications/events.js';
import { announceNewLocation } from '../notifications/announcements.js';
import type { SubscriptionRow } from './common.js';
import type { WebhookCheckoutSession, WebhookInvoice, WebhookSubscription } from './webhookEvents.js';

export interface CardSummary {
  brand: string;
  last4: string;
}

/** What one event changed, for the work after commit. */
export interface Applied {
  outcome: 'applied' | 'stale' | 'unmatched';
  notifications: NotificationRow[];
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));
const at = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * The location an event is about, with its subscription row locked for the rest of the transaction, so
 * two events about one location apply one after the other. Found by the provider's subscription id, the
 * location id our Checkout put in the metadata, or the customer (one per location). Deleted locations are
 * found too: their subscription's end is still recorded.
 */
async function locate(
  tx: DbOrTx,
  refs: { locationId?: string | null; subscriptionId?: string | null; customerId?: string | null },
): Promise<{ loc: LocationRow; sub: SubscriptionRow } | null> {
  let locationId = refs.locationId && isUuid(refs.locationId) ? refs.locationId : null;
  if (refs.subscriptionId || refs.customerId) {
    const [found] = await tx
      .select({ id: locationSubscriptions.locationId })
      .from(locationSubscriptions)
      .where(
        or(
          refs.subscriptionId
            ? eq(locationSubscriptions.stripeSubscriptionId, refs.subscriptionId)
            : sql`false`,
          refs.customerId ? eq(locationSubscriptions.stripeCustomerId, refs.customerId) : sql`false`,
        ),
      )
      .orderBy(
        sql`${locationSubscriptions.stripeSubscriptionId} is not distinct from ${refs.subscriptionId ?? null} desc`,
      )
      .limit(1);
    locationId = found?.id ?? locationId;
  }
  if (!locationId) return null;
  const [loc] = await tx.select().from(locations).where(eq(locations.id, locationId)).for('update');
  if (!loc) return null;
  await tx.insert(locationSubscriptions).values({ locationId }).onConflictDoNothing();
  const [sub] = await tx
    .select()
    .from(locationSubscriptions)
    .where(eq(locationSubscriptions.locationId, locationId))
    .for('update');
  return { loc, sub: sub! };
}

async function knownPlan(tx: DbOrTx, priceId: string | null | undefined): Promise<string | null> {
  if (!priceId) return null;
  const [p] = await tx
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, priceId));
  return p?.id ?? null;
}

async function notifyHost(
  tx: DbOrTx,
  publicUrl: string,
  loc: LocationRow,
  type: 'SUBSCRIPTION_PAYMENT_FAILED' | 'SUBSCRIPTION_ENDED',
): Promise<NotificationRow[]> {
  // A location its host deleted ends quietly: they asked for it.
  if (loc.deletedAt) return [];
  return [
    await recordEvent(tx, publicUrl, {
      userId: loc.ownerId,
      role: 'HOST',
      type,
      locationId: loc.id,
      metadata: { location: { id: loc.id, name: loc.name, slug: loc.slug } },
    }),
  ];
}

/** The location's public standing follows its subscription: `is_public` is computed from this column. */
async function setLocationStatus(tx: DbOrTx, loc: LocationRow, status: string): Promise<void> {
  if (loc.subscriptionStatus === status) return;
  const firstTimePublic =
    status === 'ACTIVE' &&
    loc.approvalStatus === 'APPROVED' &&
    !loc.suspendedAt &&
    !loc.deletedAt &&
    !loc.publishedAt;
  await tx
    .update(locations)
    .set({ subscriptionStatus: status, ...(firstTimePublic ? { publishedAt: new Date() } : {}) })
    .where(eq(locations.id, loc.id));
  if (firstTimePublic) await announceNewLocation(tx, loc.id);
}

/**
 * A subscription's state as of `eventAt`. Late or out-of-order events are harmless: one older than the
 * newest state applied is ignored, and a subscription other than the location's current one (an old one
 * ending after the host subscribed again) never changes it.
 */
export async function applySubscription(
  tx: DbOrTx,
  publicUrl: string,
  s: WebhookSubscription,
  eventAt: Date,
  card: CardSummary | null,
): Promise<Applied> {
  const target = await locate(tx, {
    subscriptionId: s.id,
    locationId: s.metadata?.locationId,
    customerId: idOf(s.customer),
  });
  if (!target) return { outcome: 'unmatched', notifications: [] };
  const { loc, sub } = target;
  const other = sub.stripeSubscriptionId && sub.stripeSubscriptionId !== s.id;
  if (other && sub.providerStatus !== 'canceled') return { outcome: 'stale', notifications: [] };
  if (sub.providerStateAt && eventAt < sub.providerStateAt) return { outcome: 'stale', notifications: [] };
  const status = subscriptionStatusFromProvider(s.status);
  const item = s.items.data[0];
  const periodEnd = at(item?.current_period_end);
  await tx
    .update(locationSubscriptions)
    .set({
      stripeSubscriptionId: s.id,
      stripeCustomerId: idOf(s.customer) ?? sub.stripeCustomerId,
      planId: (await knownPlan(tx, item?.price.id)) ?? sub.planId,
      renewalAt: status === 'CANCELED' ? null : periodEnd,
      startedAt: at(s.start_date),
      cancelAt:
        status === 'CANCELED' ? null : (at(s.cancel_at) ?? (s.cancel_at_period_end ? periodEnd : null)),
      trialEnd: s.status === 'trialing' ? at(s.trial_end) : null,
      providerStatus: s.status,
      providerStateAt: eventAt,
      ...(status === 'ACTIVE' ? { hasTemporaryPaymentMethod: false } : {}),
      ...(card ? { paymentMethodBrand: card.brand, paymentMethodLast4: card.last4 } : {}),
    })
    .where(eq(locationSubscriptions.locationId, loc.id));
  await setLocationStatus(tx, loc, status);
  const ended = status === 'CANCELED' && loc.subscriptionStatus !== 'CANCELED';
  return {
    outcome: 'applied',
    notifications: ended ? await notifyHost(tx, publicUrl, loc, 'SUBSCRIPTION_ENDED') : [],
  };
}

/** invoice.paid and invoice.payment_failed: the period is paid (live until its end) or in arrears. */
export async function applyInvoice(
  tx: DbOrTx,
  publicUrl: string,
  invoice: WebhookInvoice,
  eventAt: Date,
  paid: boolean,
): Promise<Applied> {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  if (!subscriptionId) return { outcome: 'unmatched', notifications: [] };
  const target = await locate(tx, {
    subscriptionId,
    locationId: details?.metadata?.locationId,
    customerId: idOf(invoice.customer),
  });
  if (!target) return { outcome: 'unmatched', notifications: [] };
  const { loc, sub } = target;
  if (sub.stripeSubscriptionId && sub.stripeSubscriptionId !== subscriptionId)
    return { outcome: 'stale', notifications: [] };
  if (sub.providerStateAt && eventAt < sub.providerStateAt) return { outcome: 'stale', notifications: [] };
  const periodEnd = at(invoice.lines.data[0]?.period.end);
  await tx
    .update(locationSubscriptions)
    .set({
      stripeSubscriptionId: subscriptionId,
      stripeCustomerId: idOf(invoice.customer) ?? sub.stripeCustomerId,
      providerStatus: paid ? 'active' : 'past_due',
      providerStateAt: eventAt,
      ...(paid && periodEnd ? { renewalAt: periodEnd, hasTemporaryPaymentMethod: false } : {}),
    })
    .where(eq(locationSubscriptions.locationId, loc.id));
  await setLocationStatus(tx, loc, paid ? 'ACTIVE' : 'PAST_DUE');
  return {
    outcome: 'applied',
    notifications: paid ? [] : await notifyHost(tx, publicUrl, loc, 'SUBSCRIPTION_PAYMENT_FAILED'),
  };
}

/**
 * Checkout finished. In subscription mode it links the subscription (its state comes with the
 * subscription's own events); in setup mode the card is saved for the subscription that starts on
 * approval, on the plan the host picked.
 */
export async function applyCheckout(
  tx: DbOrTx,
  session: WebhookCheckoutSession,
  card: CardSummary | null,
): Promise<Applied> {
  const target = await locate(tx, {
    locationId: session.metadata?.locationId ?? session.client_reference_id,
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
  });
  if (!target) return { outcome: 'unmatched', notifications: [] };
  const { loc, sub } = target;
  const customer = idOf(session.customer) ?? sub.stripeCustomerId;
  if (session.mode === 'subscription') {
    await tx
      .update(locationSubscriptions)
      .set({
        stripeCustomerId: customer,
        stripeSubscriptionId: sub.stripeSubscriptionId ?? idOf(session.subscription),
      })
      .where(eq(locationSubscriptions.locationId, loc.id));
  } else if (session.mode === 'setup') {
    const planId = await knownPlan(tx, session.metadata?.planId);
    const live = sub.providerStatus === 'active' || sub.providerStatus === 'trialing';
    await tx
      .update(locationSubscriptions)
      .set({
        stripeCustomerId: customer,
        ...(planId ? { planId } : {}),
        ...(live ? {} : { hasTemporaryPaymentMethod: true }),
        ...(card ? { paymentMethodBrand: card.brand, paymentMethodLast4: card.last4 } : {}),
      })
      .where(eq(locationSubscriptions.locationId, loc.id));
  }
  return { outcome: 'applied', notifications: [] };
}

/** A card attached to a location's customer (a new or changed card) is the one the dashboard shows. */
export async function applyCard(tx: DbOrTx, customerId: string | null, card: CardSummary): Promise<Applied> {
  const target = await locate(tx, { customerId });
  if (!target) return { outcome: 'unmatched', notifications: [] };
  await tx
    .update(locationSubscriptions)
    .set({ paymentMethodBrand: card.brand, paymentMethodLast4: card.last4 })
    .where(eq(locationSubscriptions.locationId, target.loc.id));
  return { outcome: 'applied', notifications: [] };
}
