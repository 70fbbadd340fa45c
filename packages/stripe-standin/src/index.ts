import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Router } from 'express';
import Stripe from 'stripe';
import type { Logger } from 'pino';
import { createApiApp } from './api.js';
import { Webhooks, type DeliveryResult, type RawDeliveryOptions } from './events.js';
import { createPagesRouter } from './pages.js';
import { Store } from './store.js';
import { failSubscriptionPayment, renewSubscription, type Billing } from './subscriptions.js';
import { couponObject } from './pricing.js';
import type {
  AccountObject,
  StandInCoupon,
  StandInCustomer,
  StandInPrice,
  StandInSubscription,
} from './types.js';

// The shapes its interface below hands out, for its users to name.
export type { AccountObject, StandInCoupon, StandInCustomer, StandInPrice, StandInSubscription };

export interface StripeStandIn {
  /** Where the SDK sends API calls (`client` makes an SDK client that does). */
  readonly host: '127.0.0.1';
  readonly port: number;
  readonly secretKey: string;
  /** A Stripe SDK client that sends its API calls here (retrying a failed call `maxNetworkRetries` times). */
  client(maxNetworkRetries: number): Stripe;
  /** Express router with the hosted pages (checkout, portal) + their form posts; the gateway mounts it at `pagesPath`. */
  readonly pages: Router;
  /** Resolves when every webhook delivery queued so far has been answered (or given up). */
  settle(): Promise<void>;
  /** Renewal charge fails: invoice.payment_failed, then customer.subscription.updated with status past_due. */
  failPayment(subscriptionId: string): Promise<void>;
  /** Next period paid (invoice.paid, customer.subscription.updated), or the scheduled end (customer.subscription.deleted). */
  renew(subscriptionId: string): Promise<void>;
  /** Sends an arbitrary event (tests for ordering/duplicates): signs and delivers exactly this JSON body. */
  deliverRaw(body: string, opts?: RawDeliveryOptions): Promise<DeliveryResult>;
  subscription(id: string): StandInSubscription | undefined;
  customer(id: string): StandInCustomer | undefined;
  /** A connected account as Stripe holds it (tests read its state without going through the API). */
  account(id: string): AccountObject | undefined;
  close(): Promise<void>;
}

export interface StripeStandInOptions {
  /** Absolute URL of the gateway's webhook endpoint; a function because the gateway's port is known only after listen. */
  webhookUrl: () => string;
  webhookSecret: string;
  /** Where events of connected accounts go (Stripe's Connect endpoint), and its secret; the platform's by default. */
  connectWebhookUrl?: () => string;
  connectWebhookSecret?: string;
  /** Absolute base URL the browser uses to open the hosted pages, e.g. `${publicUrl}/dev/stripe`. */
  pagesBaseUrl: () => string;
  prices: StandInPrice[];
  /** Coupons that exist from the start (as ones made once in the Dashboard would). */
  coupons?: StandInCoupon[];
  /** When set, state is loaded from and saved (atomically) to this JSON file, so a dev restart keeps it. */
  stateFile?: string;
  logger?: Logger;
  /** Fixed key; default 'sk_test_standin_local'. */
  secretKey?: string;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** A local stand-in for the few Stripe endpoints, hosted pages and webhooks the gateway uses. */
export async function startStripeStandIn(opts: StripeStandInOptions): Promise<StripeStandIn> {
  const secretKey = opts.secretKey ?? 'sk_test_standin_local';
  const store = new Store(
    opts.prices,
    opts.stateFile,
    (opts.coupons ?? []).map((c) => couponObject(c)),
  );
  const webhooks = new Webhooks(store, {
    webhookUrl: opts.webhookUrl,
    webhookSecret: opts.webhookSecret,
    ...(opts.connectWebhookUrl ? { connectWebhookUrl: opts.connectWebhookUrl } : {}),
    ...(opts.connectWebhookSecret ? { connectWebhookSecret: opts.connectWebhookSecret } : {}),
    ...(opts.logger ? { logger: opts.logger } : {}),
  });
  const billing: Billing = { store, webhooks, pagesBaseUrl: opts.pagesBaseUrl };
  const server = createServer(createApiApp(billing, secretKey));
  const port = await listen(server);
  opts.logger?.info({ port }, 'Stripe stand-in listening');

  return {
    host: '127.0.0.1',
    port,
    secretKey,
    client: (maxNetworkRetries) =>
      new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries }),
    pages: createPagesRouter(billing),
    settle: () => webhooks.settle(),
    failPayment: async (id) => {
      failSubscriptionPayment(billing, id);
      await webhooks.settle();
    },
    renew: async (id) => {
      renewSubscription(billing, id);
      await webhooks.settle();
    },
    deliverRaw: (body, rawOpts) => webhooks.deliverRaw(body, rawOpts),
    subscription: (id) => {
      const found = store.state.subscriptions[id];
      return found ? structuredClone(found) : undefined;
    },
    customer: (id) => {
      const found = store.state.customers[id];
      return found ? structuredClone(found) : undefined;
    },
    account: (id) => {
      const found = store.state.connect.accounts[id];
      return found ? structuredClone(found) : undefined;
    },
    close: async () => {
      await webhooks.settleWithin(5_000);
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      store.save();
    },
  };
}
