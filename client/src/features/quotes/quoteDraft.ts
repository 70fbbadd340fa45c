import {
  addDays,
  DEFAULT_MIDDLE_REFUND_PERCENT,
  validateQuoteTerms,
  type QuoteAdjustment,
  type QuoteLineKind,
  type QuoteLinePricing,
  type QuoteTermsInput,
  type QuoteVatMode,
} from '@festalocation/domain';
import { sendQuoteSchema } from '@festalocation/domain/schemas/quotes';
import { quotePricingMessages as m } from '@festalocation/domain/messages';
import type { QuoteFieldsFragment } from './quotes.generated';

/**
 * The host's quote as the editor holds it while it is typed: euros as the fields show them, turned into
 * the gateway's input (cents) by `toSendInput`, which both the live totals and the submission read, so
 * the figures on screen are the ones sent.
 */

export type AdjustmentKind = 'NONE' | 'AMOUNT' | 'PERCENT';

export interface DraftLine {
  /** A stable key for React and for the line's fields, never sent. */
  key: string;
  kind: QuoteLineKind;
  sourceId: string | null;
  label: string;
  pricing: QuoteLinePricing;
  /** Euros as typed; NaN while the field is empty. */
  price: number;
}

export interface QuoteDraft {
  guests: number;
  lines: DraftLine[];
  discountKind: AdjustmentKind;
  /** Euros for an amount, percent for a share. */
  discountValue: number;
  vatRate: number;
  vatMode: QuoteVatMode;
  depositKind: AdjustmentKind;
  depositValue: number;
  /** The guest pays the deposit online (offered when the host's account takes charges). */
  depositOnline: boolean;
  /** The deposit's share given back cancelling 8 to 30 days before (NaN while the field is empty). */
  middleRefundPercent: number;
  validUntil: string;
  ownConditions: boolean;
  conditions: string;
}

/** The request as the editor starts from it: its guests and its ambients and services at list prices. */
export interface DraftSource {
  guests: number;
  ambients: readonly { id: string; name: string; priceCents: number }[];
  services: readonly { id: string; name: string; priceCents: number }[];
}

/** How long a new quote stays open unless the host says otherwise. */
export const DEFAULT_VALIDITY_DAYS = 14;

let nextKey = 0;
export const newLineKey = () => `line-${++nextKey}`;

const euros = (cents: number) => cents / 100;
const cents = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) : NaN);

export function freeLine(label = ''): DraftLine {
  return { key: newLineKey(), kind: 'CUSTOM', sourceId: null, label, pricing: 'FLAT', price: NaN };
}

/** A first quote: rooms priced flat, services per person, both at the list price the request copied. */
export function draftFromRequest(source: DraftSource, today: string): QuoteDraft {
  return {
    guests: source.guests,
    lines: [
      ...source.ambients.map((a) => ({
        key: newLineKey(),
        kind: 'AMBIENT' as const,
        sourceId: a.id,
        label: a.name,
        pricing: 'FLAT' as const,
        price: euros(a.priceCents),
      })),
      ...source.services.map((x) => ({
        key: newLineKey(),
        kind: 'SERVICE' as const,
        sourceId: x.id,
        label: x.name,
        pricing: 'PER_PERSON' as const,
        price: euros(x.priceCents),
      })),
    ],
    discountKind: 'NONE',
    discountValue: NaN,
    vatRate: 10,
    vatMode: 'INCLUDED',
    depositKind: 'NONE',
    depositValue: NaN,
    depositOnline: false,
    middleRefundPercent: DEFAULT_MIDDLE_REFUND_PERCENT,
    validUntil: addDays(today, DEFAULT_VALIDITY_DAYS),
    ownConditions: false,
    conditions: '',
  };
}

/** A revision starts from the version on offer; only its validity starts again from today. */
export function draftFromQuote(quote: QuoteFieldsFragment, today: string): QuoteDraft {
  const adjustment = (a: QuoteFieldsFragment['discount']): [AdjustmentKind, number] =>
    !a
      ? ['NONE', NaN]
      : a.amountCents != null
        ? ['AMOUNT', euros(a.amountCents)]
        : ['PERCENT', a.percent ?? NaN];
  const [discountKind, discountValue] = adjustment(quote.discount);
  const [depositKind, depositValue] = adjustment(quote.deposit);
  return {
    guests: quote.guests,
    lines: quote.lines.map((l) => ({
      key: newLineKey(),
      kind: l.kind,
      sourceId: l.sourceId ?? null,
      label: l.label,
      pricing: l.pricing,
      price: euros(l.unitPriceCents),
    })),
    discountKind,
    discountValue,
    vatRate: quote.vatRate,
    vatMode: quote.vatMode,
    depositKind,
    depositValue,
    depositOnline: quote.depositOnline,
    middleRefundPercent: quote.middleRefundPercent,
    validUntil: addDays(today, DEFAULT_VALIDITY_DAYS),
    ownConditions: quote.conditions != null,
    conditions: quote.conditions ?? '',
  };
}

function adjustmentInput(kind: AdjustmentKind, value: number) {
  if (kind === 'NONE') return null;
  return kind === 'AMOUNT'
    ? { amountCents: cents(value), percent: null }
    : { amountCents: null, percent: value };
}

/** The `SendQuoteInput` of a draft (NaN for an empty number, which the checks name). */
export function toSendInput(draft: QuoteDraft, quoteRequestId: string, idempotencyKey: string) {
  return {
    quoteRequestId,
    guests: draft.guests,
    lines: draft.lines.map((l) => ({
      kind: l.kind,
      sourceId: l.sourceId,
      label: l.label,
      pricing: l.pricing,
      unitPriceCents: cents(l.price),
    })),
    discount: adjustmentInput(draft.discountKind, draft.discountValue),
    vatRate: draft.vatRate,
    vatMode: draft.vatMode,
    deposit: adjustmentInput(draft.depositKind, draft.depositValue),
    depositOnline: draft.depositKind !== 'NONE' && draft.depositOnline,
    middleRefundPercent: draft.middleRefundPercent,
    validUntil: draft.validUntil,
    conditions: draft.ownConditions ? draft.conditions : null,
    idempotencyKey,
  };
}

const zero = (n: number) => (Number.isFinite(n) ? n : 0);

function termsAdjustment(kind: AdjustmentKind, value: number): QuoteAdjustment | null {
  if (kind === 'NONE') return null;
  return kind === 'AMOUNT'
    ? { kind: 'AMOUNT', cents: zero(cents(value)) }
    : { kind: 'PERCENT', percent: zero(value) };
}

/** The terms `priceQuote` reads, for the running totals (an empty number counts as 0 there). */
export function toTerms(draft: QuoteDraft): QuoteTermsInput {
  return {
    guests: zero(draft.guests),
    lines: draft.lines.map((l) => ({
      kind: l.kind,
      sourceId: l.sourceId,
      label: l.label,
      pricing: l.pricing,
      unitPriceCents: zero(cents(l.price)),
    })),
    discount: termsAdjustment(draft.discountKind, draft.discountValue),
    vatRate: draft.vatRate,
    vatMode: draft.vatMode,
    deposit: termsAdjustment(draft.depositKind, draft.depositValue),
    validUntil: draft.validUntil,
    conditions: draft.ownConditions ? draft.conditions : null,
  };
}

/** Field names of the form; an error the gateway names by one of these goes under that field. */
export const quoteFields = (draft: QuoteDraft): string[] => [
  'guests',
  'lines',
  ...draft.lines.flatMap((_, i) => [`lines.${i}.label`, `lines.${i}.unitPriceCents`]),
  'discount',
  'vatRate',
  'deposit',
  'middleRefundPercent',
  'validUntil',
  'conditions',
  'total',
];

/** The domain's own words for a shape error (an empty number) on the fields that have them. */
function shapeMessage(field: string, fallback: string): [string, string] {
  if (field.startsWith('discount')) return ['discount', m.discount];
  if (field.startsWith('deposit')) return ['deposit', m.deposit];
  if (field === 'guests') return [field, m.guests];
  if (/^lines\.\d+\.unitPriceCents$/.test(field)) return [field, m.price];
  return [field, fallback];
}

/**
 * The checks the gateway runs, in the browser: the shared zod schema over the input that would be sent
 * (an empty number fails there), then the domain's rules over the figures. The first message per field.
 */
export function checkDraft(draft: QuoteDraft, quoteRequestId: string, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = sendQuoteSchema.safeParse(toSendInput(draft, quoteRequestId, 'check-key'));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, message] = shapeMessage(issue.path.map(String).join('.'), issue.message);
      errors[field] ??= message;
    }
  }
  for (const issue of validateQuoteTerms(toTerms(draft), today)) errors[issue.field] ??= issue.message;
  return errors;
}
