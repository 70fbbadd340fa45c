import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import {
  conversionRate,
  median,
  periodStart,
  statsSpans,
  todayInRome,
  type StatsPeriod,
} from '@festalocation/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  conversationMessages,
  favorites,
  locationContactClicks,
  locationDailyViews,
  quoteRequests,
  quotes,
} from '../../db/schema/index.js';

interface Counts {
  views: number;
  phoneClicks: number;
  whatsappClicks: number;
  favorites: number;
  quoteRequests: number;
  quotesSent: number;
  confirmedBookings: number;
  confirmedValueCents: number;
  /** Minutes to the host's first answer, one entry per answered request. */
  responses: number[];
}

const empty = (): Counts => ({
  views: 0,
  phoneClicks: 0,
  whatsappClicks: 0,
  favorites: 0,
  quoteRequests: 0,
  quotesSent: 0,
  confirmedBookings: 0,
  confirmedValueCents: 0,
  responses: [],
});

const present = (start: string, c: Counts) => ({
  start,
  views: c.views,
  phoneClicks: c.phoneClicks,
  whatsappClicks: c.whatsappClicks,
  favorites: c.favorites,
  quoteRequests: c.quoteRequests,
  quotesSent: c.quotesSent,
  confirmedBookings: c.confirmedBookings,
  conversionRate: conversionRate(c.confirmedBookings, c.quoteRequests),
  medianResponseMinutes: (() => {
    const m = median(c.responses);
    return m === null ? null : Math.round(m);
  })(),
  confirmedValueCents: c.confirmedValueCents,
});

// Qualified by hand: inside the subqueries below, drizzle's bare "id" would name the quote's own column.
const REQUEST_ID = sql.raw('"quote_requests"."id"');

/** A timestamp's calendar day in Italy, so a period's edges are Italian midnights. */
const romeDate = (column: unknown) => sql<string>`((${column} at time zone 'Europe/Rome')::date)::text`;

/**
 * What the dashboard's statistics read: per day (Italian calendar) over both spans, folded into weeks or
 * months here with the domain's period rules. Views and contact clicks come from their daily rows;
 * favourites from when they were saved; the quote figures follow each request from the day it arrived
 * (its cohort), so a period's conversion is its own requests' confirmed bookings over them.
 */
export async function locationStats(
  db: DbOrTx,
  locationId: string,
  period: StatsPeriod,
  now: Date = new Date(),
) {
  const spans = statsSpans(period, todayInRome(now));
  const from = spans.previousStart;
  const to = spans.end;
  const requestDay = romeDate(quoteRequests.createdAt);
  /** Every figure reads the same window: this location's rows whose (Italian) day falls in both spans. */
  const inSpans = (locationColumn: Column, day: Column | SQL) =>
    and(eq(locationColumn, locationId), sql`${day} >= ${from} and ${day} < ${to}`);

  const [views, clicks, saved, requests] = await Promise.all([
    db
      .select({ day: sql<string>`${locationDailyViews.day}::text`, n: locationDailyViews.views })
      .from(locationDailyViews)
      .where(inSpans(locationDailyViews.locationId, locationDailyViews.day)),
    db
      .select({
        day: sql<string>`${locationContactClicks.day}::text`,
        type: locationContactClicks.type,
        n: sql<number>`count(*)::int`,
      })
      .from(locationContactClicks)
      .where(inSpans(locationContactClicks.locationId, locationContactClicks.day))
      .groupBy(locationContactClicks.day, locationContactClicks.type),
    db
      .select({ day: romeDate(favorites.createdAt), n: sql<number>`count(*)::int` })
      .from(favorites)
      .where(inSpans(favorites.locationId, romeDate(favorites.createdAt)))
      .groupBy(romeDate(favorites.createdAt)),
    db
      .select({
        day: requestDay,
        status: quoteRequests.status,
        quoted: sql<boolean>`exists (select 1 from ${quotes} q where q.quote_request_id = ${REQUEST_ID})`,
        // The host's first answer: their first priced quote or their first message, whichever came first.
        responseMinutes: sql<number | null>`extract(epoch from least(
            (select min(q.created_at) from ${quotes} q where q.quote_request_id = ${REQUEST_ID}),
            (select min(m.created_at) from ${conversationMessages} m
              where m.quote_request_id = ${REQUEST_ID} and m.author_side = 'HOST')
          ) - ${quoteRequests.createdAt}) / 60`,
        // A booking is worth the quote the guest accepted (the latest version), else what was requested.
        valueCents: sql<number>`coalesce((select q.total_cents from ${quotes} q
            where q.quote_request_id = ${REQUEST_ID} order by q.version desc limit 1),
            ${quoteRequests.totalCents})::int`,
      })
      .from(quoteRequests)
      .where(inSpans(quoteRequests.locationId, requestDay)),
  ]);

  const buckets = new Map<string, Counts>();
  const at = (day: string) => {
    const key = periodStart(period, day);
    let c = buckets.get(key);
    if (!c) buckets.set(key, (c = empty()));
    return c;
  };
  for (const r of views) at(r.day).views += r.n;
  for (const r of clicks) {
    if (r.type === 'WHATSAPP') at(r.day).whatsappClicks += r.n;
    else at(r.day).phoneClicks += r.n;
  }
  for (const r of saved) at(r.day).favorites += r.n;
  for (const r of requests) {
    const c = at(r.day);
    c.quoteRequests += 1;
    if (r.quoted) c.quotesSent += 1;
    if (r.status === 'CONFIRMED') {
      c.confirmedBookings += 1;
      c.confirmedValueCents += Number(r.valueCents);
    }
    if (r.responseMinutes !== null) c.responses.push(Math.max(0, Number(r.responseMinutes)));
  }

  const sum = (keys: readonly string[]) => {
    const total = empty();
    for (const k of keys) {
      const c = buckets.get(k);
      if (!c) continue;
      for (const f of Object.keys(total) as (keyof Counts)[]) {
        if (f === 'responses') total.responses.push(...c.responses);
        else total[f] += c[f];
      }
    }
    return total;
  };
  const previousStarts = [...buckets.keys()].filter((k) => k < spans.start);
  return {
    locationId,
    period,
    buckets: spans.starts.map((s) => present(s, buckets.get(s) ?? empty())),
    total: present(spans.start, sum(spans.starts)),
    previous: present(spans.previousStart, sum(previousStarts)),
  };
}
