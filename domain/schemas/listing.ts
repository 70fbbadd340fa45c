import { z } from 'zod';
import { DAYS, EVENT_TYPES, RENT_DURATIONS, SPACE_TYPES } from '../enums.js';
import { LISTING_IMAGES_MAX, LISTING_TEXT_MAX, listingMessages as m } from '../messages.js';
import { idSchema } from './common.js';

/**
 * The host's listing inputs, as the gateway parses them and the dashboard forms check them: general
 * settings, ambients and services. Prices travel in cents (the forms turn '12,50' into 1250 first).
 */

const keys = <T extends { key: string }>(list: readonly T[]) =>
  list.map((e) => e.key) as [string, ...string[]];
const required = (message: string) => z.string(message).trim().min(1, message).max(120, message);
/** Description, details, allergens: at most 400 characters; empty reads as null. */
const longText = z
  .string()
  .trim()
  .max(LISTING_TEXT_MAX, m.textTooLong)
  .nullish()
  .transform((v) => v || null);
const cents = (message: string) => z.number(message).int(message).min(0, message).max(100_000_000, message);
/** The gallery in order, the cover first: each an image path, no repeats, at most ten. */
const imageUrls = z
  .array(z.string().trim().min(1, m.imageInvalid).max(500, m.imageInvalid), m.imageInvalid)
  .max(LISTING_IMAGES_MAX, m.tooManyImages)
  .refine((list) => new Set(list).size === list.length, m.imageInvalid);

/** The most opening-hour ranges a location keeps; the form offers no more. */
export const TIME_RANGES_MAX = 10;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeRange = z
  .object({
    startTime: z.string(m.startRequired).regex(HHMM, m.startRequired),
    endTime: z.string(m.endRequired).regex(HHMM, m.endRequired),
  })
  .refine((r) => !HHMM.test(r.startTime) || !HHMM.test(r.endTime) || r.endTime > r.startTime, {
    message: m.endAfterStart,
    path: ['endTime'],
  });

const general = {
  name: required(m.locationNameRequired),
  description: longText,
  note: longText,
  imageUrls,
  tagIds: z
    .array(z.number(m.tagInvalid).int(m.tagInvalid).positive(m.tagInvalid), m.tagInvalid)
    .max(50, m.tagInvalid),
  eventTypes: z.array(z.enum(keys(EVENT_TYPES))).max(EVENT_TYPES.length),
  openingDays: z.array(z.enum(keys(DAYS))).max(DAYS.length),
  timingMode: z.enum(['FULL_DAY', 'ON_REQUEST', 'TIME_RANGE'], m.timingModeRequired),
  timeRanges: z.array(timeRange).max(TIME_RANGES_MAX, m.tooManyTimeRanges),
};

/** TIME_RANGE needs at least one range; FULL_DAY and ON_REQUEST keep none (what they had is dropped). */
const withRanges = <T extends z.ZodType<{ timingMode: string; timeRanges: unknown[] }>>(schema: T) =>
  schema
    .superRefine((v, ctx) => {
      if (v.timingMode === 'TIME_RANGE' && v.timeRanges.length === 0)
        ctx.addIssue({ code: 'custom', path: ['timeRanges'], message: m.timeRangeRequired });
    })
    .transform((v) => ({ ...v, timeRanges: v.timingMode === 'TIME_RANGE' ? v.timeRanges : [] }));

/** The general settings form. */
export const locationGeneralSchema = withRanges(z.object(general));
/** The general settings as the gateway parses them. */
export const updateLocationInputSchema = withRanges(z.object({ locationId: idSchema, ...general }));

/**
 * No upper bound for people (spec), only a guard for the location's total capacity, a sum kept in a
 * 32-bit column: the form's field clamps to it, so nobody meets zod's own (English) message.
 */
export const AMBIENT_CAPACITY_GUARD = 1_000_000;

export const ambientInputSchema = z.object({
  id: idSchema.nullish(),
  locationId: idSchema,
  name: required(m.ambientNameRequired),
  ambientType: z.enum(keys(SPACE_TYPES), m.typeRequired),
  capacity: z
    .number(m.capacityRequired)
    .int(m.capacityRequired)
    .min(1, m.capacityRequired)
    .max(AMBIENT_CAPACITY_GUARD, m.capacityTooLarge),
  rentPriceCents: cents(m.rentPriceRequired),
  rentDuration: z.enum(keys(RENT_DURATIONS), m.rentDurationRequired),
  description: longText,
  note: longText,
  imageUrls,
});

export const serviceInputSchema = z.object({
  id: idSchema.nullish(),
  locationId: idSchema,
  serviceTypeId: z.number(m.typeRequired).int(m.typeRequired).positive(m.typeRequired),
  name: required(m.serviceNameRequired),
  pricePerPersonCents: cents(m.pricePerPersonRequired),
  ambientIncluded: z.boolean(m.ambientIncludedRequired),
  description: longText,
  note: longText,
  allergens: longText,
  imageUrls,
});

export type LocationGeneralInput = z.infer<typeof locationGeneralSchema>;
export type AmbientInput = z.infer<typeof ambientInputSchema>;
export type ServiceInput = z.infer<typeof serviceInputSchema>;
