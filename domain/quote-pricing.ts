import { addDays, isValidIsoDate } from './dates.js';
import { quotePricingMessages as m, QUOTE_CONDITIONS_MAX, QUOTE_LINE_LABEL_MAX } from './messages.js';

/**
 * The host's priced quote (preventivo): its lines, discount, IVA, total and deposit. One function computes
 * them for the form that shows the total as the host types and for the gateway that stores it, so the
 * guest is offered exactly the figures the host saw. Amounts are integer cents throughout; every rounding
 * is half-up to the cent and happens once, at the step named below.
 */

export type QuoteLineKind = 'AMBIENT' | 'SERVICE' | 'CUSTOM';
/** A line is priced per guest (a menu) or as a whole (a room's rent, the cake, SIAE). */
export type QuoteLinePricing = 'PER_PERSON' | 'FLAT';
/** Italy's IVA rates a venue may state: ordinary, reduced (catering and events), super-reduced, none. */
export const QUOTE_VAT_RATES = [22, 10, 5, 4, 0] as const;
export type QuoteVatRate = (typeof QUOTE_VAT_RATES)[number];
/** Whether the prices the host typed already contain IVA, or IVA is added on top of them. */
export type QuoteVatMode = 'INCLUDED' | 'EXCLUDED';

export const QUOTE_LINES_MAX = 50;
/** 1,000,000 € per line or in total: far above any party, and well inside a 32-bit GraphQL Int. */
export const QUOTE_AMOUNT_MAX_CENTS = 100_000_000;
export const QUOTE_GUESTS_MAX = 10_000;
/** How far ahead a quote may stay open: the same year of availability the calendars keep. */
export const QUOTE_VALIDITY_MAX_DAYS = 366;

export interface QuoteLineInput {
  kind: QuoteLineKind;
  /** The request's ambient or service the line starts from; none for a free line. */
  sourceId?: string | null;
  label: string;
  pricing: QuoteLinePricing;
  unitPriceCents: number;
}

export type QuoteAdjustment = { kind: 'AMOUNT'; cents: number } | { kind: 'PERCENT'; percent: number };

export interface QuoteTermsInput {
  guests: number;
  lines: readonly QuoteLineInput[];
  discount?: QuoteAdjustment | null;
  vatRate: number;
  vatMode: QuoteVatMode;
  /** The deposit (caparra) the guest pays on accepting, as an amount or a share of the total. */
  deposit?: QuoteAdjustment | null;
  /** Last day the guest may accept (ISO date). */
  validUntil: string;
  /** The host's own conditions; none means the cancellation rule of the legal facts applies. */
  conditions?: string | null;
}

export interface PricedQuoteLine extends QuoteLineInput {
  /** Per-person price × guests, or the flat price. */
  totalCents: number;
}

export interface QuotePricing {
  lines: PricedQuoteLine[];
  /** The lines' sum as the host typed them (with or without IVA, per `vatMode`). */
  subtotalCents: number;
  discountCents: number;
  /** The amount IVA is computed on. */
  taxableCents: number;
  vatCents: number;
  totalCents: number;
  depositCents: number;
}

export type QuoteTermsField =
  | 'guests'
  | 'lines'
  | `lines.${number}.label`
  | `lines.${number}.unitPriceCents`
  | 'discount'
  | 'vatRate'
  | 'deposit'
  | 'validUntil'
  | 'conditions'
  | 'total';

export interface QuoteTermsIssue {
  field: QuoteTermsField;
  message: string;
}

/** Half-up rounding of a non-negative cent amount times a fraction `num / den`, without float drift. */
function share(cents: number, num: number, den: number): number {
  return Math.floor((cents * num * 2 + den) / (den * 2));
}

/** Percentages carry at most two decimals (12,5 %): kept as hundredths so the arithmetic stays integral. */
function hundredths(percent: number): number {
  return Math.round(percent * 100);
}

function adjustmentCents(adjustment: QuoteAdjustment | null | undefined, base: number): number {
  if (!adjustment) return 0;
  if (adjustment.kind === 'AMOUNT') return Math.max(0, Math.round(adjustment.cents));
  return share(base, Math.max(0, hundredths(adjustment.percent)), 10_000);
}

/**
 * The figures of a quote. Callers validate first (`validateQuoteTerms`); on invalid input the figures
 * are still defined (negatives clamped to 0), so a form can show a running total while the host types.
 */
export function priceQuote(input: QuoteTermsInput): QuotePricing {
  const guests = Math.max(0, Math.floor(input.guests));
  const lines = input.lines.map((line) => {
    const unit = Math.max(0, Math.round(line.unitPriceCents));
    return { ...line, totalCents: line.pricing === 'PER_PERSON' ? unit * guests : unit };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const discountCents = Math.min(subtotalCents, adjustmentCents(input.discount, subtotalCents));
  const discounted = subtotalCents - discountCents;
  const rate = Math.max(0, Math.round(input.vatRate));
  let taxableCents: number;
  let vatCents: number;
  if (input.vatMode === 'INCLUDED') {
    // The typed prices are what the guest pays: IVA is the part of them above the taxable amount.
    taxableCents = share(discounted, 100, 100 + rate);
    vatCents = discounted - taxableCents;
  } else {
    taxableCents = discounted;
    vatCents = share(discounted, rate, 100);
  }
  const totalCents = taxableCents + vatCents;
  const depositCents = Math.min(totalCents, adjustmentCents(input.deposit, totalCents));
  return { lines, subtotalCents, discountCents, taxableCents, vatCents, totalCents, depositCents };
}

function isWholeCents(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= max;
}

/** A percentage above 0 and at most 100, with at most two decimals. */
function isPercent(value: number): boolean {
  return (
    Number.isFinite(value) && value > 0 && value <= 100 && Math.abs(hundredths(value) - value * 100) < 1e-6
  );
}

/**
 * Every rule of a quote, in the order the form shows them. `today` is the Italian calendar day the check
 * runs on (the gateway passes its own, the client the browser's).
 */
export function validateQuoteTerms(input: QuoteTermsInput, today: string): QuoteTermsIssue[] {
  const issues: QuoteTermsIssue[] = [];
  if (!Number.isInteger(input.guests) || input.guests < 1 || input.guests > QUOTE_GUESTS_MAX) {
    issues.push({ field: 'guests', message: m.guests });
  }
  if (input.lines.length === 0) issues.push({ field: 'lines', message: m.linesRequired });
  if (input.lines.length > QUOTE_LINES_MAX) issues.push({ field: 'lines', message: m.linesMax });
  input.lines.forEach((line, i) => {
    const label = line.label.trim();
    if (!label) issues.push({ field: `lines.${i}.label`, message: m.labelRequired });
    else if (label.length > QUOTE_LINE_LABEL_MAX)
      issues.push({ field: `lines.${i}.label`, message: m.labelMax });
    if (!isWholeCents(line.unitPriceCents, QUOTE_AMOUNT_MAX_CENTS)) {
      issues.push({ field: `lines.${i}.unitPriceCents`, message: m.price });
    }
  });
  const pricing = priceQuote(input);
  const discount = input.discount;
  if (discount) {
    const valid =
      discount.kind === 'AMOUNT'
        ? isWholeCents(discount.cents, QUOTE_AMOUNT_MAX_CENTS) && discount.cents > 0
        : isPercent(discount.percent);
    if (!valid) issues.push({ field: 'discount', message: m.discount });
    else if (discount.kind === 'AMOUNT' && discount.cents > pricing.subtotalCents) {
      issues.push({ field: 'discount', message: m.discountAboveSubtotal });
    }
  }
  if (!(QUOTE_VAT_RATES as readonly number[]).includes(input.vatRate)) {
    issues.push({ field: 'vatRate', message: m.vatRate });
  }
  const deposit = input.deposit;
  if (deposit) {
    const valid =
      deposit.kind === 'AMOUNT'
        ? isWholeCents(deposit.cents, QUOTE_AMOUNT_MAX_CENTS) && deposit.cents > 0
        : isPercent(deposit.percent);
    if (!valid) issues.push({ field: 'deposit', message: m.deposit });
    else if (deposit.kind === 'AMOUNT' && deposit.cents > pricing.totalCents) {
      issues.push({ field: 'deposit', message: m.depositAboveTotal });
    }
  }
  if (!isValidIsoDate(input.validUntil) || input.validUntil < today) {
    issues.push({ field: 'validUntil', message: m.validUntilPast });
  } else if (input.validUntil > addDays(today, QUOTE_VALIDITY_MAX_DAYS)) {
    issues.push({ field: 'validUntil', message: m.validUntilFar });
  }
  if ((input.conditions?.length ?? 0) > QUOTE_CONDITIONS_MAX) {
    issues.push({ field: 'conditions', message: m.conditionsMax });
  }
  if (pricing.totalCents > QUOTE_AMOUNT_MAX_CENTS) issues.push({ field: 'total', message: m.totalMax });
  return issues;
}

/** Whether the guest may still accept: on its last valid day included, never after. */
export function isQuoteExpired(validUntil: string, today: string): boolean {
  return today > validUntil;
}
