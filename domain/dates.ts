import { DAYS, type Day } from './enums.js';

const MONTHS_SHORT = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'];
const MONTHS_LONG = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar the product works in: birth dates of living people and event dates. It also keeps out
 * years PostgreSQL's date type refuses (there is no year 0000) and years JavaScript's Date cannot hold.
 */
export const CALENDAR_MIN_YEAR = 1900;
export const CALENDAR_MAX_YEAR = 2100;

/** A real YYYY-MM-DD day (no 2025-02-30) within the product's calendar. */
export function isValidIsoDate(value: string): boolean {
  const m = ISO.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  if (year < CALENDAR_MIN_YEAR || year > CALENDAR_MAX_YEAR) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

function parts(iso: string): [string, string, string] {
  const m = ISO.exec(iso);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${iso}`);
  return [m[1]!, m[2]!, m[3]!];
}

export const formatDDMMYYYY = (iso: string) => parts(iso).reverse().join('/');
export const formatDDMMYY = (iso: string) => {
  const [y, m, d] = parts(iso);
  return `${d}/${m}/${y.slice(2)}`;
};
export const formatDDMMM = (iso: string) => {
  const [, m, d] = parts(iso);
  return `${d} ${MONTHS_SHORT[Number(m) - 1]}`;
};
export const formatDDMMMMYYYY = (iso: string) => {
  const [y, m, d] = parts(iso);
  return `${d} ${MONTHS_LONG[Number(m) - 1]} ${y}`;
};

/** Weekday of a calendar date, computed in UTC so the machine's time zone cannot shift it. */
export function weekdayOf(iso: string): Day {
  const [y, m, d] = parts(iso);
  const js = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay(); // 0 = Sunday
  return DAYS[(js + 6) % 7]!.key;
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = parts(iso);
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days)).toISOString().slice(0, 10);
}

/** Today's date in Italy, whatever the device's clock zone. */
export function todayInRome(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Notification groups: 'Oggi', 'Ieri', else DD/MM/YYYY (Italian time). */
export function notificationDayLabel(createdAt: string | Date, now: Date = new Date()): string {
  const day = todayInRome(new Date(createdAt));
  const today = todayInRome(now);
  if (day === today) return 'Oggi';
  if (day === addDays(today, -1)) return 'Ieri';
  return formatDDMMYYYY(day);
}
