import type { Config } from '../../config.js';
import type { LocationRow } from '../../db/rows.js';
import { billingMessages } from '@festa/domain/messages';
import { earlyAdopterTrialEnd } from '@festa/domain/billing';
import { todayInRome } from '@festa/domain/dates';
import { badInput, DomainError } from '../../errors.js';
import { syncCustomer } from './customers.js';
import {
  atProvider,
  planById,
  requireStripe,
  subscriptionRowOf,
  type BillingDeps,
  type PlanRow,
} from './common.js';

/** A location's early-adopter terms: free until its end date (inclusive), then the reduced annual price. */
export function earlyAdopterOf(loc: Pick<LocationRow, 'subscriptionType' | 'earlyAdopterEndDate'>) {
  const live = loc.subscriptionType === 'REDUCED_PRICE' && loc.earlyAdopterEndDate != null;
  return { isEarlyAdopter: live, endDate: live ? loc.earlyAdopterEndDate : null };
}

/** The programme new locations join, when one is configured and still open today. */
export function earlyAdopterProgramme(config: Config, now = new Date()) {
  const until = config.EARLY_ADOPTER_UNTIL;
  const open = until != null && todayInRome(now) <= until;
  return { isEarlyAdopter: open, endDate: open ? until : null };
}

/**
 * What a new subscription starts with: the plan's IVA tax rate, and for an early adopter the reduced price
 * (the coupon the plan page showed, on the annual plan only) and, until its end date has passed, the free
 * period. One who subscribes only after the end date still pays the reduced price, from the first day.
 */
export function subscriptionTerms(
  loc: LocationRow,
  plan: PlanRow,
): { trialEnd?: number; discounts?: { coupon: string }[]; taxRates?: string[] } {
  const taxRates = plan.taxRateId ? { taxRates: [plan.taxRateId] } : {};
  const { isEarlyAdopter, endDate } = earlyAdopterOf(loc);
  if (!isEarlyAdopter || !endDate) return taxRates;
  const coupon = plan.earlyAdopterCouponId;
  return {
    ...taxRates,
    ...(endDate >= todayInRome()
      ? { trialEnd: Math.floor(earlyAdopterTrialEnd(endDate).getTime() / 1000) }
      : {}),
    ...(coupon ? { discounts: [{ coupon }] } : {}),
  };
}

const appUrl = (config: Config, path: string) => `${config.PUBLIC_URL.replace(/\/$/, '')}${path}`;

/**
 * Where the host pays: Stripe Checkout in subscription mode for an approved location, in setup mode
 * (a card saved, nothing charged) while it waits for approval; a subscription in arrears is mended in the
 * Billing Portal instead, so a second subscription is never opened beside it.
 */
export async function checkoutUrl(deps: BillingDeps, loc: LocationRow, priceId: string): Promise<string> {
  if (loc.subscriptionType === 'FREE_FOREVER') throw new DomainError('CONFLICT', billingMessages.freeForever);
  if (loc.subscriptionStatus === 'ACTIVE') throw new DomainError('CONFLICT', billingMessages.alreadyActive);
  if (loc.approvalStatus === 'REJECTED') throw new DomainError('CONFLICT', billingMessages.rejected);
  const plan = await planById(deps.db, priceId);
  if (!plan?.active) throw badInput('priceId', billingMessages.planUnavailable);
  const stripe = requireStripe(deps.billing);
  const current = await subscriptionRowOf(deps.db, loc.id);
  if (
    current?.stripeSubscriptionId &&
    current.stripeCustomerId &&
    (loc.subscriptionStatus === 'PAST_DUE' || loc.subscriptionStatus === 'UNPAID')
  ) {
    return portalUrlFor(deps, current.stripeCustomerId);
  }
  const customer = await atProvider(deps.logger, 'customer', () => syncCustomer(deps, loc));
  const metadata = { locationId: loc.id, planId: plan.id };
  const session = await atProvider(deps.logger, 'checkout', () => {
    if (loc.approvalStatus !== 'APPROVED') {
      return stripe.checkout.sessions.create({
        mode: 'setup',
        customer,
        currency: plan.currency,
        locale: 'it',
        client_reference_id: loc.id,
        metadata,
        setup_intent_data: { metadata },
        success_url: appUrl(deps.config, `/dashboard/subscription?status=setup&location=${loc.id}`),
        cancel_url: appUrl(deps.config, `/subscription/${loc.id}?status=cancel`),
      });
    }
    const { trialEnd, discounts, taxRates } = subscriptionTerms(loc, plan);
    return stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      locale: 'it',
      line_items: [{ price: plan.id, quantity: 1 }],
      client_reference_id: loc.id,
      metadata,
      subscription_data: {
        metadata: { locationId: loc.id },
        ...(trialEnd ? { trial_end: trialEnd } : {}),
        ...(taxRates ? { default_tax_rates: taxRates } : {}),
      },
      ...(discounts ? { discounts } : {}),
      success_url: appUrl(deps.config, `/dashboard/subscription?status=success&location=${loc.id}`),
      cancel_url: appUrl(deps.config, `/subscription/${loc.id}?status=cancel`),
    });
  });
  if (!session.url) throw new DomainError('TEMPORARILY_UNAVAILABLE', billingMessages.unavailable);
  return session.url;
}

async function portalUrlFor(deps: BillingDeps, customer: string): Promise<string> {
  const stripe = requireStripe(deps.billing);
  const session = await atProvider(deps.logger, 'portal', () =>
    stripe.billingPortal.sessions.create({
      customer,
      locale: 'it',
      return_url: appUrl(deps.config, '/dashboard/subscription'),
    }),
  );
  return session.url;
}

/** The Billing Portal, for a location that has a subscription at the provider. */
export async function portalUrl(deps: BillingDeps, loc: LocationRow): Promise<string> {
  const sub = await subscriptionRowOf(deps.db, loc.id);
  if (!sub?.stripeSubscriptionId || !sub.stripeCustomerId)
    throw new DomainError('CONFLICT', billingMessages.noSubscription);
  return portalUrlFor(deps, sub.stripeCustomerId);
}

/**
 * Approval of a location that saved a card while waiting: its subscription starts now, on the plan it
 * chose, charged to that card (an early adopter's first charge after the free period). Called by the
 * moderation console; safe to repeat (one idempotency key per location). Returns the subscription id,
 * or null when there is nothing to start.
 */
export async function startSubscriptionOnApproval(
  deps: BillingDeps,
  loc: LocationRow,
): Promise<string | null> {
  if (loc.subscriptionType === 'FREE_FOREVER' || loc.subscriptionStatus === 'ACTIVE') return null;
  const sub = await subscriptionRowOf(deps.db, loc.id);
  if (!sub?.stripeCustomerId || !sub.hasTemporaryPaymentMethod || sub.stripeSubscriptionId) return null;
  const plan = await planById(deps.db, sub.planId);
  if (!plan) return null;
  const stripe = requireStripe(deps.billing);
  const { trialEnd, discounts, taxRates } = subscriptionTerms(loc, plan);
  const created = await atProvider(deps.logger, 'subscription', () =>
    stripe.subscriptions.create(
      {
        customer: sub.stripeCustomerId!,
        items: [{ price: plan.id }],
        metadata: { locationId: loc.id },
        ...(trialEnd ? { trial_end: trialEnd } : {}),
        ...(discounts ? { discounts } : {}),
        ...(taxRates ? { default_tax_rates: taxRates } : {}),
      },
      { idempotencyKey: `approval-subscription-${loc.id}` },
    ),
  );
  return created.id;
}
