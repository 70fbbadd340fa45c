import { describe, expect, it } from 'vitest';
import { quotePricingMessages } from './messages.js';
import { isQuoteExpired, priceQuote, validateQuoteTerms, type QuoteTermsInput } from './quote-pricing.js';

const today = '2026-11-27';

function terms(overrides: Partial<QuoteTermsInput> = {}): QuoteTermsInput {
  return {
    guests: 80,
    lines: [
      { kind: 'AMBIENT', sourceId: 'a1', label: 'Sala Giardino', pricing: 'FLAT', unitPriceCents: 150_000 },
      {
        kind: 'SERVICE',
        sourceId: 's1',
        label: 'Menù matrimonio',
        pricing: 'PER_PERSON',
        unitPriceCents: 6_500,
      },
      { kind: 'CUSTOM', label: 'Torta nuziale', pricing: 'FLAT', unitPriceCents: 35_000 },
    ],
    vatRate: 10,
    vatMode: 'EXCLUDED',
    validUntil: '2026-12-15',
    ...overrides,
  };
}

describe('priceQuote', () => {
  it('prices per-person lines by the guests and flat lines once', () => {
    const q = priceQuote(terms());
    expect(q.lines.map((l) => l.totalCents)).toEqual([150_000, 520_000, 35_000]);
    expect(q.subtotalCents).toBe(705_000);
  });

  it('adds IVA on top when prices exclude it', () => {
    const q = priceQuote(terms());
    expect(q).toMatchObject({ taxableCents: 705_000, vatCents: 70_500, totalCents: 775_500 });
  });

  it('takes IVA out of the prices when they include it, the total being what was typed', () => {
    const q = priceQuote(terms({ vatRate: 22, vatMode: 'INCLUDED' }));
    expect(q.totalCents).toBe(705_000);
    // 705000 / 1.22 = 577868.85… → 577869
    expect(q.taxableCents).toBe(577_869);
    expect(q.vatCents).toBe(705_000 - 577_869);
  });

  it('applies a discount as an amount or a percentage before IVA, rounding half up to the cent', () => {
    expect(priceQuote(terms({ discount: { kind: 'AMOUNT', cents: 5_000 } })).taxableCents).toBe(700_000);
    const pct = priceQuote(terms({ discount: { kind: 'PERCENT', percent: 12.5 } }));
    expect(pct.discountCents).toBe(88_125);
    expect(pct.taxableCents).toBe(616_875);
    // 7.5 % of 1 cent rounds to 0; of 7 cents (0.525) half up to 1
    const tiny = (cents: number) =>
      priceQuote({
        ...terms({ discount: { kind: 'PERCENT', percent: 7.5 } }),
        lines: [{ kind: 'CUSTOM', label: 'x', pricing: 'FLAT', unitPriceCents: cents }],
      }).discountCents;
    expect(tiny(1)).toBe(0);
    expect(tiny(7)).toBe(1);
  });

  it('computes the deposit on the total, never above it', () => {
    const q = priceQuote(terms({ deposit: { kind: 'PERCENT', percent: 30 } }));
    expect(q.depositCents).toBe(232_650);
    expect(priceQuote(terms({ deposit: { kind: 'AMOUNT', cents: 10_000_000 } })).depositCents).toBe(775_500);
    expect(priceQuote(terms()).depositCents).toBe(0);
  });

  it('keeps the sum exact: taxable + IVA = total for every rate and mode', () => {
    for (const vatRate of [22, 10, 5, 4, 0]) {
      for (const vatMode of ['INCLUDED', 'EXCLUDED'] as const) {
        for (const cents of [1, 99, 12_345, 99_999_999]) {
          const q = priceQuote({
            ...terms({ vatRate, vatMode }),
            lines: [{ kind: 'CUSTOM', label: 'x', pricing: 'FLAT', unitPriceCents: cents }],
          });
          expect(q.taxableCents + q.vatCents).toBe(q.totalCents);
          expect(q.vatCents).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
});

describe('validateQuoteTerms', () => {
  const fields = (input: QuoteTermsInput) => validateQuoteTerms(input, today).map((i) => i.field);

  it('accepts a complete quote', () => {
    expect(validateQuoteTerms(terms({ deposit: { kind: 'PERCENT', percent: 30 } }), today)).toEqual([]);
  });

  it('names each wrong field with its Italian message', () => {
    const issues = validateQuoteTerms(
      terms({
        guests: 0,
        lines: [{ kind: 'CUSTOM', label: '  ', pricing: 'FLAT', unitPriceCents: -1 }],
        vatRate: 21,
        validUntil: '2026-11-26',
        conditions: 'x'.repeat(2001),
      }),
      today,
    );
    expect(issues).toEqual([
      { field: 'guests', message: quotePricingMessages.guests },
      { field: 'lines.0.label', message: quotePricingMessages.labelRequired },
      { field: 'lines.0.unitPriceCents', message: quotePricingMessages.price },
      { field: 'vatRate', message: quotePricingMessages.vatRate },
      { field: 'validUntil', message: quotePricingMessages.validUntilPast },
      { field: 'conditions', message: quotePricingMessages.conditionsMax },
    ]);
  });

  it('refuses a quote without lines, fractional cents and more than 50 lines', () => {
    expect(fields(terms({ lines: [] }))).toEqual(['lines']);
    const line = { kind: 'CUSTOM', label: 'x', pricing: 'FLAT', unitPriceCents: 100 } as const;
    expect(fields(terms({ lines: Array.from({ length: 51 }, () => line) }))).toEqual(['lines']);
    expect(fields(terms({ lines: [{ ...line, unitPriceCents: 10.5 }] }))).toEqual(['lines.0.unitPriceCents']);
  });

  it('refuses a discount above the lines and a deposit above the total', () => {
    expect(fields(terms({ discount: { kind: 'AMOUNT', cents: 705_001 } }))).toEqual(['discount']);
    expect(fields(terms({ discount: { kind: 'AMOUNT', cents: 705_000 } }))).toEqual([]);
    expect(fields(terms({ deposit: { kind: 'AMOUNT', cents: 775_501 } }))).toEqual(['deposit']);
    expect(fields(terms({ deposit: { kind: 'PERCENT', percent: 0 } }))).toEqual(['deposit']);
    expect(fields(terms({ deposit: { kind: 'PERCENT', percent: 100.5 } }))).toEqual(['deposit']);
    expect(fields(terms({ discount: { kind: 'PERCENT', percent: 10.123 } }))).toEqual(['discount']);
  });

  it('keeps the validity between today and a year ahead', () => {
    expect(fields(terms({ validUntil: today }))).toEqual([]);
    expect(fields(terms({ validUntil: '2027-11-29' }))).toEqual(['validUntil']);
    expect(fields(terms({ validUntil: '2026-02-30' }))).toEqual(['validUntil']);
  });

  it('caps the total at 1,000,000 €', () => {
    const big = { kind: 'CUSTOM', label: 'x', pricing: 'FLAT', unitPriceCents: 100_000_000 } as const;
    expect(fields(terms({ lines: [big], vatRate: 22 }))).toEqual(['total']);
  });
});

describe('isQuoteExpired', () => {
  it('lets the guest accept on the last valid day, not the day after', () => {
    expect(isQuoteExpired('2026-11-27', '2026-11-27')).toBe(false);
    expect(isQuoteExpired('2026-11-27', '2026-11-28')).toBe(true);
  });
});
