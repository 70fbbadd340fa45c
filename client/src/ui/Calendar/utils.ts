import { DateFormatter, getLocalTimeZone, today, type CalendarDate } from '@internationalized/date';
import type { KeyboardEvent } from 'react';

/** Years per page of the year view. */
export const YEARS_PER_PAGE = 24;
/** Default range: 119 years before the current year up to 23 years ahead. */
const YEARS_BEFORE = 119;
const YEARS_AFTER = 23;

export interface YearRange {
  start: number;
  end: number;
}

export function defaultYearRange(currentYear = today(getLocalTimeZone()).year): YearRange {
  return { start: currentYear - YEARS_BEFORE, end: currentYear + YEARS_AFTER };
}

/** Restricts a year range to the years allowed by min/max values. */
export function clampYearRange(
  range: YearRange,
  min?: { year: number } | null,
  max?: { year: number } | null,
): YearRange {
  const start = min ? Math.max(range.start, min.year) : range.start;
  const end = max ? Math.min(range.end, max.year) : range.end;
  return end < start ? { start, end: start } : { start, end };
}

export function pageCountOf(range: YearRange): number {
  return Math.max(1, Math.ceil((range.end - range.start + 1) / YEARS_PER_PAGE));
}

// Pages are counted back from the range's last year, so the page of the latest years is always full and only
// the oldest page may be short: a birth date's range ends 18 years ago, and the page it opens on offers 24
// years to choose from rather than the few left over after whole pages from the first year.
export function pageOfYear(range: YearRange, year: number): number {
  const last = pageCountOf(range) - 1;
  const index = last - Math.floor((range.end - year) / YEARS_PER_PAGE);
  return Math.min(Math.max(index, 0), last);
}

export function yearsOfPage(range: YearRange, page: number): number[] {
  const last = range.end - (pageCountOf(range) - 1 - page) * YEARS_PER_PAGE;
  const first = Math.max(range.start, last - YEARS_PER_PAGE + 1);
  const years: number[] = [];
  for (let y = first; y <= last; y++) years.push(y);
  return years;
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('it-IT') + text.slice(1);
}

/** Month names (1-based index + 1) in the given locale, e.g. "gennaio". */
export function monthNames(locale: string): string[] {
  const formatter = new DateFormatter(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => formatter.format(new Date(Date.UTC(2000, i, 15))));
}

export function formatMonthYear(date: CalendarDate, locale: string, timeZone: string): string {
  return capitalize(
    new DateFormatter(locale, { month: 'long', year: 'numeric', timeZone }).format(date.toDate(timeZone)),
  );
}

/** Moves DOM focus between buttons of a picker grid with arrow keys / Home / End. */
export function handleGridKeyDown(event: KeyboardEvent<HTMLElement>, columns: number) {
  const buttons = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])'),
  );
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  const delta: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -columns,
    ArrowDown: columns,
  };
  let next: number | undefined;
  if (event.key in delta) next = index + (delta[event.key] ?? 0);
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = buttons.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  buttons[Math.min(Math.max(next, 0), buttons.length - 1)]?.focus();
}
