import { addDays, weekdayOf } from './dates.js';
import { DAYS } from './enums.js';

export type StatsPeriod = 'WEEK' | 'MONTH';

/** How many periods the statistics show: a year either way. */
export const STATS_PERIODS: Record<StatsPeriod, number> = { WEEK: 52, MONTH: 12 };

/** The first day of the period holding `day` (ISO dates, Italian calendar days): Monday, or the 1st. */
export function periodStart(period: StatsPeriod, day: string): string {
  if (period === 'MONTH') return `${day.slice(0, 8)}01`;
  return addDays(day, -DAYS.findIndex((d) => d.key === weekdayOf(day)));
}

/** The first day of the period `n` periods after (or before, negative) the one starting on `start`. */
export function shiftPeriod(period: StatsPeriod, start: string, n: number): string {
  if (period === 'WEEK') return addDays(start, 7 * n);
  const [y, m] = start.split('-').map(Number) as [number, number];
  const months = y * 12 + (m - 1) + n;
  return `${String(Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The spans the statistics compare on `today`: the last year of periods ending with the current one
 * (unfinished), and as many just before. `end` is the day after the current period.
 */
export function statsSpans(period: StatsPeriod, today: string) {
  const n = STATS_PERIODS[period];
  const current = periodStart(period, today);
  const start = shiftPeriod(period, current, -(n - 1));
  return {
    previousStart: shiftPeriod(period, start, -n),
    start,
    end: shiftPeriod(period, current, 1),
    starts: Array.from({ length: n }, (_, i) => shiftPeriod(period, start, i)),
  };
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Confirmed bookings over quote requests; null when there was no request to convert. */
export const conversionRate = (confirmed: number, requests: number) =>
  requests > 0 ? confirmed / requests : null;

/** The change from `before` to `now` as a fraction (0.25 = +25%); null when `before` was zero. */
export const relativeChange = (now: number, before: number) => (before > 0 ? (now - before) / before : null);
