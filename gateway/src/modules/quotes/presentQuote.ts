import type { QuoteAdjustment, PricedQuoteLine } from '@festalocation/domain/quote-pricing';
import type { QuoteRow } from './priced.js';

/** A stored adjustment as the API reads it: exactly one of amount and percentage. */
const adjustment = (a: unknown) => {
  const value = a as QuoteAdjustment | null;
  if (!value) return null;
  return value.kind === 'AMOUNT'
    ? { amountCents: value.cents, percent: null }
    : { amountCents: null, percent: value.percent };
};

/** A stored quote version as the GraphQL `Quote`. */
export function quoteFields(row: QuoteRow) {
  return {
    id: row.id,
    version: row.version,
    guests: row.guests,
    lines: (row.lines as PricedQuoteLine[]).map((l) => ({ ...l, sourceId: l.sourceId ?? null })),
    subtotalCents: row.subtotalCents,
    discount: adjustment(row.discount),
    discountCents: row.discountCents,
    vatRate: Number(row.vatRate),
    vatMode: row.vatMode as 'INCLUDED' | 'EXCLUDED',
    taxableCents: row.taxableCents,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    deposit: adjustment(row.deposit),
    depositCents: row.depositCents,
    depositOnline: row.depositOnline,
    middleRefundPercent: row.middleRefundPercent,
    validUntil: row.validUntil,
    conditions: row.conditions,
    createdAt: row.createdAt.toISOString(),
  };
}
