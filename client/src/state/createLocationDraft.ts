import type { EventType, LocationType, SpaceType } from '@festa/domain/enums';
import { createPersistedStore } from './store';

/** What the host has typed in the location-creation flow, under the form's own field names (section 5). */
export interface CreateLocationValues {
  type: LocationType | null;
  /** Activity type ids. */
  activityTypes: number[];
  address: string;
  cityId: number | null;
  city: string;
  province: string;
  /** The comune's province code (MI), for copying the venue's address to the registered office. */
  provinceCode: string;
  zipCode: string;
  ambientType: SpaceType | null;
  /** Null while the field is empty. */
  ambientCapacity: number | null;
  eventTypes: EventType[];
  name: string;
  vatNumber: string;
  pec: string;
  sdiCode: string;
  /** Who is invoiced: the legal name and the registered office (comune, its province code, postal code). */
  legalName: string;
  legalAddress: string;
  legalCityId: number | null;
  legalCity: string;
  legalProvince: string;
  legalCap: string;
  phoneNumber: string;
  link: string;
}

export interface CreateLocationDraft {
  /** 0 (intro) to 5 (business data); step 6 is shown after sending, when the draft is already gone. */
  step: number;
  values: CreateLocationValues;
  /** Made once per draft: a resent or double-clicked request creates one location (the server dedupes). */
  idempotencyKey: string | null;
}

export const EMPTY_LOCATION_VALUES: CreateLocationValues = {
  type: null,
  activityTypes: [],
  address: '',
  cityId: null,
  city: '',
  province: '',
  provinceCode: '',
  zipCode: '',
  ambientType: null,
  ambientCapacity: 1,
  eventTypes: [],
  name: '',
  vatNumber: '',
  pec: '',
  sdiCode: '',
  legalName: '',
  legalAddress: '',
  legalCityId: null,
  legalCity: '',
  legalProvince: '',
  legalCap: '',
  phoneNumber: '',
  link: '',
};

const EMPTY_DRAFT: CreateLocationDraft = { step: 0, values: EMPTY_LOCATION_VALUES, idempotencyKey: null };

/** The draft survives a reload until it is sent or cancelled. */
export const createLocationDraftStore = createPersistedStore<CreateLocationDraft>(
  'festalocation.createLocationDraft',
  EMPTY_DRAFT,
);

export const useCreateLocationDraft = () => createLocationDraftStore.use();

export function setDraftStep(step: number) {
  createLocationDraftStore.set((d) => ({ ...d, step }));
}

export function updateDraftValues(patch: Partial<CreateLocationValues>) {
  createLocationDraftStore.set((d) => ({ ...d, values: { ...d.values, ...patch } }));
}

/** The draft's key, made on first use and kept until the draft is cleared. */
export function draftIdempotencyKey(): string {
  const current = createLocationDraftStore.get().idempotencyKey;
  if (current) return current;
  const key = crypto.randomUUID();
  createLocationDraftStore.set((d) => ({ ...d, idempotencyKey: key }));
  return key;
}

export const clearCreateLocationDraft = () => createLocationDraftStore.reset();
