import type { Resolvers } from '../../generated/resolvers.js';
import { actorOf, authorize, requireViewer } from '../../policies.js';
import type { Context } from '../../context.js';
import { findHostLocation } from '../locations/essentials.js';
import { hostLocationView } from '../locations/host.js';
import { planById, subscriptionRowOf, type BillingDeps, type PlanRow } from './common.js';
import { discountedAmount } from '@festa/domain/subscription';
import { listPlans } from './catalogue.js';
import { checkoutUrl, earlyAdopterOf, earlyAdopterProgramme, portalUrl } from './service.js';

const plan = (p: PlanRow) => ({
  id: p.id,
  type: p.type as 'month' | 'year',
  amount: p.amountCents,
  currency: p.currency,
  vat:
    p.taxPercentage != null && p.taxInclusive != null
      ? { percentage: p.taxPercentage, inclusive: p.taxInclusive }
      : null,
  earlyAdopterPrice: p.earlyAdopterCouponId
    ? {
        amount: discountedAmount(p.amountCents, {
          percentOff: p.earlyAdopterPercentOff,
          amountOff: p.earlyAdopterAmountOffCents,
        }),
        percentOff: p.earlyAdopterPercentOff,
        amountOff: p.earlyAdopterAmountOffCents,
        duration: p.earlyAdopterDuration ?? 'forever',
        durationInMonths: p.earlyAdopterDurationMonths,
      }
    : null,
});

const depsOf = (ctx: Context): BillingDeps => ({
  db: ctx.db,
  config: ctx.config,
  logger: ctx.logger,
  billing: ctx.billing,
});

/** One of the viewer's locations, whatever its subscription state (a foreign or deleted one is not found). */
async function ownLocation(ctx: Context, id: string) {
  requireViewer(ctx);
  return authorize(actorOf(ctx), 'manageSubscription', await findHostLocation(ctx.db, id));
}

export const billingResolvers: Resolvers = {
  Query: {
    subscriptionPlans: async (_p, _a, ctx) => (await listPlans(ctx.db)).map(plan),
    locationSubscription: async (_p, args, ctx) => {
      const loc = await ownLocation(ctx, args.locationId);
      const sub = await subscriptionRowOf(ctx.db, loc.id);
      const current = await planById(ctx.db, sub?.planId ?? null);
      return {
        location: await hostLocationView(ctx.db, loc),
        hasProviderSubscription: Boolean(sub?.stripeSubscriptionId),
        plan: current ? plan(current) : null,
        renewalDate: sub?.renewalAt ?? null,
        cancelAt: sub?.cancelAt ?? null,
        trialEnd: sub?.trialEnd ?? null,
        paymentMethod:
          sub?.paymentMethodBrand && sub.paymentMethodLast4
            ? { brand: sub.paymentMethodBrand, last4: sub.paymentMethodLast4 }
            : null,
        hasInsertedTemporaryPaymentMethod: sub?.hasTemporaryPaymentMethod ?? false,
      };
    },
    earlyAdopterInfo: async (_p, args, ctx) => {
      if (args.locationId == null) return earlyAdopterProgramme(ctx.config);
      return earlyAdopterOf(await ownLocation(ctx, args.locationId));
    },
  },
  Mutation: {
    createCheckoutSession: async (_p, args, ctx) => {
      const loc = await ownLocation(ctx, args.locationId);
      return { url: await checkoutUrl(depsOf(ctx), loc, args.priceId) };
    },
    createBillingPortalSession: async (_p, args, ctx) => {
      const loc = await ownLocation(ctx, args.locationId);
      return { url: await portalUrl(depsOf(ctx), loc) };
    },
  },
};
