import { useId, useState, type JSX, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { formatDDMMYYYY, todayInRome } from '@festalocation/domain';
import { Badge, Button, Skeleton } from '../../ui';
import { calendarStrings } from '../../i18n/it.calendar';
import { BookingsCalendarDocument } from './bookingsCalendar.generated';
import * as s from './BookingsCalendar.css';

const t = calendarStrings.bookings;

/** YYYY-MM moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const monthTitle = (month: string) =>
  new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
const dayTitle = (date: string) =>
  new Intl.DateTimeFormat('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/**
 * 'Calendario prenotazioni': one month of the location, as a list of its days that hold something
 * (requests confirmed or pending, each a link to its detail; days blocked by hand or by an imported
 * calendar). A list reads the same on a phone and to a screen reader; the buttons and Page Up / Page Down
 * turn the month.
 */
export function BookingsCalendar({ locationId }: { locationId: string }): JSX.Element {
  const [month, setMonth] = useState(() => todayInRome().slice(0, 7));
  const { data, loading, error } = useQuery(BookingsCalendarDocument, { variables: { locationId, month } });
  const headingId = useId();
  const hintId = useId();
  const cal = data?.bookingsCalendar.month === month ? data.bookingsCalendar : null;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'PageUp') setMonth((m) => shiftMonth(m, -1));
    else if (e.key === 'PageDown') setMonth((m) => shiftMonth(m, 1));
    else return;
    e.preventDefault();
  };

  const days = cal
    ? [...new Set([...cal.bookings.map((b) => b.date), ...cal.closedDays.map((c) => c.date)])].sort()
    : [];

  return (
    <section className={s.section} aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <h1 className={s.title}>{t.title}</h1>
      <p className={s.muted}>{t.intro}</p>
      <div className={s.nav}>
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={hintId}
          onPress={() => setMonth(shiftMonth(month, -1))}
        >
          {t.previous}
        </Button>
        <h2 id={headingId} className={s.month} aria-live="polite">
          {monthTitle(month)}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={hintId}
          onPress={() => setMonth(shiftMonth(month, 1))}
        >
          {t.next}
        </Button>
      </div>
      <p id={hintId} className={s.muted}>
        {t.keyboardHint}
      </p>
      {!cal && loading ? (
        <Skeleton variant="text" lines={4} />
      ) : !cal && error ? (
        <p role="alert">{t.loadError}</p>
      ) : days.length === 0 ? (
        <p className={s.muted}>{t.empty}</p>
      ) : (
        <ol className={s.days} aria-labelledby={headingId}>
          {days.map((date) => (
            <li key={date} className={s.day}>
              <h3 className={s.dayTitle}>
                <time dateTime={date}>{dayTitle(date)}</time>
                <span className={s.muted}> ({formatDDMMYYYY(date)})</span>
              </h3>
              <ul className={s.entries}>
                {cal!.bookings
                  .filter((b) => b.date === date)
                  .map((b) => (
                    <li key={b.quoteRequestId} className={s.entry}>
                      <Link to={`/dashboard/quote-requests/${b.quoteRequestId}`} className={s.link}>
                        {t.request(b.number)}
                      </Link>
                      <Badge tone={b.status === 'CONFIRMED' ? 'success' : 'warning'}>
                        {t.status[b.status] ?? b.status}
                      </Badge>
                      {b.items.length > 0 && <span className={s.muted}>{b.items.join(', ')}</span>}
                    </li>
                  ))}
                {cal!.closedDays
                  .filter((c) => c.date === date)
                  .map((c) => (
                    <li key={`${c.source}-${c.itemId}`} className={s.entry}>
                      <span className={c.source === 'IMPORTED' ? s.imported : s.blocked}>
                        {c.source === 'IMPORTED' ? t.imported(c.itemName) : t.blocked(c.itemName)}
                      </span>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
