/**
 * Pure billing rules shared by the gateway's payment code and its tests: how the provider's subscription
 * states read as ours, when a cancellation may take effect under the host terms, and when an early
 * adopter's free period ends.
 */
export type SubscriptionStatusName = 'ACTIVE' | 'INACTIVE' | 'CANCELED' | 'PAST_DUE' | 'UNPAID';

/** Stripe's subscription status → ours. A trial is live (the location is public while it is free). */
export function subscriptionStatusFromProvider(status: string): SubscriptionStatusName {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'ACTIVE';
    case 'past_due':
      return 'PAST_DUE';
    case 'unpaid':
      return 'UNPAID';
    case 'canceled':
      return 'CANCELED';
    default:
      // incomplete, incomplete_expired, paused: nothing was paid, nothing is live.
      return 'INACTIVE';
  }
}

/** Host terms: a cancellation needs notice at least this many days before the yearly expiry. */
export const CANCELLATION_NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

/** The `years`-th anniversary of `start` (29 February falls back to 28 in common years, as Stripe does). */
function anniversary(start: Date, years: number): Date {
  const d = new Date(start);
  const month = d.getUTCMonth();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  if (d.getUTCMonth() !== month) d.setUTCDate(0);
  return d;
}

/**
 * When a cancellation asked for at `now` takes effect: the first yearly expiry (anniversary of the start,
 * whatever the instalments) at least 30 days away; asked later than that, the subscription renews once
 * more and ends at the following expiry. Never earlier than `requestedEnd`.
 */
export function cancellationEffectiveAt(start: Date, now: Date, requestedEnd?: Date): Date {
  const floor = Math.max(now.getTime() + CANCELLATION_NOTICE_DAYS * DAY_MS, requestedEnd?.getTime() ?? 0);
  for (let years = 1; ; years++) {
    const end = anniversary(start, years);
    if (end.getTime() >= floor) return end;
  }
}

/**
 * The instant an early adopter's free period ends: the end of `endDate` (the last free day) in Italy,
 * so the reduced price applies from the next day.
 */
export function earlyAdopterTrialEnd(endDate: string): Date {
  const [y, m, d] = endDate.split('-').map(Number) as [number, number, number];
  const nextMidnightUtc = Date.UTC(y, m - 1, d + 1);
  return new Date(nextMidnightUtc - romeOffsetMs(new Date(nextMidnightUtc)));
}

/** Europe/Rome's offset from UTC at `at` (one hour in winter, two in summer). */
function romeOffsetMs(at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+1';
  const match = /GMT([+-]\d+)(?::(\d+))?/.exec(name);
  const hours = match ? Number(match[1]) : 1;
  const minutes = match?.[2] ? Number(match[2]) : 0;
  return (hours * 60 + Math.sign(hours) * minutes) * 60_000;
}
