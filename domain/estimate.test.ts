import { describe, expect, it } from 'vitest';
import {
  budgetEuros,
  estimateText,
  partyEstimate,
  priceFrom,
  serviceForIncludedAmbient,
} from './estimate.js';

const room = (capacity: number, rentPriceCents: number) => ({ capacity, rentPriceCents });
const service = (pricePerPersonCents: number, ambientIncluded = false) => ({
  pricePerPersonCents,
  ambientIncluded,
});

describe('partyEstimate', () => {
  it('takes the cheapest ambient that holds the guests, rent alone for a rented one', () => {
    const profile = {
      ambients: [room(40, 50_000), room(80, 220_000), room(100, 300_000)],
      services: [service(700)],
    };
    expect(partyEstimate(60, profile)).toMatchObject({ totalCents: 220_000, euros: 2_200, ambientIndex: 1 });
  });

  it('prices an included ambient as its service per person times guests', () => {
    const profile = { ambients: [room(80, 0), room(100, 400_000)], services: [service(5_250, true)] };
    expect(partyEstimate(60, profile)).toMatchObject({
      totalCents: 315_000,
      ambientIndex: 0,
      serviceIndex: 0,
    });
    expect(estimateText(profile, 60)).toBe('circa 3.150 € per 60 ospiti');
  });

  it('is null when no single ambient holds the guests', () => {
    const profile = { ambients: [room(30, 10_000), room(40, 0)], services: [service(500, true)] };
    expect(partyEstimate(50, profile)).toBeNull();
    expect(budgetEuros(profile, 50)).toBeNull();
  });

  it('skips included ambients when there is no service at all', () => {
    expect(partyEstimate(10, { ambients: [room(20, 0)], services: [] })).toBeNull();
    expect(partyEstimate(10, { ambients: [room(20, 0), room(20, 90_000)], services: [] })).toMatchObject({
      totalCents: 90_000,
      ambientIndex: 1,
    });
  });

  it('keeps the first of equal totals', () => {
    const profile = { ambients: [room(50, 0), room(60, 100_000)], services: [service(2_000, true)] };
    expect(partyEstimate(50, profile)).toMatchObject({
      totalCents: 100_000,
      ambientIndex: 0,
      serviceIndex: 0,
    });
  });

  it('rounds to whole euros, half up', () => {
    const profile = { ambients: [room(10, 0)], services: [service(1_005, true)] };
    expect(partyEstimate(10, profile)).toMatchObject({ totalCents: 10_050, euros: 101 });
    expect(partyEstimate(1, profile)).toMatchObject({ totalCents: 1_005, euros: 10 });
  });

  it('has no estimate without a guest count', () => {
    const profile = { ambients: [room(10, 5_000)], services: [] };
    expect(partyEstimate(0, profile)).toBeNull();
    expect(partyEstimate(2.5, profile)).toBeNull();
  });
});

describe('serviceForIncludedAmbient', () => {
  it('prefers the services that include the ambient, cheapest first', () => {
    expect(serviceForIncludedAmbient([service(500), service(3_000, true), service(2_000, true)])).toBe(2);
  });
  it('falls back to any service when none is flagged, as the quote form does', () => {
    expect(serviceForIncludedAmbient([service(900), service(700)])).toBe(1);
    expect(serviceForIncludedAmbient([])).toBeNull();
  });
});

describe('estimateText without a guest count', () => {
  it('says what the price is', () => {
    expect(estimateText({ ambients: [room(10, 35_000)], services: [] })).toBe('affitto da 350,00 €');
    expect(estimateText({ ambients: [room(10, 0)], services: [service(700, true)] })).toBe(
      'da 7,00 € a persona',
    );
    expect(estimateText({ ambients: [room(10, 35_000)], services: [service(700)] }, null)).toBe(
      'affitto da 350,00 € · da 7,00 € a persona',
    );
    expect(estimateText({ ambients: [], services: [] })).toBe('Prezzo a richiesta');
  });
  it('falls back to it when no ambient holds the guests', () => {
    expect(estimateText({ ambients: [room(10, 35_000)], services: [] }, 60)).toBe('affitto da 350,00 €');
  });
  it('uses one guest for the budget when none was searched for', () => {
    const profile = { ambients: [room(10, 0), room(10, 35_000)], services: [service(700, true)] };
    expect(budgetEuros(profile, null)).toBe(7);
    expect(priceFrom(profile)).toEqual({ rentFromCents: 35_000, perPersonFromCents: 700 });
  });
});
