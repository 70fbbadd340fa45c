import { QUOTE_MIN_GUESTS } from '@festa/domain';
import { createPersistedStore } from '../../state/store';
import { homeFiltersStore } from '../../state/homeFilters';

/** The quote draft of section 4: persisted across reloads, one at a time. */
interface QuoteDraft {
  locationId: string;
  guests: number;
  ambients: string[];
  services: string[];
  date?: string;
}

export const quoteDraftStore = createPersistedStore<{ draft: QuoteDraft | null }>(
  'festalocation.quoteDraft',
  {
    draft: null,
  },
);

/** Guests the quote rules accept (a whole number, at least 1); anything else is not carried over. */
const validGuests = (n: unknown): number | undefined =>
  typeof n === 'number' && Number.isInteger(n) && n >= QUOTE_MIN_GUESTS ? n : undefined;

/**
 * The stored draft is reused only for the same location; otherwise a new one carries over guests and
 * the date alike (from the stored draft, else the home filters; guests else 1), with no ambients or
 * services.
 */
export function draftFor(locationId: string): QuoteDraft {
  const stored = quoteDraftStore.get().draft;
  if (stored?.locationId === locationId) return stored;
  const home = homeFiltersStore.get();
  const date = stored?.date ?? home.date;
  return {
    locationId,
    guests: validGuests(stored?.guests) ?? validGuests(home.guests) ?? QUOTE_MIN_GUESTS,
    ambients: [],
    services: [],
    ...(date ? { date } : {}),
  };
}

export const setDraft = (draft: QuoteDraft) => quoteDraftStore.set({ draft });
export const clearDraft = () => quoteDraftStore.set({ draft: null });

/** Partial update: does nothing when no draft exists. */
export function updateDraft(patch: Partial<QuoteDraft>) {
  quoteDraftStore.set((s) => (s.draft ? { draft: { ...s.draft, ...patch } } : s));
}

/** Reads (and, on first touch, creates) the draft for a location. */
export function ensureDraft(locationId: string): QuoteDraft {
  const draft = draftFor(locationId);
  if (quoteDraftStore.get().draft !== draft) setDraft(draft);
  return draft;
}

export function toggleItem(locationId: string, kind: 'ambients' | 'services', id: string) {
  const draft = ensureDraft(locationId);
  const list = draft[kind];
  updateDraft({ [kind]: list.includes(id) ? list.filter((x) => x !== id) : [...list, id] });
}

export function useQuoteDraft(locationId: string): QuoteDraft {
  const { draft } = quoteDraftStore.use();
  return draft?.locationId === locationId ? draft : draftFor(locationId);
}
