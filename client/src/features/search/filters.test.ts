import { describe, expect, it } from 'vitest';
import { normalizeBudget, parseUrlFilters, searchHref, toSearchInput } from './filters';

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

  it('leaves out filters that narrow nothing: the last chip removed, blank text, one guest', () => {
    const tag = { label: 'Piscina', value: 4 };
    expect(searchHref({ tags: [] })).toBe('/search');
    expect(searchHref({ activityTypes: [], tags: [tag], name: '  ', city: '', guests: NaN })).toBe(
      searchHref({ tags: [tag] }),
    );
    expect(searchHref({ guests: 1 })).toBe('/search');
    expect(searchHref({ tags: [tag] })).toBe(
      `/search?filters=${encodeURIComponent('{"tags":[{"label":"Piscina","value":4}]}')}`,
    );
  });
});

describe('budget range', () => {
  const bounds = { min: 10, max: 5000 };
  it('snaps to the step of 10 and stays inside the bounds', () => {
    expect(normalizeBudget([3, 6000], bounds)).toEqual([10, 5000]);
    expect(normalizeBudget([124, 498], bounds)).toEqual([120, 500]);
  });
  it('keeps the two ends at least 10 apart, moving the other end', () => {
    expect(normalizeBudget([200, 200], bounds, 'min')).toEqual([200, 210]);
    expect(normalizeBudget([200, 200], bounds, 'max')).toEqual([190, 200]);
    expect(normalizeBudget([5000, 5000], bounds, 'min')).toEqual([4990, 5000]);
    expect(normalizeBudget([10, 10], bounds, 'max')).toEqual([10, 20]);
  });
  it('uses bounds from the server when they arrive', () => {
    expect(normalizeBudget([0, 99999], { min: 25, max: 1234 })).toEqual([30, 1230]);
  });
});
