import { DAYS } from './enums.js';
import { formatEuro } from './money.js';

/** '{name}: {first activity type lowercase, or location} ideale a {city} per il tuo evento'. */
export function locationTitle(l: {
  name: string;
  city: string;
  activityTypes: readonly { name: string }[];
}): string {
  const kind = l.activityTypes[0]?.name.toLowerCase() ?? 'location';
  return `${l.name}: ${kind} ideale a ${l.city} per il tuo evento`;
}

export const whyChooseTitle = (name: string, city: string) => `Perché scegliere ${name} a ${city}`;

export const mapsSearchUrl = (address: string, city: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, ${city}`)}`;

export const telUrl = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** wa.me wants digits with the country code; Italian numbers written without it get 39. */
export function whatsappUrl(number: string): string {
  let digits = number.replace(/\D/g, '');
  if (number.trim().startsWith('00')) digits = digits.slice(2);
  else if (!number.trim().startsWith('+') && (digits.startsWith('3') || digits.startsWith('0')))
    digits = `39${digits}`;
  return `https://wa.me/${digits}`;
}

export type TimingModeKey = 'FULL_DAY' | 'ON_REQUEST' | 'TIME_RANGE';

/** The opening-times mode line: '24 ore', 'Su richiesta', '09:00-18:00, 20:00-23:00' or 'Orari non specificati'. */
export function openingModeText(
  mode: TimingModeKey | string,
  ranges: readonly { startTime: string; endTime: string }[],
): string {
  if (mode === 'FULL_DAY') return '24 ore';
  if (mode === 'ON_REQUEST') return 'Su richiesta';
  const shown = ranges
    .filter((r) => r.startTime && r.endTime)
    .map((r) => `${r.startTime.slice(0, 5)}-${r.endTime.slice(0, 5)}`);
  return shown.length ? shown.join(', ') : 'Orari non specificati';
}

/**
 * Days compacted into runs of the week (Monday first): three or more consecutive days become 'Lun-Ven',
 * shorter runs are listed ('Sab, Dom').
 */
export function compactDays(days: readonly string[]): string {
  const set = new Set(days);
  const idx = DAYS.map((d, i) => (set.has(d.key) ? i : -1)).filter((i) => i >= 0);
  const parts: string[] = [];
  for (let i = 0; i < idx.length;) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1] === idx[j]! + 1) j++;
    const run = idx.slice(i, j + 1).map((k) => DAYS[k]!.short);
    parts.push(run.length >= 3 ? `${run[0]}-${run[run.length - 1]}` : run.join(', '));
    i = j + 1;
  }
  return parts.join(', ');
}

/** 'Sempre chiuso', 'Tutti i giorni', or the 'Aperto:' and 'Chiuso:' pair. */
export function openingDaysLines(days: readonly string[]): string[] {
  const open = DAYS.filter((d) => days.includes(d.key)).map((d) => d.key);
  if (open.length === 0) return ['Sempre chiuso'];
  if (open.length === DAYS.length) return ['Tutti i giorni'];
  const closed = DAYS.filter((d) => !days.includes(d.key)).map((d) => d.key);
  return [`Aperto: ${compactDays(open)}`, `Chiuso: ${compactDays(closed)}`];
}

/** Ambients table 'Affitto' cell: 'Incluso' for zero rent, '*' after the price for half-day rental. */
export function rentText(rentPriceCents: number, rentDuration: string): string {
  const price = rentPriceCents <= 0 ? 'Incluso' : formatEuro(rentPriceCents);
  return rentDuration === 'HALF' ? `${price}*` : price;
}

/** Reviews show the vote with one decimal, Italian style: 4,5. */
export const voteText = (vote: number) => vote.toFixed(1).replace('.', ',');
