import { addDays, weekdayOf } from './dates.js';
import { QUOTE_TEXT_MAX, quoteMessages } from './messages.js';
import type { Day } from './enums.js';

/** Quote request rules shared by the quote form and the gateway (the server re-checks every one). */

export const QUOTE_MIN_GUESTS = 1;
/** Host tables show 3 per page, the guest's own list 5 (second document, section 9). */
export const HOST_QUOTE_PAGE_SIZE = 3;
export const GUEST_QUOTE_PAGE_SIZE = 5;

export interface QuoteAmbient {
  id: string;
  name: string;
  capacity: number;
  rentPriceCents: number;
}
export interface QuoteService {
  id: string;
  name: string;
  pricePerPersonCents: number;
}

/** Service price per person × guests, plus each ambient's flat rent. */
export function quoteTotalCents(input: {
  guests: number;
  ambients: { rentPriceCents: number }[];
  services: { pricePerPersonCents: number }[];
}): number {
  const guests = Math.max(0, Math.floor(input.guests));
  const ambients = input.ambients.reduce((sum, a) => sum + a.rentPriceCents, 0);
  const perPerson = input.services.reduce((sum, s) => sum + s.pricePerPersonCents, 0);
  return ambients + perPerson * guests;
}

/** With no ambient selected the limit is the sum over all the location's ambients. */
export function capacityLimit(selected: QuoteAmbient[], all: QuoteAmbient[]): number {
  return (selected.length ? selected : all).reduce((sum, a) => sum + a.capacity, 0);
}

export interface QuoteContext {
  today: string;
  openingDays: readonly (Day | string)[];
  ambients: QuoteAmbient[];
  services: QuoteService[];
  /** Blocked dates per ambient / service id. */
  blockedAmbients: Record<string, readonly string[]>;
  blockedServices: Record<string, readonly string[]>;
}

export interface QuoteDraftInput {
  date: string | null | undefined;
  guests: number;
  ambientIds: readonly string[];
  serviceIds: readonly string[];
  note?: string | null;
  allergens?: string | null;
}

export type QuoteIssueCode =
  | 'DATE_REQUIRED'
  | 'DATE_UNAVAILABLE'
  | 'ITEMS_REQUIRED'
  | 'INCLUDED_ROOMS'
  | 'CAPACITY'
  | 'AMBIENT_UNAVAILABLE'
  | 'SERVICE_UNAVAILABLE'
  | 'GUESTS_MIN'
  | 'TEXT_TOO_LONG';

export interface QuoteIssue {
  code: QuoteIssueCode;
  field: 'date' | 'items' | 'guests' | 'ambients' | 'services' | 'note' | 'allergens';
  message: string;
  /** Issues that disable sending even before submit (capacity, unavailability). */
  blocking: boolean;
}

/** Whether the location is open that day at all (opening day, not in the past). */
export function isLocationOpen(iso: string, ctx: Pick<QuoteContext, 'today' | 'openingDays'>): boolean {
  return iso >= ctx.today && ctx.openingDays.includes(weekdayOf(iso));
}

/** The date picker's rule: open that day and no selected ambient or service blocked. */
export function isDateSelectable(
  iso: string,
  ctx: QuoteContext,
  selection: { ambientIds: readonly string[]; serviceIds: readonly string[] },
): boolean {
  if (!isLocationOpen(iso, ctx)) return false;
  if (selection.ambientIds.some((id) => ctx.blockedAmbients[id]?.includes(iso))) return false;
  return !selection.serviceIds.some((id) => ctx.blockedServices[id]?.includes(iso));
}

/** How far ahead the date picker looks for the first day it can offer (a year, as availability is kept). */
export const QUOTE_DATE_HORIZON_DAYS = 366;

/**
 * The first day from today the date picker offers for this selection (the day a calendar may call its
 * first available date), or null when none is open within the horizon.
 */
export function firstSelectableDate(
  ctx: QuoteContext,
  selection: { ambientIds: readonly string[]; serviceIds: readonly string[] },
): string | null {
  for (let i = 0; i <= QUOTE_DATE_HORIZON_DAYS; i++) {
    const iso = addDays(ctx.today, i);
    if (isDateSelectable(iso, ctx, selection)) return iso;
  }
  return null;
}

/**
 * Every quote rule, in the order the form shows them. `dateMessage` picks the box's or the form's wording.
 * Unknown ids are ignored here; the server rejects them separately.
 */
export function validateQuote(
  input: QuoteDraftInput,
  ctx: QuoteContext,
  dateMessage: 'box' | 'form' = 'form',
): QuoteIssue[] {
  const issues: QuoteIssue[] = [];
  const selectedAmbients = ctx.ambients.filter((a) => input.ambientIds.includes(a.id));
  const selectedServices = ctx.services.filter((s) => input.serviceIds.includes(s.id));
  if (!input.date) {
    issues.push({
      code: 'DATE_REQUIRED',
      field: 'date',
      message: dateMessage === 'box' ? quoteMessages.dateRequiredBox : quoteMessages.dateRequiredForm,
      blocking: false,
    });
  } else if (!isLocationOpen(input.date, ctx)) {
    issues.push({
      code: 'DATE_UNAVAILABLE',
      field: 'date',
      message: quoteMessages.locationUnavailable(input.date),
      blocking: true,
    });
  }
  if (!Number.isInteger(input.guests) || input.guests < QUOTE_MIN_GUESTS) {
    issues.push({ code: 'GUESTS_MIN', field: 'guests', message: quoteMessages.guestsMin, blocking: true });
  }
  if (!selectedAmbients.length && !selectedServices.length) {
    issues.push({
      code: 'ITEMS_REQUIRED',
      field: 'items',
      message: quoteMessages.itemsRequired,
      blocking: false,
    });
  }
  if (selectedAmbients.some((a) => a.rentPriceCents === 0) && !selectedServices.length) {
    issues.push({
      code: 'INCLUDED_ROOMS',
      field: 'services',
      message: quoteMessages.includedRoomsNeedService,
      blocking: false,
    });
  }
  const limit = capacityLimit(selectedAmbients, ctx.ambients);
  if (input.guests > limit) {
    issues.push({
      code: 'CAPACITY',
      field: 'guests',
      message: quoteMessages.capacity(input.guests, limit),
      blocking: true,
    });
  }
  const date = input.date;
  if (date) {
    const blocked = [
      [
        'AMBIENT_UNAVAILABLE',
        'ambients',
        selectedAmbients,
        ctx.blockedAmbients,
        quoteMessages.ambientUnavailable,
      ],
      [
        'SERVICE_UNAVAILABLE',
        'services',
        selectedServices,
        ctx.blockedServices,
        quoteMessages.serviceUnavailable,
      ],
    ] as const;
    for (const [code, field, items, blockedDays, message] of blocked) {
      for (const item of items) {
        if (blockedDays[item.id]?.includes(date)) {
          issues.push({ code, field, message: message(item.name, date), blocking: true });
        }
      }
    }
  }
  for (const field of ['note', 'allergens'] as const) {
    if ((input[field]?.length ?? 0) > QUOTE_TEXT_MAX) {
      issues.push({ code: 'TEXT_TOO_LONG', field, message: quoteMessages.textTooLong, blocking: true });
    }
  }
  return issues;
}
