import Stripe from 'stripe';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { loadDevPackage } from '../../devPackages.js';
import type { StandInCoupon, StandInPrice, StripeStandIn } from '@festalocation/stripe-standin';

/** Where the stand-in's hosted pages (checkout, portal) live on the gateway. */
export const STANDIN_PAGES_PATH = '/dev/stripe';
export const WEBHOOK_PATH = '/webhooks/stripe';
const STRIPE_DASHBOARD_URL = 'https://dashboard.stripe.com/';
/** The stand-in's signing secret when none is configured: it signs and the gateway verifies with it. */
const STANDIN_WEBHOOK_SECRET = 'whsec_standin_local_development_only';
/** The stand-in's Connect endpoint secret: a second one, as with Stripe, so each event is checked against its own. */
const STANDIN_CONNECT_WEBHOOK_SECRET = 'whsec_standin_connect_local_development_only';

/** The stand-in's catalogue: the demo seed's plan ids, under the default lookup keys. */
const STANDIN_PRICES: StandInPrice[] = [
  {
    id: 'price_demo_year',
    lookupKey: 'festalocation_year',
    interval: 'year',
    unitAmount: 29000,
    currency: 'eur',
    productName: 'Festalocation – abbonamento location',
  },
  {
    id: 'price_demo_month',
    lookupKey: 'festalocation_month',
    interval: 'month',
    unitAmount: 2900,
    currency: 'eur',
    productName: 'Festalocation – abbonamento location',
  },
];

/**
 * The stand-in's early-adopter coupon, as an operator would make it in the Dashboard: 30% off the annual
 * plan for as long as the subscription lasts (290,00 € → 203,00 € a year).
 */
export const STANDIN_EARLY_ADOPTER_COUPON: StandInCoupon = {
  id: 'festalocation_early_adopter',
  name: 'Early Adopter',
  percentOff: 30,
  duration: 'forever',
};

/**
 * The payment provider as the billing module uses it: the official SDK, talking to Stripe with a secret
 * key, or to the embedded stand-in on loopback without one, so the same code path runs in both cases.
 * `stripe` is null only in production without keys: payments are then unavailable, never faked.
 */
export interface PaymentProvider {
  stripe: Stripe | null;
  webhookSecret: string | null;
  /** The Connect endpoint's secret (hosts' own accounts); null: online deposits are off. */
  connectWebhookSecret: string | null;
  /** Where a host with an account of their own manages it (the stand-in's page, or the provider's dashboard). */
  dashboardUrl: (accountId: string) => string;
  /** The local stand-in, when it runs (development and tests). */
  standIn: StripeStandIn | null;
  /** The coupon early adopters' annual plan gets after their free period, if any. */
  earlyAdopterCoupon: string | null;
  close(): Promise<void>;
}

export async function startPaymentProvider(opts: {
  config: Config;
  logger: Logger;
  /** The gateway's own address, known after listen: the stand-in delivers webhooks there. */
  gatewayUrl: () => string;
}): Promise<PaymentProvider> {
  const { config, logger } = opts;
  if (config.STRIPE_SECRET_KEY) {
    const stripe = new Stripe(config.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 20_000 });
    return {
      stripe,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
      connectWebhookSecret: config.STRIPE_CONNECT_WEBHOOK_SECRET ?? null,
      // Standard accounts sign in to the provider's own dashboard.
      dashboardUrl: () => STRIPE_DASHBOARD_URL,
      standIn: null,
      earlyAdopterCoupon: config.STRIPE_EARLY_ADOPTER_COUPON ?? null,
      close: async () => {},
    };
  }
  if (config.NODE_ENV === 'production') {
    logger.warn('STRIPE_SECRET_KEY is not set: payments are unavailable');
    return {
      stripe: null,
      webhookSecret: null,
      connectWebhookSecret: null,
      dashboardUrl: () => STRIPE_DASHBOARD_URL,
      standIn: null,
      earlyAdopterCoupon: null,
      close: async () => {},
    };
  }
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? STANDIN_WEBHOOK_SECRET;
  const { startStripeStandIn } = await loadDevPackage(
    '@festalocation/stripe-standin',
    'STRIPE_SECRET_KEY is',
    () => import('@festalocation/stripe-standin'),
  );
  const connectWebhookSecret = config.STRIPE_CONNECT_WEBHOOK_SECRET ?? STANDIN_CONNECT_WEBHOOK_SECRET;
  const pagesBase = () => `${config.PUBLIC_URL.replace(/\/$/, '')}${STANDIN_PAGES_PATH}`;
  const standIn = await startStripeStandIn({
    webhookUrl: () => `${opts.gatewayUrl()}${WEBHOOK_PATH}`,
    webhookSecret,
    connectWebhookSecret,
    pagesBaseUrl: pagesBase,
    prices: STANDIN_PRICES,
    coupons: [STANDIN_EARLY_ADOPTER_COUPON],
    ...(config.STRIPE_STANDIN_STATE ? { stateFile: config.STRIPE_STANDIN_STATE } : {}),
    logger,
  });
  const stripe = standIn.client(2);
  return {
    stripe,
    webhookSecret,
    connectWebhookSecret,
    dashboardUrl: (accountId) => `${pagesBase()}/connect/dashboard/${encodeURIComponent(accountId)}`,
    standIn,
    earlyAdopterCoupon: config.STRIPE_EARLY_ADOPTER_COUPON ?? STANDIN_EARLY_ADOPTER_COUPON.id,
    close: () => standIn.close(),
  };
}
