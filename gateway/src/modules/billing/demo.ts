import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { locations, locationSubscriptions } from '../../db/schema/index.js';
import type { LocationRow } from '../../db/rows.js';
import { listPlans } from './catalogue.js';
import { requireStripe, type BillingDeps, type PlanRow } from './common.js';
import { syncCustomer } from './customers.js';
import { subscriptionTerms } from './service.js';

const DAY_S = 86_400;
const AT_ONCE = 4;

/**
 * The demo data's live locations are ACTIVE from the seed, which runs before the payment provider starts,
 * so they have no subscription there: the dashboard could show no renewal, no card, no portal. Outside
 * production, with the local stand-in only (a real test key would fill a developer's Stripe account with
 * demo customers), each one gets what a paying location has, made the way a real one is: its customer
 * (legal name, office, tax ids), Stripe's test card, and a subscription with the plan's IVA and an early
 * adopter's free period, started on the day it was published (so renewals fall on different days). The
 * provider's events then fill in the dashboard as for any subscription. Returns how many were subscribed;
 * a second run finds none left.
 */
export async function subscribeDemoLocations(
  deps: BillingDeps,
  opts: { ownerIds?: string[]; now?: Date } = {},
): Promise<number> {
  const standIn = deps.billing.standIn;
  if (!standIn || deps.config.NODE_ENV === 'production') return 0;
  const plans = await listPlans(deps.db);
  if (!plans.length) return 0;
  const unsubscribed = await deps.db
    .select({ loc: locations })
    .from(locations)
    .leftJoin(locationSubscriptions, eq(locationSubscriptions.locationId, locations.id))
    .where(
      and(
        eq(locations.subscriptionStatus, 'ACTIVE'),
        ne(locations.subscriptionType, 'FREE_FOREVER'),
        isNull(locations.deletedAt),
        or(isNull(locationSubscriptions.locationId), isNull(locationSubscriptions.stripeSubscriptionId)),
        opts.ownerIds ? inArray(locations.ownerId, opts.ownerIds) : sql`true`,
      ),
    )
    .orderBy(locations.seq);
  const rows = unsubscribed.map((r) => r.loc);
  const now = opts.now ?? new Date();
  for (let i = 0; i < rows.length; i += AT_ONCE)
    await Promise.all(rows.slice(i, i + AT_ONCE).map((loc) => subscribe(deps, loc, plans, now)));
  // Their events applied before the caller goes on: the dashboard then shows what the provider holds.
  await standIn.settle();
  return rows.length;
}

async function subscribe(deps: BillingDeps, loc: LocationRow, plans: PlanRow[], now: Date) {
  const stripe = requireStripe(deps.billing);
  // Most pay yearly; one in four by the month, as hosts choose.
  const plan = (loc.seq % 4 === 3 ? plans.find((p) => p.type === 'month') : undefined) ?? plans[0]!;
  const customer = await syncCustomer(deps, loc);
  const card = await stripe.paymentMethods.attach('pm_card_visa', { customer });
  await stripe.customers.update(customer, { invoice_settings: { default_payment_method: card.id } });
  const { trialEnd, discounts, taxRates } = subscriptionTerms(loc, plan);
  const published = Math.floor((loc.publishedAt ?? now).getTime() / 1000);
  const start = Math.min(published, Math.floor(now.getTime() / 1000) - DAY_S);
  await stripe.subscriptions.create(
    {
      customer,
      items: [{ price: plan.id }],
      default_payment_method: card.id,
      metadata: { locationId: loc.id },
      ...(trialEnd ? { trial_end: trialEnd } : { backdate_start_date: start }),
      ...(discounts ? { discounts } : {}),
      ...(taxRates ? { default_tax_rates: taxRates } : {}),
    },
    { idempotencyKey: `demo-subscription-${loc.id}` },
  );
}
