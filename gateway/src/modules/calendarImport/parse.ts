import ICAL from 'ical.js';
import { addDays } from '@festalocation/domain';
import { FetchFailure } from './fetch.js';

/**
 * The busy days of an iCalendar text, from `from` to `until` (both YYYY-MM-DD, inclusive), parsed with
 * ical.js (Mozilla's, the one Thunderbird uses): all-day events cover their dates (DTEND exclusive),
 * timed ones every day they touch; recurring events are expanded with their exceptions; cancelled and
 * transparent (free) events are skipped. Anything that is not a VCALENDAR is INVALID_CALENDAR.
 */

/** A runaway rule (FREQ=SECONDLY…) stops here instead of spinning. */
const MAX_OCCURRENCES = 5000;
const ROME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The calendar day of a time: a UTC one is read in Rome; one with a TZID or floating is read on its own
 * clock. Time zones the file defines are not registered: ical.js keeps them in a process-wide registry,
 * which a feed must not be able to change for the others.
 */
function dayOf(t: ICAL.Time): string {
  if (!t.isDate && t.zone === ICAL.Timezone.utcTimezone) return ROME.format(t.toJSDate());
  return `${t.year}-${pad(t.month)}-${pad(t.day)}`;
}

function daysOf(start: ICAL.Time, end: ICAL.Time | null): string[] {
  const first = dayOf(start);
  let last = first;
  if (end && end.compare(start) > 0) {
    // The end is exclusive: an all-day event ends the day before; a timed one just before its end.
    const before = end.clone();
    if (end.isDate) before.adjust(-1, 0, 0, 0);
    else before.adjust(0, 0, 0, -1);
    last = dayOf(before);
  }
  const days: string[] = [];
  for (let d = first; d <= last && days.length < 800; d = addDays(d, 1)) days.push(d);
  return days;
}

function isBusy(vevent: ICAL.Component): boolean {
  const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(vevent.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT';
}

export function busyDays(text: string, from: string, until: string): string[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new FetchFailure('INVALID_CALENDAR');
  }
  if (root.name !== 'vcalendar') throw new FetchFailure('INVALID_CALENDAR');
  const days = new Set<string>();
  const add = (list: string[]) => {
    for (const d of list) if (d >= from && d <= until) days.add(d);
  };
  try {
    const vevents = root.getAllSubcomponents('vevent');
    const masters = new Map<string, ICAL.Event>();
    const exceptions: ICAL.Event[] = [];
    for (const v of vevents) {
      const event = new ICAL.Event(v);
      if (!event.startDate) continue;
      if (v.hasProperty('recurrence-id')) exceptions.push(event);
      else masters.set(event.uid, event);
    }
    // An exception replaces one occurrence of its master (moved, or cancelled).
    for (const ex of exceptions) masters.get(ex.uid)?.relateException(ex);
    for (const event of masters.values()) {
      if (!event.isRecurring()) {
        if (isBusy(event.component)) add(daysOf(event.startDate, event.endDate));
        continue;
      }
      const it = event.iterator();
      for (let n = 0, next = it.next(); next && n < MAX_OCCURRENCES; n++, next = it.next()) {
        const details = event.getOccurrenceDetails(next);
        if (dayOf(details.startDate) > until) break;
        if (isBusy(details.item.component)) add(daysOf(details.startDate, details.endDate));
      }
    }
    // An exception whose master is not in the file still stands for itself.
    for (const ex of exceptions) {
      if (!masters.has(ex.uid) && isBusy(ex.component)) add(daysOf(ex.startDate, ex.endDate));
    }
  } catch (e) {
    if (e instanceof FetchFailure) throw e;
    throw new FetchFailure('INVALID_CALENDAR');
  }
  return [...days].sort();
}
