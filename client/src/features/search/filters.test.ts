import { describe, expect, it } from 'vitest';
import { parseUrlFilters, searchHref, toSearchInput } from './filters';

describe('search URL filters', () => {
  it('round-trips through the URL', () => {
    const href = searchHref({ city: 'Milano', guests: 20, budget: [10, 200] });
    const raw = new URL(href, 'http://x').searchParams.get('filters');
    expect(parseUrlFilters(raw)).toEqual({ city: 'Milano', guests: 20, budget: [10, 200] });
  });

  it('drops malformed values instead of failing', () => {
    expect(parseUrlFilters('{not json')).toEqual({});
    expect(
      parseUrlFilters(JSON.stringify({ guests: -3, date: '22/11/2026', tags: [{ label: 'x', value: 'a' }] })),
    ).toEqual({});
  });

  it('maps to the GraphQL input', () => {
    const input = toSearchInput({ tags: [{ label: 'Piscina', value: 4 }], budget: [20, 90] });
    expect(input.tagIds).toEqual([4]);
    expect(input.budgetMin).toBe(20);
    expect(input.budgetMax).toBe(90);
  });

  it('has no query string without filters', () => {
    expect(searchHref({})).toBe('/search');
  });
});
