import { addDays } from './dates.js';

/** Most days one availability change may name (the gateway's input limit, the calendar's range limit). */
export const AVAILABILITY_MAX_DAYS = 366;

/** Every day from `start` to `end` (YYYY-MM-DD, both included); empty when `end` is before `start`. */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end && out.length <= AVAILABILITY_MAX_DAYS; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Sorted days grouped into runs of consecutive days, for reading blocked dates as ranges. */
export function consecutiveRuns(dates: readonly string[]): { start: string; end: string }[] {
  const runs: { start: string; end: string }[] = [];
  for (const d of [...new Set(dates)].sort()) {
    const last = runs.at(-1);
    if (last && addDays(last.end, 1) === d) last.end = d;
    else runs.push({ start: d, end: d });
  }
  return runs;
}
