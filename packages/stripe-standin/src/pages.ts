import express, { Router, type Request, type Response } from 'express';
import { cardForm, checkCard, formText, type CardForm } from './cards.js';
import { completeCheckout, getCheckout, getPortal } from './checkout.js';
import { checkoutPage, notFoundPage, successTarget } from './checkoutPage.js';
import { attachCard, setDefaultCard } from './customers.js';
import { STYLESHEET, type CardFieldsState } from './html.js';
import { StripeApiError } from './params.js';
import { portalPage } from './portalPage.js';
import { updateSubscription, type Billing } from './subscriptions.js';
import { failPaymentCheckout } from './payments.js';
import { mountConnectPages } from './connectPages.js';

/** How long a page waits for the gateway to take the webhooks before moving the browser on. */
const WEBHOOK_WAIT_MS = 5_000;

function html(res: Response, status: number, body: string): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(body);
}

function retry(form: CardForm, field: string, message: string): CardFieldsState {
  return { ...form, errorField: field, error: message };
}

/** Runs a page handler; an unknown session id shows a page rather than Stripe's JSON error. */
function guarded(handler: (req: Request, res: Response) => Promise<void> | void) {
  return async (req: Request, res: Response) => {
    try {
      await handler(req, res);
    } catch (error) {
      if (error instanceof StripeApiError && error.status === 404) {
        html(res, 404, notFoundPage(req.baseUrl));
        return;
      }
      throw error;
    }
  };
}

export function createPagesRouter(billing: Billing): Router {
  const { store, webhooks } = billing;
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '16kb' }));

  router.get('/standin.css', (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=300').send(STYLESHEET);
  });

  router.get(
    '/checkout/:id',
    guarded((req, res) => {
      html(res, 200, checkoutPage(billing, req.baseUrl, getCheckout(billing, String(req.params['id']))));
    }),
  );

  router.post(
    '/checkout/:id',
    guarded(async (req, res) => {
      const stored = getCheckout(billing, String(req.params['id']));
      if (stored.session.status === 'open') {
        const form = cardForm(req.body);
        const result = checkCard(form);
        if (!result.ok) {
          // A declined card on a payment is an event the seller hears of; the session stays open.
          if (result.declined && stored.session.mode === 'payment') {
            failPaymentCheckout(billing, stored);
            await webhooks.settleWithin(WEBHOOK_WAIT_MS);
          }
          html(
            res,
            400,
            checkoutPage(billing, req.baseUrl, stored, retry(form, result.field, result.message)),
          );
          return;
        }
        completeCheckout(billing, stored.session.id, result.card);
        await webhooks.settleWithin(WEBHOOK_WAIT_MS);
      }
      const target = stored.session.status === 'complete' ? successTarget(stored) : null;
      if (target) res.redirect(303, target);
      else html(res, 200, checkoutPage(billing, req.baseUrl, stored));
    }),
  );

  router.get(
    '/portal/:id',
    guarded((req, res) => {
      html(res, 200, portalPage(store, req.baseUrl, getPortal(billing, String(req.params['id']))));
    }),
  );

  const ownSubscription = (req: Request, customer: string) => {
    const subscription = store.state.subscriptions[formText(req.body, 'subscription')];
    return subscription?.customer === customer ? subscription : undefined;
  };

  for (const [path, cancel] of [
    ['cancel', true],
    ['reactivate', false],
  ] as const) {
    router.post(
      `/portal/:id/${path}`,
      guarded(async (req, res) => {
        const portal = getPortal(billing, String(req.params['id']));
        const subscription = ownSubscription(req, portal.customer);
        if (!subscription) {
          html(res, 404, notFoundPage(req.baseUrl));
          return;
        }
        if (subscription.status !== 'canceled') {
          updateSubscription(
            billing,
            subscription.id,
            cancel ? { cancelAtPeriodEnd: true } : { cancelAtPeriodEnd: false, cancelAt: null },
          );
          await webhooks.settleWithin(WEBHOOK_WAIT_MS);
        }
        res.redirect(303, `${req.baseUrl}/portal/${portal.id}`);
      }),
    );
  }

  router.post(
    '/portal/:id/card',
    guarded(async (req, res) => {
      const portal = getPortal(billing, String(req.params['id']));
      const form = cardForm(req.body);
      const result = checkCard(form);
      if (!result.ok) {
        html(res, 400, portalPage(store, req.baseUrl, portal, retry(form, result.field, result.message)));
        return;
      }
      const method = attachCard(billing, portal.customer, result.card);
      setDefaultCard(billing, portal.customer, method.id, true);
      await webhooks.settleWithin(WEBHOOK_WAIT_MS);
      res.redirect(303, `${req.baseUrl}/portal/${portal.id}`);
    }),
  );

  mountConnectPages(router, billing, { html, guarded, waitMs: WEBHOOK_WAIT_MS });
  return router;
}
