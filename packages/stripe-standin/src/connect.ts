import type { Billing } from './billing.js';
import type { AccountLinkObject, AccountObject } from './connectTypes.js';
import {
  StripeApiError,
  invalid,
  metadataOf,
  missing,
  mergeMetadata,
  obj,
  str,
  type ParamObject,
} from './params.js';
import { newId, nowSeconds } from './store.js';

/** Stripe's account links last five minutes and open once. */
const LINK_LIFETIME_S = 300;
/** What a new account must still provide before it may take charges, as Stripe lists it. */
const ONBOARDING_DUE = ['business_profile.url', 'external_account', 'tos_acceptance.date'];

/** The platform calls with its own key; `Stripe-Account` must name an account it created. */
export function connectedAccount(billing: Billing, header: string | null): string | null {
  if (header === null) return null;
  const account = billing.store.state.connect.accounts[header];
  if (!account) {
    throw new StripeApiError(403, {
      type: 'invalid_request_error',
      code: 'account_invalid',
      message: `The provided key does not have access to account '${header}' (or that account does not exist).`,
    });
  }
  return account.id;
}

/** An object of the connected account `account` (null: the platform's), as a missing one to anyone else. */
export function owned<T extends { id: string }>(
  billing: Billing,
  kind: string,
  found: T | undefined,
  id: string,
  account: string | null,
): T {
  if (!found || (billing.store.state.connect.owners[id] ?? null) !== account) throw missing(kind, id);
  return found;
}

export function createAccount(billing: Billing, params: ParamObject): AccountObject {
  const type = str(params, 'type') ?? 'standard';
  if (type !== 'standard' && type !== 'express') throw invalid(`Invalid type: ${type}`, 'type');
  const account: AccountObject = {
    id: newId('acct_'),
    object: 'account',
    type,
    country: (str(params, 'country') ?? 'IT').toUpperCase(),
    email: str(params, 'email') ?? null,
    default_currency: str(params, 'default_currency') ?? 'eur',
    created: nowSeconds(),
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    business_profile: { name: str(obj(params, 'business_profile') ?? {}, 'name') ?? null },
    metadata: metadataOf(obj(params, 'metadata'), 'metadata'),
    requirements: {
      currently_due: [...ONBOARDING_DUE],
      eventually_due: [...ONBOARDING_DUE],
      past_due: [],
      disabled_reason: 'requirements.past_due',
    },
  };
  billing.store.state.connect.accounts[account.id] = account;
  billing.store.save();
  return account;
}

export function getAccount(billing: Billing, id: string): AccountObject {
  const account = billing.store.state.connect.accounts[id];
  if (!account) throw missing('account', id);
  return account;
}

export function updateAccount(billing: Billing, id: string, params: ParamObject): AccountObject {
  const account = getAccount(billing, id);
  if (params['metadata'] !== undefined)
    account.metadata = mergeMetadata(account.metadata, params['metadata']);
  billing.store.save();
  return account;
}

export function createAccountLink(billing: Billing, params: ParamObject): AccountLinkObject {
  const accountId = str(params, 'account');
  if (!accountId) throw invalid('Missing required param: account.', 'account');
  getAccount(billing, accountId);
  const type = str(params, 'type');
  if (type !== 'account_onboarding' && type !== 'account_update') {
    throw invalid(type ? `Invalid type: ${type}` : 'Missing required param: type.', 'type');
  }
  const refreshUrl = str(params, 'refresh_url');
  const returnUrl = str(params, 'return_url');
  if (!refreshUrl) throw invalid('Missing required param: refresh_url.', 'refresh_url');
  if (!returnUrl) throw invalid('Missing required param: return_url.', 'return_url');
  const now = nowSeconds();
  const id = newId('acctlink_');
  billing.store.state.connect.accountLinks[id] = {
    id,
    account: accountId,
    refreshUrl,
    returnUrl,
    expiresAt: now + LINK_LIFETIME_S,
    used: false,
  };
  billing.store.save();
  return {
    object: 'account_link',
    created: now,
    expires_at: now + LINK_LIFETIME_S,
    url: `${billing.pagesBaseUrl()}/connect/onboarding/${id}`,
  };
}

/** Express accounts sign in to their dashboard through such a link; the stand-in has one page for both types. */
export function createLoginLink(billing: Billing, id: string) {
  getAccount(billing, id);
  return {
    object: 'login_link',
    created: nowSeconds(),
    url: `${billing.pagesBaseUrl()}/connect/dashboard/${id}`,
  };
}

/** What the onboarding form submits: the account is complete (or stays as it was when skipped). */
export function completeOnboarding(billing: Billing, accountId: string, businessName: string): AccountObject {
  const account = getAccount(billing, accountId);
  const previous = {
    charges_enabled: account.charges_enabled,
    payouts_enabled: account.payouts_enabled,
    details_submitted: account.details_submitted,
    requirements: structuredClone(account.requirements),
  };
  account.details_submitted = true;
  account.charges_enabled = true;
  account.payouts_enabled = true;
  account.business_profile.name = businessName || account.business_profile.name;
  account.requirements = { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null };
  billing.store.save();
  billing.webhooks.emit('account.updated', account, { previous, account: account.id, subject: account.id });
  return account;
}
