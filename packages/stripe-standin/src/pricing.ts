import { invalid, missing, obj, str, int, type ParamObject, bool, mergeMetadata } from './params.js';
import { addInterval, newId, nowSeconds, type Store } from './store.js';
import type {
  CouponObject,
  DiscountObject,
  InvoiceTax,
  StandInCoupon,
  StandInSubscription,
  TaxRateObject,
} from './types.js';

/** Coupons, the discounts they become on a subscription, tax rates, and what an invoice then charges. */

export function couponObject(c: StandInCoupon, created = nowSeconds()): CouponObject {
  return {
    id: c.id,
    object: 'coupon',
    amount_off: c.amountOff ?? null,
    created,
    currency: c.amountOff !== undefined ? (c.currency ?? 'eur') : null,
    duration: c.duration,
    duration_in_months: c.duration === 'repeating' ? (c.durationInMonths ?? 1) : null,
    livemode: false,
    max_redemptions: null,
    metadata: {},
    name: c.name,
    percent_off: c.percentOff ?? null,
    redeem_by: null,
    times_redeemed: 0,
    valid: true,
  };
}

/** POST /v1/coupons, with Stripe's checks: exactly one of percent_off and amount_off, a currency with the latter. */
export function createCoupon(store: Store, params: ParamObject): CouponObject {
  const percentText = str(params, 'percent_off');
  const percentOff = percentText === undefined || percentText === '' ? undefined : Number(percentText);
  const amountOff = int(params, 'amount_off');
  if ((percentOff === undefined) === (amountOff === undefined))
    throw invalid('You must pass exactly one of percent_off or amount_off.', 'percent_off');
  if (percentOff !== undefined && !(percentOff > 0 && percentOff <= 100))
    throw invalid('percent_off must be between 0 and 100.', 'percent_off');
  const currency = str(params, 'currency');
  if (amountOff !== undefined && !currency)
    throw invalid('You must pass currency when passing amount_off.', 'currency');
  const duration = str(params, 'duration') ?? 'once';
  if (duration !== 'forever' && duration !== 'once' && duration !== 'repeating')
    throw invalid(`Invalid duration: ${duration}`, 'duration');
  const months = int(params, 'duration_in_months');
  if (duration === 'repeating' && !months)
    throw invalid('duration_in_months is required when duration is repeating.', 'duration_in_months');
  const id = str(params, 'id') || newId('');
  if (store.state.coupons[id]) throw invalid('Coupon already exists.', 'id');
  const coupon = couponObject({
    id,
    name: str(params, 'name') ?? id,
    ...(percentOff !== undefined ? { percentOff } : {}),
    ...(amountOff !== undefined ? { amountOff, currency: currency!.toLowerCase() } : {}),
    duration,
    ...(months ? { durationInMonths: months } : {}),
  });
  coupon.metadata = mergeMetadata({}, params['metadata']);
  store.state.coupons[id] = coupon;
  store.save();
  return coupon;
}

export function getCoupon(store: Store, id: string): CouponObject {
  const coupon = store.state.coupons[id];
  if (!coupon) throw missing('coupon', id);
  return coupon;
}

/** Coupon ids as a create call names them: each must exist (Stripe refuses an unknown one up front). */
export function checkCoupons(store: Store, coupons: string[], param: string): void {
  coupons.forEach((id, i) => {
    if (!store.state.coupons[id]?.valid) throw invalid(`No such coupon: '${id}'`, `${param}[${i}][coupon]`);
  });
}

/** The coupons applied to a new subscription, as discounts starting at `start`. */
export function applyCoupons(
  store: Store,
  coupons: string[],
  ref: { customer: string; subscription: string; checkoutSession: string | null },
  start: number,
): string[] {
  return coupons.map((couponId) => {
    const coupon = getCoupon(store, couponId);
    coupon.times_redeemed += 1;
    const discount: DiscountObject = {
      id: newId('di_'),
      object: 'discount',
      checkout_session: ref.checkoutSession,
      customer: ref.customer,
      end:
        coupon.duration === 'repeating' && coupon.duration_in_months
          ? addMonths(start, coupon.duration_in_months)
          : null,
      invoice: null,
      invoice_item: null,
      promotion_code: null,
      source: { type: 'coupon', coupon: coupon.id },
      start,
      subscription: ref.subscription,
      subscription_item: null,
    };
    store.state.discounts[discount.id] = discount;
    return discount.id;
  });
}

function addMonths(start: number, months: number): number {
  let at = start;
  for (let k = 0; k < months; k++) at = addInterval(at, 'month');
  return at;
}

/** POST /v1/tax_rates. */
export function createTaxRate(store: Store, params: ParamObject): TaxRateObject {
  const displayName = str(params, 'display_name');
  if (!displayName) throw invalid('Missing required param: display_name.', 'display_name');
  const percentText = str(params, 'percentage');
  const percentage = percentText === undefined ? NaN : Number(percentText);
  if (!(percentage >= 0 && percentage <= 100))
    throw invalid('Missing required param: percentage.', 'percentage');
  const inclusive = bool(params, 'inclusive');
  if (inclusive === undefined) throw invalid('Missing required param: inclusive.', 'inclusive');
  const rate: TaxRateObject = {
    id: newId('txr_'),
    object: 'tax_rate',
    active: bool(params, 'active') ?? true,
    country: str(params, 'country')?.toUpperCase() ?? null,
    created: nowSeconds(),
    description: str(params, 'description') ?? null,
    display_name: displayName,
    effective_percentage: percentage,
    flat_amount: null,
    inclusive,
    jurisdiction: str(params, 'jurisdiction') ?? null,
    jurisdiction_level: null,
    livemode: false,
    metadata: mergeMetadata({}, obj(params, 'metadata') ?? {}),
    percentage,
    rate_type: 'percentage',
    state: str(params, 'state') ?? null,
    tax_type: str(params, 'tax_type') ?? null,
  };
  store.state.taxRates[rate.id] = rate;
  store.save();
  return rate;
}

export function getTaxRate(store: Store, id: string): TaxRateObject {
  const rate = store.state.taxRates[id];
  if (!rate) throw missing('tax_rate', id);
  return rate;
}

/** Tax rate ids as a create call names them: each must exist and be active. */
export function taxRatesOf(store: Store, ids: string[], param: string): TaxRateObject[] {
  return ids.map((id, i) => {
    const rate = store.state.taxRates[id];
    if (!rate) throw invalid(`No such tax rate: '${id}'`, `${param}[${i}]`);
    if (!rate.active) throw invalid(`Tax rate ${id} is inactive.`, `${param}[${i}]`);
    return structuredClone(rate);
  });
}

export interface InvoiceLine {
  amount: number;
  quantity: number;
  description: string;
  subtotal: number;
  discount_amounts: { amount: number; discount: string }[];
  discounts: string[];
  taxes: InvoiceTax[];
}

export interface InvoiceAmounts {
  lines: InvoiceLine[];
  subtotal: number;
  subtotalExcludingTax: number;
  discounts: { amount: number; discount: string }[];
  taxes: InvoiceTax[];
  total: number;
  totalExcludingTax: number;
}

const taxOn = (amount: number, rate: TaxRateObject): InvoiceTax => {
  const tax = rate.inclusive
    ? Math.round(amount - amount / (1 + rate.percentage / 100))
    : Math.round((amount * rate.percentage) / 100);
  return {
    amount: tax,
    tax_behavior: rate.inclusive ? 'inclusive' : 'exclusive',
    tax_rate_details: { tax_rate: rate.id },
    taxability_reason: 'standard_rated',
    taxable_amount: rate.inclusive ? amount - tax : amount,
    type: 'tax_rate_details',
  };
};

/** What an invoice is computed from: priced items, the discounts and the tax rates that apply. */
export interface PricedItems {
  currency: string;
  items: { price: { unit_amount: number; nickname: string }; quantity: number }[];
  discounts: DiscountObject[];
  taxRates: TaxRateObject[];
}

/** A subscription's items, discounts in force at `at` and tax rates. */
export function pricedSubscription(store: Store, s: StandInSubscription, at: number): PricedItems {
  return {
    currency: s.currency,
    items: s.items.data,
    discounts: s.discounts
      .map((id) => store.state.discounts[id])
      .filter((d): d is DiscountObject => !!d && d.start <= at && (d.end === null || at < d.end)),
    taxRates: s.default_tax_rates,
  };
}

/**
 * What an invoice charges, as Stripe computes it: each line's price, less the discounts (a percentage,
 * or a fixed amount up to the line), then the tax rates on what is left (an inclusive rate is the part of
 * it that is tax, an exclusive one is added on top).
 */
export function invoiceAmounts(coupons: Record<string, CouponObject>, priced: PricedItems): InvoiceAmounts {
  const lines = priced.items.map((item): InvoiceLine => {
    const subtotal = item.price.unit_amount * item.quantity;
    let left = subtotal;
    const discountAmounts = priced.discounts.map((d) => {
      const coupon = coupons[d.source.coupon];
      const off = !coupon
        ? 0
        : coupon.percent_off !== null
          ? Math.round((subtotal * coupon.percent_off) / 100)
          : coupon.currency === priced.currency
            ? (coupon.amount_off ?? 0)
            : 0;
      const amount = Math.min(off, left);
      left -= amount;
      return { amount, discount: d.id };
    });
    return {
      amount: subtotal,
      quantity: item.quantity,
      description: `${item.quantity} × ${item.price.nickname}`,
      subtotal,
      discount_amounts: discountAmounts,
      discounts: priced.discounts.map((d) => d.id),
      taxes: priced.taxRates.map((rate) => taxOn(left, rate)),
    };
  });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const subtotal = sum(lines.map((l) => l.subtotal));
  const discounted = sum(lines.map((l) => l.subtotal - sum(l.discount_amounts.map((d) => d.amount))));
  const taxes = lines.flatMap((l) => l.taxes);
  const exclusive = sum(taxes.filter((t) => t.tax_behavior === 'exclusive').map((t) => t.amount));
  const total = discounted + exclusive;
  const inclusiveOnSubtotal = sum(
    priced.taxRates.filter((r) => r.inclusive).map((r) => taxOn(subtotal, r).amount),
  );
  return {
    lines,
    subtotal,
    subtotalExcludingTax: subtotal - inclusiveOnSubtotal,
    discounts: priced.discounts.map((d) => ({
      discount: d.id,
      amount: sum(
        lines.flatMap((l) => l.discount_amounts.filter((a) => a.discount === d.id).map((a) => a.amount)),
      ),
    })),
    taxes,
    total,
    totalExcludingTax: total - sum(taxes.map((t) => t.amount)),
  };
}

/** A `once` coupon is spent by the first invoice that charged something with it. */
export function spendOnceDiscounts(store: Store, discountIds: string[], at: number): void {
  for (const id of discountIds) {
    const discount = store.state.discounts[id];
    const coupon = discount ? store.state.coupons[discount.source.coupon] : undefined;
    if (discount && coupon?.duration === 'once' && discount.end === null) discount.end = at + 1;
  }
}
