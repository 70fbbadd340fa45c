import express, { type Express, type Request, type Response } from 'express';
import { createCheckout, createPortal, getCheckout, couponsOf } from './checkout.js';
import { mountConnectApi } from './connectApi.js';
import { addTaxId, createCustomer, deleteTaxId, getCustomer, taxIdsOf, updateCustomer } from './customers.js';
import {
  StripeApiError,
  bool,
  int,
  invalid,
  mergeMetadata,
  metadataOf,
  missing,
  obj,
  objectList,
  parseForm,
  str,
  stringList,
  type Handler,
  type ParamObject,
} from './params.js';
import { newId } from './store.js';
import { connectedAccount, owned } from './connect.js';
import { mountPricingApi } from './pricingApi.js';
import { taxRatesOf } from './pricing.js';
import {
  cancelSubscription,
  createSubscription,
  getSubscription,
  updateSubscription,
  type Billing,
  type SubscriptionChanges,
} from './subscriptions.js';

interface Replay {
  fingerprint: string;
  status: number;
  body: object;
}

const IDEMPOTENCY_ENTRIES = 2_000;

function listOf<T>(data: T[], url: string) {
  return { object: 'list' as const, data, has_more: false, url };
}

/** The Stripe REST surface the gateway uses, answering in Stripe's shapes and error format. */
export function createApiApp(billing: Billing, secretKey: string): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.text({ type: () => true, limit: '1mb' }));
  app.use((req, res, next) => {
    const header = req.get('authorization');
    if (header === `Bearer ${secretKey}`) return next();
    res.status(401).json({
      error: {
        type: 'invalid_request_error',
        message: header ? 'Invalid API Key provided.' : 'You did not provide an API key.',
      },
    });
  });

  // Same key on the same path replays the first answer, so the gateway's retries never act twice.
  const replays = new Map<string, Replay>();

  function handle(handler: Handler): (req: Request, res: Response) => void {
    return (req: Request, res: Response) => {
      const bodyText = typeof req.body === 'string' ? req.body : '';
      const query = parseForm(req.originalUrl.split('?')[1] ?? '');
      const params = { ...query, ...parseForm(bodyText) };
      const key = req.method === 'POST' ? req.get('idempotency-key') : undefined;
      const accountHeader = req.get('stripe-account') ?? null;
      const replayKey = key ? `${accountHeader ?? ''}\n${req.path}\n${key}` : undefined;
      const replay = replayKey ? replays.get(replayKey) : undefined;
      res.set('Request-Id', newId('req_'));
      if (replay) {
        if (replay.fingerprint !== bodyText) {
          res.status(400).json({
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            },
          });
          return;
        }
        res.set('Idempotent-Replayed', 'true').status(replay.status).json(replay.body);
        return;
      }
      let status = 200;
      let body: object;
      try {
        const call = {
          id: String(req.params['id'] ?? ''),
          sub: String(req.params['sub'] ?? ''),
          params,
          account: connectedAccount(billing, accountHeader),
        };
        body = billing.store.expand(handler(call), stringList(params['expand']));
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        status = error.status;
        body = { error: error.body };
      }
      if (replayKey) {
        replays.set(replayKey, { fingerprint: bodyText, status, body });
        if (replays.size > IDEMPOTENCY_ENTRIES) replays.delete(replays.keys().next().value ?? '');
      }
      res.status(status).json(body);
    };
  }

  app.post(
    '/v1/customers',
    handle(({ params }) => createCustomer(billing, params)),
  );
  app.get(
    '/v1/customers/:id',
    handle(({ id }) => getCustomer(billing, id)),
  );
  app.post(
    '/v1/customers/:id',
    handle(({ id, params }) => updateCustomer(billing, id, params)),
  );
  app.get(
    '/v1/customers/:id/tax_ids',
    handle(({ id }) => listOf(taxIdsOf(billing, id), `/v1/customers/${id}/tax_ids`)),
  );
  app.post(
    '/v1/customers/:id/tax_ids',
    handle(({ id, params }) => {
      const type = str(params, 'type');
      const value = str(params, 'value');
      if (!type) throw invalid('Missing required param: type.', 'type');
      if (!value) throw invalid('Missing required param: value.', 'value');
      return addTaxId(billing, id, type, value);
    }),
  );
  app.delete(
    '/v1/customers/:id/tax_ids/:sub',
    handle(({ id, sub }) => {
      getCustomer(billing, id);
      deleteTaxId(billing, id, sub);
      return { id: sub, object: 'tax_id', deleted: true };
    }),
  );

  app.get(
    '/v1/prices',
    handle(({ params }) => {
      const keys = stringList(params['lookup_keys']);
      const active = bool(params, 'active');
      const prices = [...billing.store.prices.values()].filter(
        (price) => (keys.length === 0 || keys.includes(price.lookup_key)) && active !== false,
      );
      return listOf(prices, '/v1/prices');
    }),
  );
  app.get(
    '/v1/prices/:id',
    handle(({ id }) => billing.store.price(id)),
  );

  app.post(
    '/v1/checkout/sessions',
    handle(({ params, account }) => createCheckout(billing, params, account).session),
  );
  app.get(
    '/v1/checkout/sessions/:id',
    handle(({ id, account }) =>
      owned(billing, 'checkout.session', getCheckout(billing, id).session, id, account),
    ),
  );
  app.get(
    '/v1/setup_intents/:id',
    handle(({ id }) => billing.store.state.setupIntents[id] ?? throwMissing('setup_intent', id)),
  );
  app.get(
    '/v1/payment_methods/:id',
    handle(({ id }) => billing.store.state.paymentMethods[id] ?? throwMissing('payment_method', id)),
  );
  app.post(
    '/v1/billing_portal/sessions',
    handle(({ params }) => createPortal(billing, params)),
  );

  app.post(
    '/v1/subscriptions',
    handle(({ params }) => createSubscriptionFromParams(billing, params)),
  );
  app.get(
    '/v1/subscriptions/:id',
    handle(({ id }) => getSubscription(billing, id)),
  );
  app.post(
    '/v1/subscriptions/:id',
    handle(({ id, params }) => updateSubscription(billing, id, subscriptionChanges(billing, id, params))),
  );
  app.delete(
    '/v1/subscriptions/:id',
    handle(({ id }) => cancelSubscription(billing, id)),
  );

  mountPricingApi(app, handle, billing);
  mountConnectApi(app, handle, billing);

  app.use((req, res) => {
    res.status(404).json({
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${req.path}).`,
      },
    });
  });
  return app;
}

function throwMissing(kind: string, id: string): never {
  throw missing(kind, id);
}

function createSubscriptionFromParams(billing: Billing, params: ParamObject) {
  const customerId = str(params, 'customer');
  if (!customerId) throw invalid('Missing required param: customer.', 'customer');
  const customer = billing.store.state.customers[customerId];
  if (!customer) throw invalid(`No such customer: '${customerId}'`, 'customer');
  const item = objectList(params['items'])[0];
  const price = item ? str(item, 'price') : undefined;
  if (!price) throw invalid('Missing required param: items[0][price].', 'items[0][price]');
  if (!billing.store.prices.has(price)) throw invalid(`No such price: '${price}'`, 'items[0][price]');
  const given = str(params, 'default_payment_method');
  const method = given || customer.invoice_settings.default_payment_method;
  if (!method) {
    throw invalid(
      'This customer has no attached payment source or default payment method.',
      'default_payment_method',
    );
  }
  if (billing.store.state.paymentMethods[method]?.customer !== customerId) {
    throw invalid(`The payment method ${method} is not attached to this customer.`, 'default_payment_method');
  }
  const trialParam = str(params, 'trial_end');
  const trialEnd = trialParam === 'now' ? null : (int(params, 'trial_end') ?? null);
  const backdate = int(params, 'backdate_start_date');
  return createSubscription(billing, {
    customer: customerId,
    price,
    quantity: (item ? int(item, 'quantity') : undefined) ?? 1,
    paymentMethod: given || null,
    trialEnd,
    metadata: metadataOf(obj(params, 'metadata'), 'metadata'),
    discounts: couponsOf(params),
    taxRates: taxRatesOf(billing.store, stringList(params['default_tax_rates']), 'default_tax_rates'),
    ...(backdate !== undefined ? { backdateStartDate: backdate } : {}),
  });
}

function subscriptionChanges(billing: Billing, id: string, params: ParamObject): SubscriptionChanges {
  const subscription = getSubscription(billing, id);
  const changes: SubscriptionChanges = {};
  const atPeriodEnd = bool(params, 'cancel_at_period_end');
  if (atPeriodEnd !== undefined) changes.cancelAtPeriodEnd = atPeriodEnd;
  const cancelAt = str(params, 'cancel_at');
  if (cancelAt === '') changes.cancelAt = null;
  else if (cancelAt === 'min_period_end' || cancelAt === 'max_period_end') {
    changes.cancelAt = subscription.items.data[0]?.current_period_end ?? null;
  } else if (cancelAt !== undefined) changes.cancelAt = int(params, 'cancel_at') ?? null;
  if (params['metadata'] !== undefined)
    changes.metadata = mergeMetadata(subscription.metadata, params['metadata']);
  const method = str(params, 'default_payment_method');
  if (method !== undefined) {
    if (method !== '' && billing.store.state.paymentMethods[method]?.customer !== subscription.customer) {
      throw invalid(
        `The payment method ${method} is not attached to this customer.`,
        'default_payment_method',
      );
    }
    changes.defaultPaymentMethod = method === '' ? null : method;
  }
  return changes;
}
