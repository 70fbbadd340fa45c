/** Stripe's wire shapes for addresses, coupons and discounts, tax rates, invoice taxes and test clocks. */
type Metadata = Record<string, string>;

export interface AddressObject {
  line1: string | null;
  line2: string | null;
  city: string | null;
  postal_code: string | null;
  state: string | null;
  country: string | null;
}

/** The stand-in's coupons as configured at start (created in its state when missing). */
export interface StandInCoupon {
  id: string;
  name: string;
  percentOff?: number;
  amountOff?: number;
  currency?: string;
  duration: 'forever' | 'once' | 'repeating';
  durationInMonths?: number;
}

export interface CouponObject {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  created: number;
  currency: string | null;
  duration: 'forever' | 'once' | 'repeating';
  duration_in_months: number | null;
  livemode: false;
  max_redemptions: number | null;
  metadata: Metadata;
  name: string | null;
  percent_off: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
}

/** A coupon applied to a subscription: `end` is when it stops applying (null: forever). */
export interface DiscountObject {
  id: string;
  object: 'discount';
  checkout_session: string | null;
  customer: string;
  end: number | null;
  invoice: null;
  invoice_item: null;
  promotion_code: null;
  source: { type: 'coupon'; coupon: string };
  start: number;
  subscription: string | null;
  subscription_item: null;
}

export interface TaxRateObject {
  id: string;
  object: 'tax_rate';
  active: boolean;
  country: string | null;
  created: number;
  description: string | null;
  display_name: string;
  effective_percentage: number;
  flat_amount: null;
  inclusive: boolean;
  jurisdiction: string | null;
  jurisdiction_level: null;
  livemode: false;
  metadata: Metadata;
  percentage: number;
  rate_type: 'percentage';
  state: string | null;
  tax_type: string | null;
}

export interface TestClockObject {
  id: string;
  object: 'test_helpers.test_clock';
  created: number;
  deletes_after: number;
  frozen_time: number;
  livemode: false;
  name: string | null;
  status: 'advancing' | 'ready';
  status_details: { advancing?: { target_frozen_time: number } };
}

export interface InvoiceTax {
  amount: number;
  tax_behavior: 'inclusive' | 'exclusive';
  tax_rate_details: { tax_rate: string };
  taxability_reason: 'standard_rated';
  taxable_amount: number;
  type: 'tax_rate_details';
}
