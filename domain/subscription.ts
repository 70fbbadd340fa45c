import { canEditLocation, type LocationStanding } from './policies.js';
import { formatEuro } from './money.js';

/** What the subscription notice looks at: the editing gate's standing, and whether a card waits for approval. */
export interface SubscriptionStanding extends LocationStanding {
  hasInsertedTemporaryPaymentMethod: boolean;
}

/**
 * What the host's forms say about the subscription, if anything: an error while editing is locked (a
 * payment problem, or approved but never activated), an invitation to pay while the location waits for
 * approval (or, once a card is saved, that the subscription starts on approval), nothing once it is live.
 */
export type SubscriptionNotice =
  | { tone: 'error'; kind: 'payment-problem' | 'activate' }
  | { tone: 'info'; kind: 'pay-while-pending' | 'payment-method-saved' }
  | null;

const PAYMENT_PROBLEMS = new Set(['PAST_DUE', 'CANCELED', 'UNPAID']);

export function subscriptionNotice(l: SubscriptionStanding): SubscriptionNotice {
  if (l.subscriptionStatus === 'ACTIVE' || l.subscriptionType === 'FREE_FOREVER') return null;
  if (PAYMENT_PROBLEMS.has(l.subscriptionStatus)) return { tone: 'error', kind: 'payment-problem' };
  // The card saved in approval becomes the subscription when the platform approves the location: until
  // the provider's event arrives, even an approved location only needs to wait, not to pay again.
  if (l.hasInsertedTemporaryPaymentMethod) return { tone: 'info', kind: 'payment-method-saved' };
  if (canEditLocation(l)) return { tone: 'info', kind: 'pay-while-pending' };
  return { tone: 'error', kind: 'activate' };
}

/**
 * The dialog shown when a host picks one of their locations: the early-bird thanks for a FREE_FOREVER
 * location (live for life, nothing to pay); otherwise, unless the subscription is ACTIVE, an invitation to
 * activate it, worded for an approved location or one still in approval.
 */
export type SelectionDialog = 'early-bird' | 'activate-approved' | 'activate-pending' | null;

export function selectionDialog(l: {
  approvalStatus: string;
  subscriptionType: string;
  subscriptionStatus: string;
}): SelectionDialog {
  if (l.subscriptionType === 'FREE_FOREVER') return 'early-bird';
  if (l.subscriptionStatus === 'ACTIVE') return null;
  return l.approvalStatus === 'APPROVED' ? 'activate-approved' : 'activate-pending';
}

/** A plan's currency as people read it: eur '€', usd '$', any other its ISO code in capitals. */
export function currencySign(currency: string): string {
  const code = currency.toLowerCase();
  if (code === 'eur') return '€';
  if (code === 'usd') return '$';
  return currency.toUpperCase();
}

/** Minor units in Italian ('24,17 €', '1.234,00 $'): the euro format's digits with the plan's own sign. */
export function formatPlanMoney(minor: number, currency: string): string {
  return `${formatEuro(minor).slice(0, -'€'.length)}${currencySign(currency)}`;
}

/** What a plan costs a month, in minor units: a yearly plan's amount spread over twelve, rounded to the cent. */
export const planMonthlyAmount = (plan: { type: string; amount: number }) =>
  plan.type === 'year' ? Math.round(plan.amount / 12) : plan.amount;

/** Card brands as the provider names them ('visa', 'mastercard') with a capital: 'Visa'. */
export const cardBrandLabel = (brand: string) =>
  brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : brand;

/** The IVA a plan's invoices carry: a percentage, included in the plan's amount or added to it. */
export interface PlanVat {
  percentage: number;
  inclusive: boolean;
}

/** IVA in Italy's standard rate, the one the platform's invoices carry. */
export const VAT_PERCENTAGE = 22;

/**
 * What every subscription price says beside it: 'IVA inclusa', or '+ IVA 22%' when it is added; null
 * when the plan's tax is not known (its terms were never read from the provider).
 */
export function vatNote(vat: PlanVat | null | undefined): string | null {
  if (!vat) return null;
  return vat.inclusive ? 'IVA inclusa' : `+ IVA ${String(vat.percentage).replace('.', ',')}%`;
}

/** A coupon as the provider defines it: a percentage or an amount off (in the plan's minor units). */
export interface PlanDiscountTerms {
  percentOff?: number | null;
  amountOff?: number | null;
}

/** The amount after the coupon, rounded to the cent as the provider's invoice rounds it (never below 0). */
export function discountedAmount(amount: number, d: PlanDiscountTerms): number {
  const off = d.percentOff != null ? Math.round((amount * d.percentOff) / 100) : (d.amountOff ?? 0);
  return Math.max(0, amount - off);
}

/** The reduction as people read it: '−30%' or '−87,00 €'. */
export function discountLabel(d: PlanDiscountTerms, currency: string): string {
  if (d.percentOff != null) return `−${String(d.percentOff).replace('.', ',')}%`;
  return `−${formatPlanMoney(d.amountOff ?? 0, currency)}`;
}
