import { locationEssentialsSchema, type EssentialsData } from '@festa/domain/schemas/locations';
import { locationMessages } from '@festa/domain/messages';
import type { FieldErrors } from '../../lib/mutationErrors';
import { schemaErrors } from '../../lib/useFormErrors';
import type { LocationChangesInput, LocationType } from '../../gql/types';
import type { EssentialsFieldsFragment } from './hostLocation.generated';

/** The essential-settings form, under the names of LocationChangesInput (so server errors find their field). */
export type SettingsValues = EssentialsData<''>;

export type SettingsField = keyof SettingsValues;
export type SettingsErrors = FieldErrors<SettingsField>;

export const SETTINGS_FIELDS: readonly SettingsField[] = [
  'locationType',
  'activityTypeIds',
  'address',
  'cityId',
  'cap',
  'ambientCapacity',
  'vatNumber',
  'pec',
  'sdiCode',
  'phoneNumber',
  'whatsapp',
  'link',
  'logoUrl',
  'legalName',
  'legalAddress',
  'legalCityId',
  'legalCap',
];

export function fromEssentials(e: EssentialsFieldsFragment): SettingsValues {
  return {
    locationType: e.locationType,
    activityTypeIds: e.activityTypes.map((a) => a.id),
    address: e.address,
    cityId: e.cityId ?? null,
    city: e.city,
    province: e.province,
    cap: e.cap,
    ambientCapacity: e.ambientCapacity,
    vatNumber: e.vatNumber ?? '',
    pec: e.pec ?? '',
    sdiCode: e.sdiCode ?? '',
    phoneNumber: e.phoneNumber,
    whatsapp: e.whatsapp ?? '',
    link: e.link ?? '',
    visibleContacts: e.visibleContacts,
    logoUrl: e.logoUrl ?? null,
    legalName: e.legalName ?? '',
    legalAddress: e.legalAddress ?? '',
    legalCityId: e.legalCityId ?? null,
    legalCity: e.legalCity ?? '',
    legalProvince: e.legalProvince ?? '',
    legalCap: e.legalCap ?? '',
  };
}

/** The request as the server takes it (it trims, and reads empty optional texts as none). */
export function toInput(locationId: string, v: SettingsValues): LocationChangesInput {
  const { city: _city, province: _province, legalCity: _legalCity, legalProvince: _lp, ...fields } = v;
  return { ...fields, locationId, locationType: v.locationType as LocationType, cityId: v.cityId ?? 0 };
}

/** The form's own check: the same schema the gateway parses the request with. */
export function validateSettings(v: SettingsValues): SettingsErrors {
  const errors = schemaErrors<SettingsField>(locationEssentialsSchema, {
    ...v,
    cityId: v.cityId ?? undefined,
    legalCityId: v.legalCityId ?? undefined,
  });
  if (!v.city) errors.cityId = locationMessages.cityRequired;
  if (!v.province) errors.province = locationMessages.provinceRequired;
  if (!v.legalCity) errors.legalCityId = locationMessages.legalCityRequired;
  return errors;
}

/** Activity types are checked as they change, not only on submit. */
export const activityTypesError = (ids: readonly number[]) =>
  ids.length ? undefined : locationMessages.activityTypeRequired;

/** A logo is square (within 2%) and at least 200 pixels a side. */
export function isAcceptableLogo(width: number, height: number): boolean {
  return Math.min(width, height) >= 200 && Math.abs(width - height) <= 0.02 * Math.max(width, height);
}
