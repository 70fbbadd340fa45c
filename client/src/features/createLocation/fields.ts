import type { FieldErrors } from '../../lib/mutationErrors';
import type { CreateLocationValues } from '../../state/createLocationDraft';

export type FormField = keyof CreateLocationValues;
export type StepErrors = FieldErrors<FormField>;

/** What every form step gets: the draft's values, the errors shown and a way to change values. */
export interface StepProps {
  values: CreateLocationValues;
  errors: StepErrors;
  onChange: (patch: Partial<CreateLocationValues>) => void;
}

/** The fields each form step holds (1 to 5), in the order they appear. */
export const STEP_FIELDS: Record<number, readonly FormField[]> = {
  1: ['type', 'activityTypes'],
  2: ['address', 'city', 'province', 'zipCode'],
  3: ['ambientType', 'ambientCapacity'],
  4: ['eventTypes'],
  5: [
    'name',
    'vatNumber',
    'legalName',
    'legalAddress',
    'legalCity',
    'legalProvince',
    'legalCap',
    'pec',
    'sdiCode',
    'phoneNumber',
    'link',
  ],
};

export const LAST_FORM_STEP = 5;

/** The server names fields of CreateLocationInput; these are the form's names for them. */
const SERVER_TO_FORM: Record<string, FormField> = {
  locationType: 'type',
  activityTypeIds: 'activityTypes',
  address: 'address',
  cityId: 'city',
  city: 'city',
  province: 'province',
  cap: 'zipCode',
  ambientType: 'ambientType',
  ambientCapacity: 'ambientCapacity',
  eventTypes: 'eventTypes',
  name: 'name',
  vatNumber: 'vatNumber',
  pec: 'pec',
  sdiCode: 'sdiCode',
  legalName: 'legalName',
  legalAddress: 'legalAddress',
  legalCityId: 'legalCity',
  legalCity: 'legalCity',
  legalProvince: 'legalProvince',
  legalCap: 'legalCap',
  phoneNumber: 'phoneNumber',
  link: 'link',
};
export const SERVER_FIELDS = Object.keys(SERVER_TO_FORM);
export const formFieldOf = (serverField: string): FormField | undefined => SERVER_TO_FORM[serverField];

export function stepOfField(field: FormField): number {
  for (let step = 1; step <= LAST_FORM_STEP; step++) if (STEP_FIELDS[step]?.includes(field)) return step;
  return LAST_FORM_STEP;
}
