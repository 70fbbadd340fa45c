import type { CreateLocationInput } from '../../gql/types';
import type { CreateLocationValues } from '../../state/createLocationDraft';

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/**
 * The draft as the mutation takes it. Called only after every step passed its checks, so the required
 * choices are set; the server checks them again.
 */
export function toCreateLocationInput(v: CreateLocationValues, idempotencyKey: string): CreateLocationInput {
  return {
    idempotencyKey,
    locationType: v.type ?? 'HORECA',
    activityTypeIds: v.activityTypes,
    address: v.address.trim(),
    cityId: v.cityId ?? 0,
    cap: v.zipCode,
    ambientType: v.ambientType ?? 'CLOSE',
    ambientCapacity: v.ambientCapacity ?? 1,
    eventTypes: v.eventTypes,
    name: v.name.trim(),
    vatNumber: orNull(v.vatNumber),
    pec: orNull(v.pec),
    sdiCode: orNull(v.sdiCode),
    legalName: v.legalName.trim(),
    legalAddress: v.legalAddress.trim(),
    legalCityId: v.legalCityId ?? 0,
    legalCap: v.legalCap.trim(),
    phoneNumber: v.phoneNumber.trim(),
    link: orNull(v.link),
  };
}
