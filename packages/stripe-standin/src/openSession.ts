import type { Billing } from './billing.js';
import { metadataOf, obj, str, type ParamObject } from './params.js';
import type { CheckoutSessionObject } from './types.js';

type ModeFields =
  | 'mode'
  | 'payment_status'
  | 'customer'
  | 'customer_email'
  | 'expires_at'
  | 'currency'
  | 'amount_subtotal'
  | 'amount_total'
  | 'payment_method_types';

/**
 * What a new Checkout session is in every mode (subscription, setup, payment): open at its hosted page, with
 * no subscription or intent yet, and the redirects, metadata, reference and locale its creation asked for.
 * Each mode adds what it prices and who pays.
 */
export const openSession = (
  billing: Billing,
  params: ParamObject,
  id: string,
  now: number,
): Omit<CheckoutSessionObject, ModeFields> => ({
  id,
  object: 'checkout.session',
  created: now,
  livemode: false,
  status: 'open',
  url: `${billing.pagesBaseUrl()}/checkout/${id}`,
  subscription: null,
  setup_intent: null,
  payment_intent: null,
  success_url: str(params, 'success_url') ?? null,
  cancel_url: str(params, 'cancel_url') ?? null,
  metadata: metadataOf(obj(params, 'metadata'), 'metadata'),
  client_reference_id: str(params, 'client_reference_id') ?? null,
  locale: str(params, 'locale') ?? null,
});
