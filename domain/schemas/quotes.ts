import { z } from 'zod';
import {
  CALENDAR_URL_MAX,
  calendarImportMessages,
  QUOTE_CONDITIONS_MAX,
  QUOTE_TEXT_MAX,
  quoteMessages,
  quotePricingMessages,
  REASON_MAX,
} from '../messages.js';
import type { QuoteAdjustment } from '../quote-pricing.js';
import { calendarDateSchema, idSchema } from './common.js';
import { AVAILABILITY_MAX_DAYS } from '../availability.js';
import { DEFAULT_MIDDLE_REFUND_PERCENT } from '../deposit-refund.js';

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

/** An iCalendar address to import: http(s), or webcal (the same over https). */
export const calendarImportSchema = z.object({
  target: z.enum(['AMBIENT', 'SERVICE']),
  id: idSchema,
  url: z
    .string()
    .trim()
    .min(1, calendarImportMessages.urlRequired)
    .max(CALENDAR_URL_MAX, calendarImportMessages.urlTooLong)
    .refine((v) => {
      try {
        return ['http:', 'https:', 'webcal:', 'webcals:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, calendarImportMessages.urlInvalid),
});
export type CalendarImportInput = z.infer<typeof calendarImportSchema>;

const retryKey = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .nullish()
  .transform((v) => v ?? null);

/** An amount or a percentage, exactly one of the two (a discount, a deposit). */
const adjustmentSchema = (message: string) =>
  z
    .object({ amountCents: z.number().int().nullish(), percent: z.number().nullish() })
    .nullish()
    .refine((a) => !a || (a.amountCents == null) !== (a.percent == null), message)
    .transform((a): QuoteAdjustment | null => {
      if (!a) return null;
      return a.amountCents != null
        ? { kind: 'AMOUNT', cents: a.amountCents }
        : { kind: 'PERCENT', percent: a.percent ?? 0 };
    });

/**
 * The share of a paid deposit the guest gets back cancelling 8 to 30 days before the event: a whole
 * percentage the host sets on the quote; left out, the platform's default.
 */
export const middleRefundPercentSchema = z
  .number(quotePricingMessages.middleRefundPercent)
  .int(quotePricingMessages.middleRefundPercent)
  .min(0, quotePricingMessages.middleRefundPercent)
  .max(100, quotePricingMessages.middleRefundPercent)
  .nullish()
  .transform((v) => v ?? DEFAULT_MIDDLE_REFUND_PERCENT);

/**
 * The host's priced quote as the gateway parses it: the shape here, every rule of the figures in
 * `validateQuoteTerms` (the same the form runs), so the two can never disagree.
 */
export const sendQuoteSchema = z.object({
  quoteRequestId: idSchema,
  guests: z.number().int(),
  lines: z
    .array(
      z.object({
        kind: z.enum(['AMBIENT', 'SERVICE', 'CUSTOM']),
        sourceId: idSchema.nullish().transform((v) => v ?? null),
        label: z.string().max(1000),
        pricing: z.enum(['PER_PERSON', 'FLAT']),
        unitPriceCents: z.number().int(),
      }),
    )
    .max(200),
  discount: adjustmentSchema(quotePricingMessages.discount),
  vatRate: z.number(),
  vatMode: z.enum(['INCLUDED', 'EXCLUDED']),
  deposit: adjustmentSchema(quotePricingMessages.deposit),
  /** The guest pays the deposit online on the host's own account (the host's choice, quote by quote). */
  depositOnline: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  middleRefundPercent: middleRefundPercentSchema,
  validUntil: calendarDateSchema,
  conditions: z
    .string()
    .max(QUOTE_CONDITIONS_MAX, quotePricingMessages.conditionsMax)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
  idempotencyKey: retryKey,
});
export type SendQuoteInput = z.infer<typeof sendQuoteSchema>;

export const extendQuoteSchema = z.object({ quoteRequestId: idSchema, validUntil: calendarDateSchema });

/** The guest accepts the version they read: a revision sent meanwhile is not accepted unseen. */
export const acceptQuoteSchema = z.object({ quoteRequestId: idSchema, version: z.number().int().min(1) });

export const declineQuoteSchema = z.object({
  quoteRequestId: idSchema,
  reason: z
    .string()
    .max(REASON_MAX, quotePricingMessages.reasonMax)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
});

/** Either side calls off a confirmed booking; the reason is what the other side reads. */
export const cancelBookingSchema = z.object({
  quoteRequestId: idSchema,
  reason: z
    .string()
    .trim()
    .min(1, quotePricingMessages.cancelReasonRequired)
    .max(REASON_MAX, quotePricingMessages.reasonMax),
});
