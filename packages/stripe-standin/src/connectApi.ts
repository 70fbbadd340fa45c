import type { Express } from 'express';
import type { Billing } from './billing.js';
import { getCheckout } from './checkout.js';
import {
  createAccount,
  createAccountLink,
  createLoginLink,
  getAccount,
  owned,
  updateAccount,
} from './connect.js';
import { invalid, type Handle } from './params.js';
import { createRefund, expireCheckout } from './payments.js';

/**
 * Connect's REST surface: accounts and their links (called by the platform for itself), and payment objects
 * read on behalf of a connected account (`Stripe-Account`), each one visible only on the account it lives on.
 */
export function mountConnectApi(app: Express, handle: Handle, billing: Billing): void {
  const { connect } = billing.store.state;
  const platformOnly = (account: string | null) => {
    if (account)
      throw invalid('This request must be made with the platform account, without Stripe-Account.');
  };
  app.post(
    '/v1/accounts',
    handle(({ params, account }) => {
      platformOnly(account);
      return createAccount(billing, params);
    }),
  );
  app.get(
    '/v1/accounts/:id',
    handle(({ id, account }) => {
      // An account may read itself; the platform may read every account it made.
      if (account && account !== id) throw invalid(`You cannot access account '${id}' from '${account}'.`);
      return getAccount(billing, id);
    }),
  );
  app.post(
    '/v1/accounts/:id',
    handle(({ id, params, account }) => {
      platformOnly(account);
      return updateAccount(billing, id, params);
    }),
  );
  app.post(
    '/v1/account_links',
    handle(({ params, account }) => {
      platformOnly(account);
      return createAccountLink(billing, params);
    }),
  );
  app.post(
    '/v1/accounts/:id/login_links',
    handle(({ id, account }) => {
      platformOnly(account);
      return createLoginLink(billing, id);
    }),
  );
  app.post(
    '/v1/checkout/sessions/:id/expire',
    handle(({ id, account }) => {
      const stored = getCheckout(billing, id);
      owned(billing, 'checkout.session', stored.session, id, account);
      return expireCheckout(billing, stored).session;
    }),
  );
  app.get(
    '/v1/payment_intents/:id',
    handle(({ id, account }) => owned(billing, 'payment_intent', connect.paymentIntents[id], id, account)),
  );
  app.get(
    '/v1/charges/:id',
    handle(({ id, account }) => owned(billing, 'charge', connect.charges[id], id, account)),
  );
  app.post(
    '/v1/refunds',
    handle(({ params, account }) => createRefund(billing, params, account)),
  );
  app.get(
    '/v1/refunds/:id',
    handle(({ id, account }) => owned(billing, 'refund', connect.refunds[id], id, account)),
  );
}
