import { locationGeneralSchema } from '@festa/domain/schemas/listing';
import { schemaErrors } from '../../lib/useFormErrors';
import type { FieldErrors } from '../../lib/mutationErrors';
import type { UpdateLocationInput } from '../../gql/types';
import { draftUrls, toImageItems, type ImageItem } from '../images/imageSet';
import type { ListingGeneralFieldsFragment } from './listing.generated';

export type TimingMode = 'FULL_DAY' | 'ON_REQUEST' | 'TIME_RANGE';
export const TIMING_MODES: readonly TimingMode[] = ['FULL_DAY', 'ON_REQUEST', 'TIME_RANGE'];
export interface TimeRangeValue {
  startTime: string;
  endTime: string;
}

/** What the 'Impostazioni generali' form holds while it is edited. */
export interface GeneralValues {
  name: string;
  description: string;
  note: string;
  /** The gallery in order (the cover first): saved images and local ones uploaded on 'Salva'. */
  images: ImageItem[];
  tagIds: number[];
  eventTypes: string[];
  openingDays: string[];
  timingMode: TimingMode | null;
  timeRanges: TimeRangeValue[];
}

/** Field names as the enclosing Form shows them; a range's times read `timeRanges.0.startTime`. */
export type GeneralField = string;
export type GeneralErrors = FieldErrors<GeneralField>;
/** The fields that show their own message (chips and the gallery have none: theirs is a dialog). */
export const GENERAL_FIELDS = ['name', 'description', 'note', 'timingMode', 'timeRanges'];
export const rangeFields = (i: number) => [`timeRanges.${i}.startTime`, `timeRanges.${i}.endTime`];

/** Default range when the host switches to TIME_RANGE (spec: 09:00-18:00). */
export const DEFAULT_RANGE: TimeRangeValue = { startTime: '09:00', endTime: '18:00' };

export const fromGeneral = (g: ListingGeneralFieldsFragment): GeneralValues => ({
  name: g.name,
  description: g.description ?? '',
  note: g.note ?? '',
  images: toImageItems(g.images.map((i) => i.imageUrl)),
  tagIds: [...g.tagIds],
  eventTypes: [...g.eventTypes],
  openingDays: [...g.openingDays],
  timingMode: g.timingMode,
  timeRanges: g.timeRanges.map((r) => ({ startTime: r.startTime, endTime: r.endTime })),
});

/**
 * The patch a timing-mode choice makes: FULL_DAY and ON_REQUEST drop the ranges, TIME_RANGE starts with
 * the default one (keeping any the host already has, e.g. when re-choosing the same mode).
 */
export function timingModePatch(mode: TimingMode, current: TimeRangeValue[]): Partial<GeneralValues> {
  if (mode !== 'TIME_RANGE') return { timingMode: mode, timeRanges: [] };
  return { timingMode: mode, timeRanges: current.length ? current : [{ ...DEFAULT_RANGE }] };
}

/** The form's own check: the domain schema the gateway also parses with, its messages word for word. */
export const validateGeneral = (v: GeneralValues): GeneralErrors =>
  schemaErrors<GeneralField>(locationGeneralSchema, {
    ...v,
    imageUrls: draftUrls(v.images),
    // An empty time reads as missing: the schema's 'Orario di ... obbligatorio'.
    timeRanges: v.timeRanges,
    timingMode: v.timingMode ?? undefined,
  });

/** The input to save, with the gallery's URLs once its local images are uploaded. */
export const toGeneralInput = (
  locationId: string,
  v: GeneralValues,
  imageUrls: string[] = draftUrls(v.images),
): UpdateLocationInput => ({
  locationId,
  name: v.name.trim(),
  description: v.description.trim() || null,
  note: v.note.trim() || null,
  imageUrls,
  tagIds: v.tagIds,
  eventTypes: v.eventTypes as UpdateLocationInput['eventTypes'],
  openingDays: v.openingDays as UpdateLocationInput['openingDays'],
  timingMode: v.timingMode ?? 'TIME_RANGE',
  timeRanges: v.timingMode === 'TIME_RANGE' ? v.timeRanges : [],
});
