/** The objects as the stand-in stores them: already in Stripe's wire shape, ids where Stripe puts ids. */
import type {
  AddressObject,
  CouponObject,
  DiscountObject,
  InvoiceTax,
  TaxRateObject,
  TestClockObject,
} from './pricingTypes.js';

import type { ConnectState, PaymentRequest } from './connectTypes.js';

export type * from './pricingTypes.js';
export type * from './connectTypes.js';
export type Metadata = Record<string, string>;

export interface StandInPrice {
  id: string;
  lookupKey: string;
  interval: 'month' | 'year';
  unitAmount: number;
  currency: string;
  productName: string;
}

export interface PriceObject {
  id: string;
  object: 'price';
  active: true;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  livemode: false;
  lookup_key: string;
  metadata: Metadata;
  nickname: string;
  product: string;
  recurring: { interval: 'month' | 'year'; interval_count: 1; usage_type: 'licensed' };
  type: 'recurring';
  unit_amount: number;
}

export interface StandInCustomer {
  id: string;
  object: 'customer';
  created: number;
  livemode: false;
  email: string | null;
  name: string | null;
  metadata: Metadata;
  preferred_locales: string[];
  address: AddressObject | null;
  /** The test clock whose time this customer's objects live in (test mode only). */
  test_clock: string | null;
  invoice_settings: {
    custom_fields: { name: string; value: string }[] | null;
    default_payment_method: string | null;
    footer: null;
    rendering_options: null;
  };
}

export interface TaxIdObject {
  id: string;
  object: 'tax_id';
  country: string | null;
  created: number;
  customer: string;
  livemode: false;
  type: string;
  value: string;
  verification: { status: 'unavailable'; verified_address: null; verified_name: null };
}

export interface PaymentMethodObject {
  id: string;
  object: 'payment_method';
  type: 'card';
  created: number;
  livemode: false;
  customer: string | null;
  metadata: Metadata;
  billing_details: { name: string | null; email: null; phone: null; address: null };
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    country: 'IT';
    funding: 'credit';
  };
}

export interface SetupIntentObject {
  id: string;
  object: 'setup_intent';
  created: number;
  livemode: false;
  customer: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  metadata: Metadata;
  status: 'succeeded';
  usage: 'off_session';
}

export interface CheckoutSessionObject {
  id: string;
  object: 'checkout.session';
  created: number;
  livemode: false;
  mode: 'subscription' | 'setup' | 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  url: string | null;
  customer: string | null;
  subscription: string | null;
  setup_intent: string | null;
  /** Payment mode: the intent of the payment, once the buyer has submitted the page. */
  payment_intent: string | null;
  customer_email: string | null;
  success_url: string | null;
  cancel_url: string | null;
  metadata: Metadata;
  client_reference_id: string | null;
  expires_at: number;
  currency: string | null;
  amount_subtotal: number | null;
  amount_total: number | null;
  locale: string | null;
  payment_method_types: string[];
}

/** What the session was created with and Stripe keeps to itself until completion. */
export interface CheckoutRequest {
  price: string | null;
  quantity: number;
  trialEnd: number | null;
  subscriptionMetadata: Metadata;
  setupMetadata: Metadata;
  /** Coupon ids. */
  discounts: string[];
  taxRates: string[];
}

export interface StoredCheckout {
  session: CheckoutSessionObject;
  request: CheckoutRequest;
  /** Payment mode: the one-off line and what the payment intent will carry. */
  payment?: PaymentRequest;
}

export interface PortalSessionObject {
  id: string;
  object: 'billing_portal.session';
  created: number;
  livemode: false;
  customer: string;
  return_url: string | null;
  url: string;
}

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete';

export interface SubscriptionItemObject {
  id: string;
  object: 'subscription_item';
  created: number;
  metadata: Metadata;
  price: PriceObject;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
}

export interface StandInSubscription {
  id: string;
  object: 'subscription';
  created: number;
  livemode: false;
  customer: string;
  status: SubscriptionStatus;
  metadata: Metadata;
  items: { object: 'list'; data: SubscriptionItemObject[]; has_more: false; url: string };
  billing_cycle_anchor: number;
  collection_method: 'charge_automatically';
  currency: string;
  start_date: number;
  trial_start: number | null;
  trial_end: number | null;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  default_payment_method: string | null;
  default_tax_rates: TaxRateObject[];
  /** Discount ids (di_…), as Stripe lists them since 2024. */
  discounts: string[];
  latest_invoice: string | null;
  test_clock: string | null;
}

export interface InvoiceObject {
  id: string;
  object: 'invoice';
  created: number;
  livemode: false;
  customer: string;
  /** The customer as invoiced, copied when the invoice is made (Stripe freezes them at finalisation). */
  customer_name: string | null;
  customer_email: string | null;
  customer_address: AddressObject | null;
  customer_tax_ids: { type: string; value: string }[];
  custom_fields: { name: string; value: string }[] | null;
  status: 'paid' | 'open';
  currency: string;
  subtotal: number;
  subtotal_excluding_tax: number;
  total: number;
  total_excluding_tax: number;
  total_discount_amounts: { amount: number; discount: string }[];
  total_taxes: InvoiceTax[];
  discounts: string[];
  default_tax_rates: TaxRateObject[];
  test_clock: string | null;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  collection_method: 'charge_automatically';
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Metadata };
  };
  lines: {
    object: 'list';
    data: {
      id: string;
      object: 'line_item';
      amount: number;
      currency: string;
      description: string;
      discount_amounts: { amount: number; discount: string }[];
      discounts: string[];
      period: { start: number; end: number };
      quantity: number;
      subtotal: number;
      taxes: InvoiceTax[];
    }[];
    has_more: false;
  };
  period_start: number;
  period_end: number;
  status_transitions: { paid_at: number | null };
}

/** Everything the state file holds. */
export interface StandInState {
  customers: Record<string, StandInCustomer>;
  taxIds: Record<string, TaxIdObject>;
  paymentMethods: Record<string, PaymentMethodObject>;
  setupIntents: Record<string, SetupIntentObject>;
  checkouts: Record<string, StoredCheckout>;
  portals: Record<string, PortalSessionObject>;
  subscriptions: Record<string, StandInSubscription>;
  invoices: Record<string, InvoiceObject>;
  coupons: Record<string, CouponObject>;
  discounts: Record<string, DiscountObject>;
  taxRates: Record<string, TaxRateObject>;
  testClocks: Record<string, TestClockObject>;
  connect: ConnectState;
  lastEventCreated: number;
}
