import { eq, notInArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { DbOrTx } from '../../db/client.js';
import { subscriptionPlans } from '../../db/schema/index.js';
import { VAT_PERCENTAGE } from '@festa/domain/subscription';
import type { BillingDeps, PlanRow } from './common.js';

/** The plans on sale, the yearly one first (the page selects it by default). */
export async function listPlans(db: DbOrTx): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.active, true))
    .orderBy(sql`${subscriptionPlans.type} = 'year' desc`, subscriptionPlans.amountCents);
}

/**
 * IVA on the platform's invoices, as a Stripe Tax Rate rather than Stripe Tax (automatic tax): one rate,
 * 22% (Italy's standard rate; the hosts are Italian businesses and people), needs no Stripe Tax
 * registration or origin address and gives the same figure every time. Inclusive, so the price a host sees
 * is the price charged, whether a business or a consumer. The configured rate, or the one made by an
 * earlier start (found by its metadata), or a new one (one idempotency key: two gateways starting at once
 * make one).
 */
async function vatTaxRate(stripe: Stripe, configured: string | undefined): Promise<Stripe.TaxRate> {
  if (configured) return stripe.taxRates.retrieve(configured);
  const rates = await stripe.taxRates.list({ active: true, inclusive: true, limit: 100 });
  const ours = rates.data.find(
    (r) => r.metadata?.['festalocation'] === 'iva' && r.percentage === VAT_PERCENTAGE && r.country === 'IT',
  );
  if (ours) return ours;
  return stripe.taxRates.create(
    {
      display_name: 'IVA',
      description: `IVA ordinaria ${VAT_PERCENTAGE}%`,
      percentage: VAT_PERCENTAGE,
      inclusive: true,
      country: 'IT',
      jurisdiction: 'IT',
      tax_type: 'vat',
      metadata: { festalocation: 'iva' },
    },
    { idempotencyKey: `festalocation-iva-${VAT_PERCENTAGE}-inclusive` },
  );
}

/** The early adopters' coupon, if one is configured and the provider still honours it. */
async function earlyAdopterCoupon(deps: BillingDeps, stripe: Stripe): Promise<Stripe.Coupon | null> {
  const id = deps.billing.earlyAdopterCoupon;
  if (!id) return null;
  try {
    const coupon = await stripe.coupons.retrieve(id);
    return coupon.valid ? coupon : null;
  } catch (err) {
    const e = err as { code?: string };
    // A coupon deleted at the provider means no reduced price, not a failed start.
    if (e.code === 'resource_missing') {
      deps.logger.warn({ coupon: id }, 'early-adopter coupon not found at the provider');
      return null;
    }
    throw err;
  }
}

/**
 * Copies the provider's prices (by lookup key), the IVA tax rate and the early adopters' coupon into the
 * plans table the pages read, and takes any other plan off sale. Run at start; a provider that cannot be
 * reached leaves the table as it was.
 */
export async function syncPlans(deps: BillingDeps): Promise<void> {
  const stripe = deps.billing.stripe;
  if (!stripe) return;
  const lookupKeys = deps.config.STRIPE_PLAN_LOOKUP_KEYS.split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const [prices, vat, coupon] = await Promise.all([
    stripe.prices.list({ lookup_keys: lookupKeys, active: true, limit: 10 }),
    vatTaxRate(stripe, deps.config.STRIPE_VAT_TAX_RATE),
    earlyAdopterCoupon(deps, stripe),
  ]);
  const plans = prices.data
    .filter((p) => p.recurring && (p.recurring.interval === 'month' || p.recurring.interval === 'year'))
    .map((p) => {
      const type = p.recurring!.interval;
      // The coupon is for the annual plan, in its currency when it takes an amount off.
      const reduced =
        coupon && type === 'year' && (coupon.percent_off != null || coupon.currency === p.currency);
      return {
        id: p.id,
        type,
        amountCents: p.unit_amount ?? 0,
        currency: p.currency,
        active: true,
        taxRateId: vat.id,
        taxPercentage: vat.percentage,
        taxInclusive: vat.inclusive,
        earlyAdopterCouponId: reduced ? coupon.id : null,
        earlyAdopterPercentOff: reduced ? coupon.percent_off : null,
        earlyAdopterAmountOffCents: reduced && coupon.percent_off == null ? coupon.amount_off : null,
        earlyAdopterDuration: reduced ? coupon.duration : null,
        earlyAdopterDurationMonths: reduced ? coupon.duration_in_months : null,
      };
    });
  await deps.db.transaction(async (tx) => {
    for (const plan of plans) {
      await tx
        .insert(subscriptionPlans)
        .values(plan)
        .onConflictDoUpdate({ target: subscriptionPlans.id, set: { ...plan } });
    }
    const ids = plans.map((p) => p.id);
    await tx
      .update(subscriptionPlans)
      .set({ active: false })
      .where(ids.length ? notInArray(subscriptionPlans.id, ids) : sql`true`);
  });
}
