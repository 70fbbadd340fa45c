import { createLocationSteps } from '@festa/domain/schemas/locations';
import { locationMessages } from '@festa/domain/messages';
import { schemaErrors } from '../../lib/useFormErrors';
import type { CreateLocationValues } from '../../state/createLocationDraft';
import { formFieldOf, type StepErrors } from './fields';

/** The draft under the GraphQL input's names, which the shared step schemas (and their issue paths) use. */
const asInput = (v: CreateLocationValues) => ({
  locationType: v.type,
  activityTypeIds: v.activityTypes,
  address: v.address,
  cityId: v.cityId,
  city: v.city,
  province: v.province,
  cap: v.zipCode,
  ambientType: v.ambientType,
  ambientCapacity: v.ambientCapacity,
  eventTypes: v.eventTypes,
  name: v.name,
  vatNumber: v.vatNumber,
  pec: v.pec,
  sdiCode: v.sdiCode,
  legalName: v.legalName,
  legalAddress: v.legalAddress,
  legalCityId: v.legalCityId ?? undefined,
  legalCity: v.legalCity,
  legalProvince: v.legalProvince,
  legalCap: v.legalCap,
  phoneNumber: v.phoneNumber,
  link: v.link,
});

/** The errors of one form step (1 to 5) for the given values, by form field; empty when it may be left. */
export function validateStep(step: number, values: CreateLocationValues): StepErrors {
  const schema = createLocationSteps[step - 1];
  if (!schema) return {};
  const errors: StepErrors = {};
  for (const [path, message] of Object.entries(schemaErrors<string>(schema, asInput(values)))) {
    const field = formFieldOf(path);
    if (field && message) errors[field] ??= message;
  }
  return errors;
}

/** PEC and SDI answer the same requirement: filling one clears the other's 'almeno PEC o codice SDI'. */
export function clearBillingContactError(
  errors: StepErrors,
  patch: Partial<CreateLocationValues>,
): StepErrors {
  const filled = !!patch.pec?.trim() || !!patch.sdiCode?.trim();
  if (!filled) return errors;
  const next = { ...errors };
  for (const f of ['pec', 'sdiCode'] as const)
    if (next[f] === locationMessages.pecOrSdiRequired) delete next[f];
  return next;
}
