import { ambientInputSchema, serviceInputSchema } from '@festa/domain/schemas/listing';
import type { FieldErrors, ServerError } from '../../lib/mutationErrors';
import { schemaErrors } from '../../lib/useFormErrors';
import type { AmbientInput, ServiceInput } from '../../gql/types';
import { draftUrls, toImageItems, type ImageItem } from '../images/imageSet';
import type { ListingAmbientFieldsFragment, ListingServiceFieldsFragment } from './listing.generated';

/**
 * Prices as typed: '12,50' or '12.5' → 1250 cents, rounded to 2 decimals; what is not a number is 0
 * (spec: comma accepted, NaN becomes 0). Thousands separators are not expected in a price field.
 */
export function parsePriceCents(text: string): number {
  const n = Number.parseFloat(text.trim().replace(',', '.'));
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.round(n * 100);
}

/** Cents as the field shows them: 1250 → '12,50'. */
export const formatPrice = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export interface AmbientValues {
  name: string;
  ambientType: string | null;
  capacity: number;
  /** As typed; parsed on save and on blur. */
  rentPrice: string;
  rentDuration: string | null;
  description: string;
  note: string;
  images: ImageItem[];
}

export const EMPTY_AMBIENT: AmbientValues = {
  name: '',
  ambientType: null,
  capacity: Number.NaN,
  rentPrice: '',
  rentDuration: null,
  description: '',
  note: '',
  images: [],
};

export const fromAmbient = (a: ListingAmbientFieldsFragment): AmbientValues => ({
  name: a.name,
  ambientType: a.ambientType,
  capacity: a.capacity,
  rentPrice: formatPrice(a.rentPriceCents),
  rentDuration: a.rentDuration,
  description: a.description ?? '',
  note: a.note ?? '',
  images: toImageItems(a.images.map((i) => i.imageUrl)),
});

/** 'Incluso nel servizio' is on exactly when the price is 0 (an entered price above 0 turns it off). */
export const isIncluded = (v: AmbientValues) =>
  v.rentPrice.trim() !== '' && parsePriceCents(v.rentPrice) === 0;

/** The input to save; `imageUrls` are the gallery's URLs once its local images are uploaded. */
export function toAmbientInput(
  locationId: string,
  id: string | null,
  v: AmbientValues,
  imageUrls: string[] = draftUrls(v.images),
): AmbientInput {
  return {
    ...(id ? { id } : {}),
    locationId,
    name: v.name.trim(),
    ambientType: (v.ambientType ?? undefined) as AmbientInput['ambientType'],
    capacity: Number.isNaN(v.capacity) ? (undefined as never) : v.capacity,
    // An empty price stays missing ('Il costo dell'affitto è obbligatorio'); anything typed parses.
    rentPriceCents: v.rentPrice.trim() === '' ? (undefined as never) : parsePriceCents(v.rentPrice),
    rentDuration: (v.rentDuration ?? undefined) as AmbientInput['rentDuration'],
    description: v.description.trim() || null,
    note: v.note.trim() || null,
    imageUrls,
  };
}

export const validateAmbient = (input: AmbientInput): FieldErrors<string> =>
  schemaErrors(ambientInputSchema, input);

export interface ServiceValues {
  serviceTypeId: number | null;
  name: string;
  pricePerPerson: string;
  ambientIncluded: boolean | null;
  description: string;
  note: string;
  allergens: string;
  images: ImageItem[];
}

export const EMPTY_SERVICE: ServiceValues = {
  serviceTypeId: null,
  name: '',
  pricePerPerson: '',
  ambientIncluded: null,
  description: '',
  note: '',
  allergens: '',
  images: [],
};

export const fromService = (sv: ListingServiceFieldsFragment): ServiceValues => ({
  serviceTypeId: sv.serviceTypeId,
  name: sv.name,
  pricePerPerson: formatPrice(sv.pricePerPersonCents),
  ambientIncluded: sv.ambientIncluded,
  description: sv.description ?? '',
  note: sv.note ?? '',
  allergens: sv.allergens ?? '',
  images: toImageItems(sv.images.map((i) => i.imageUrl)),
});

export function toServiceInput(
  locationId: string,
  id: string | null,
  v: ServiceValues,
  imageUrls: string[] = draftUrls(v.images),
): ServiceInput {
  return {
    ...(id ? { id } : {}),
    locationId,
    serviceTypeId: (v.serviceTypeId ?? undefined) as never,
    name: v.name.trim(),
    pricePerPersonCents:
      v.pricePerPerson.trim() === '' ? (undefined as never) : parsePriceCents(v.pricePerPerson),
    ambientIncluded: (v.ambientIncluded ?? undefined) as never,
    description: v.description.trim() || null,
    note: v.note.trim() || null,
    allergens: v.allergens.trim() || null,
    imageUrls,
  };
}

export const validateService = (input: ServiceInput): FieldErrors<string> =>
  schemaErrors(serviceInputSchema, input);

/**
 * The 'Errore' dialog's text for a failed save: the gallery's own message ('...durante il caricamento delle
 * immagini...', 'Puoi caricare al massimo 10 immagini') when the server names the images, else the form's.
 */
export const listingAlert = (error: ServerError, formText: string) =>
  error.field?.startsWith('imageUrls') ? error.message : formText;
