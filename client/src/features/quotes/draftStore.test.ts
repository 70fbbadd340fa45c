import { beforeEach, describe, expect, it } from 'vitest';
import { homeFiltersStore } from '../../state/homeFilters';
import {
  clearDraft,
  draftFor,
  ensureDraft,
  quoteDraftStore,
  setDraft,
  toggleItem,
  updateDraft,
} from './draftStore';

describe('quote draft', () => {
  beforeEach(() => {
    clearDraft();
    homeFiltersStore.set({});
  });

  it('starts with 1 guest, no items and the home filters’ date', () => {
    homeFiltersStore.set({ date: '2030-05-04' });
    expect(draftFor('loc-1')).toEqual({
      locationId: 'loc-1',
      guests: 1,
      ambients: [],
      services: [],
      date: '2030-05-04',
    });
  });

  it('carries the search bar’s guests as it carries its date, when the quote rules accept them', () => {
    homeFiltersStore.set({ date: '2030-05-04', guests: 35 });
    expect(draftFor('loc-1')).toMatchObject({ guests: 35, date: '2030-05-04' });
    // A stored draft of another location wins over the home filters, for guests as for the date.
    setDraft({ locationId: 'loc-9', guests: 12, ambients: [], services: [], date: '2030-06-01' });
    expect(draftFor('loc-1')).toMatchObject({ guests: 12, date: '2030-06-01' });
    clearDraft();
    homeFiltersStore.set({ guests: 0 });
    expect(draftFor('loc-1').guests).toBe(1);
    homeFiltersStore.set({ guests: 2.5 });
    expect(draftFor('loc-1').guests).toBe(1);
  });

  it('reuses the draft only for the same location, otherwise carries guests and date over', () => {
    setDraft({ locationId: 'loc-1', guests: 12, ambients: ['a'], services: ['s'], date: '2030-06-01' });
    expect(draftFor('loc-1').ambients).toEqual(['a']);
    expect(draftFor('loc-2')).toEqual({
      locationId: 'loc-2',
      guests: 12,
      ambients: [],
      services: [],
      date: '2030-06-01',
    });
  });

  it('ignores a partial update without a draft, and persists to localStorage', () => {
    updateDraft({ guests: 5 });
    expect(quoteDraftStore.get().draft).toBeNull();
    ensureDraft('loc-3');
    toggleItem('loc-3', 'ambients', 'a1');
    updateDraft({ guests: 5 });
    expect(JSON.parse(localStorage.getItem('festalocation.quoteDraft')!)).toMatchObject({
      draft: { locationId: 'loc-3', guests: 5, ambients: ['a1'] },
    });
    toggleItem('loc-3', 'ambients', 'a1');
    expect(quoteDraftStore.get().draft!.ambients).toEqual([]);
    clearDraft();
    expect(quoteDraftStore.get().draft).toBeNull();
  });
});
