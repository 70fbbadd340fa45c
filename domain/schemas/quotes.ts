import { z } from 'zod';
import { QUOTE_TEXT_MAX, quoteMessages } from '../messages.js';
import { calendarDateSchema, idSchema } from './common.js';
import { AVAILABILITY_MAX_DAYS } from '../availability.js';

/** Inputs of quote requests, their status and hosts' unavailable dates, as the gateway parses them. */

// Blank text is stored as null; at most 400 characters.
const optionalText = z
  .string()
  .max(QUOTE_TEXT_MAX, quoteMessages.textTooLong)
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null));

export const createQuoteSchema = z.object({
  locationId: idSchema,
  ambients: z.array(idSchema).max(100),
  services: z.array(idSchema).max(100),
  guests: z.number().int().min(1, quoteMessages.guestsMin).max(100_000),
  date: calendarDateSchema,
  note: optionalText,
  allergens: optionalText,
  idempotencyKey: z
    .string()
    .trim()
    .min(8)
    .max(100)
    .nullish()
    .transform((v) => v ?? null),
});

export const unavailabilitySchema = z.object({
  target: z.enum(['AMBIENT', 'SERVICE']),
  id: idSchema,
  dates: z.array(calendarDateSchema).max(AVAILABILITY_MAX_DAYS),
  available: z.boolean(),
});
