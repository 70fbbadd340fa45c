import { describe, expect, it } from 'vitest';
import { canChangeQuoteStatus } from './policies.js';
import {
  firstSelectableDate,
  isDateSelectable,
  quoteTotalCents,
  validateQuote,
  type QuoteContext,
} from './quotes.js';
import { quoteMessages } from './messages.js';

// 2030-06-03 is a Monday.
const ctx: QuoteContext = {
  today: '2030-06-03',
  openingDays: ['MONDAY', 'SATURDAY'],
  ambients: [
    { id: 'a1', name: 'Sala Grande', capacity: 40, rentPriceCents: 50_000 },
    { id: 'a2', name: 'Giardino', capacity: 30, rentPriceCents: 0 },
  ],
  services: [{ id: 's1', name: 'Buffet', pricePerPersonCents: 2_550 }],
  blockedAmbients: { a1: ['2030-06-08'] },
  blockedServices: { s1: ['2030-06-10'] },
};
const base = { date: '2030-06-03', guests: 10, ambientIds: ['a1'], serviceIds: [] as string[] };
const messages = (input: Partial<typeof base> & Record<string, unknown>, mode: 'box' | 'form' = 'form') =>
  validateQuote({ ...base, ...input }, ctx, mode).map((i) => i.message);

describe('quote total', () => {
  it('multiplies services by guests and adds ambients once', () => {
    expect(
      quoteTotalCents({
        guests: 12,
        ambients: [{ rentPriceCents: 50_000 }, { rentPriceCents: 0 }],
        services: [{ pricePerPersonCents: 2_550 }, { pricePerPersonCents: 1_000 }],
      }),
    ).toBe(50_000 + 12 * 3_550);
  });
});

describe('quote validation', () => {
  it('accepts a valid request', () => {
    expect(messages({})).toEqual([]);
  });
  it('asks for a date with the box or form wording', () => {
    expect(messages({ date: null as never }, 'box')).toEqual(['Seleziona una data']);
    expect(messages({ date: null as never })).toEqual(['La data è obbligatoria']);
  });
  it('needs at least one ambient or service', () => {
    expect(messages({ ambientIds: [] })).toEqual(['Seleziona almeno un ambiente o un servizio']);
  });
  it('needs a service when an included ambient is chosen', () => {
    expect(messages({ ambientIds: ['a2'] })).toEqual([
      'Hai selezionato ambienti inclusi nel servizio. Seleziona almeno un servizio',
    ]);
    expect(messages({ ambientIds: ['a2'], serviceIds: ['s1'] })).toEqual([]);
  });
  it('checks capacity over the selected ambients, or all ambients when none is selected', () => {
    expect(messages({ guests: 41 })).toEqual([
      'Il numero di ospiti (41) supera la capienza totale degli ambienti selezionati (40 persone)',
    ]);
    expect(messages({ guests: 71, ambientIds: [], serviceIds: ['s1'] })).toEqual([
      'Il numero di ospiti (71) supera la capienza totale degli ambienti selezionati (70 persone)',
    ]);
    expect(messages({ guests: 70, ambientIds: [], serviceIds: ['s1'] })).toEqual([]);
  });
  it('rejects closed days, past days and blocked ambients or services', () => {
    expect(messages({ date: '2030-06-04' })).toEqual(['La location non è disponibile il 04 giu']);
    expect(messages({ date: '2030-06-01' })).toEqual(['La location non è disponibile il 01 giu']);
    expect(messages({ date: '2030-06-08' })).toEqual([
      'L\'ambiente "Sala Grande" non è disponibile il 08 giu',
    ]);
    expect(messages({ date: '2030-06-10', serviceIds: ['s1'] })).toEqual([
      'Il servizio "Buffet" non è disponibile il 10 giu',
    ]);
  });
  it('marks capacity and unavailability as blocking, missing choices as not', () => {
    const issues = validateQuote({ ...base, guests: 99, ambientIds: [], serviceIds: [] }, ctx);
    expect(issues.map((i) => [i.code, i.blocking])).toEqual([
      ['ITEMS_REQUIRED', false],
      ['CAPACITY', true],
    ]);
  });
  it('limits note and allergens to 400 characters and guests to at least 1', () => {
    expect(messages({ note: 'x'.repeat(400), allergens: 'y'.repeat(400) })).toEqual([]);
    expect(messages({ note: 'x'.repeat(401) })).toEqual(['Massimo 400 caratteri']);
    expect(messages({ guests: 0 })).toEqual(['Il numero minimo di ospiti è 1']);
  });
});

describe('date picker and status rules', () => {
  it('offers opening days from today, minus the selected items’ blocked dates', () => {
    const sel = { ambientIds: ['a1'], serviceIds: ['s1'] };
    expect(isDateSelectable('2030-06-03', ctx, sel)).toBe(true);
    expect(isDateSelectable('2030-06-08', ctx, sel)).toBe(false);
    expect(isDateSelectable('2030-06-08', ctx, { ambientIds: ['a2'], serviceIds: [] })).toBe(true);
    expect(isDateSelectable('2030-06-10', ctx, sel)).toBe(false);
    expect(isDateSelectable('2030-06-04', ctx, sel)).toBe(false);
  });
  it('finds the first day the picker offers: a closed or blocked today is not it', () => {
    const none = { ambientIds: [], serviceIds: [] };
    expect(firstSelectableDate(ctx, none)).toBe('2030-06-03');
    expect(firstSelectableDate({ ...ctx, today: '2030-06-04' }, none)).toBe('2030-06-08');
    expect(firstSelectableDate({ ...ctx, today: '2030-06-04' }, { ambientIds: ['a1'], serviceIds: [] })).toBe(
      '2030-06-10',
    );
    expect(firstSelectableDate({ ...ctx, openingDays: [] }, none)).toBeNull();
  });
  it('lets only PENDING become CONFIRMED or REJECTED', () => {
    expect(canChangeQuoteStatus('PENDING', 'CONFIRMED')).toBe(true);
    expect(canChangeQuoteStatus('PENDING', 'REJECTED')).toBe(true);
    expect(canChangeQuoteStatus('CONFIRMED', 'REJECTED')).toBe(false);
    expect(canChangeQuoteStatus('PENDING', 'PENDING')).toBe(false);
  });
  it('words the submission errors of the catalogue', () => {
    expect(quoteMessages.ambientUnavailableError('2030-06-08')).toBe(
      'Uno o più degli ambienti selezionati non sono disponibili il 08/06/2030',
    );
  });
});
