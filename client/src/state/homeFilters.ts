import { createPersistedStore } from './store';

export interface HomeFilters {
  city?: string;
  date?: string;
  guests?: number;
  eventType?: string;
}

export const homeFiltersStore = createPersistedStore<HomeFilters>('festalocation.homeFilters', {});

export const mergeHomeFilters = (patch: HomeFilters) => homeFiltersStore.set((s) => ({ ...s, ...patch }));
export const resetHomeFilters = () => homeFiltersStore.set({});
