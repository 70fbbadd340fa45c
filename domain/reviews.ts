import { REVIEW_EDIT_DAYS, reviewMessages } from './messages.js';

/**
 * Rules of guests' reviews shared by the review form and the gateway (the server re-checks every one).
 * Pure: the caller passes the clock ('today' in Europe/Rome, 'now' as an instant).
 */

const DAY_MS = 86_400_000;

/** The name a review shows: the first name and the surname's initial ('Giulia R.'), else 'Ospite'. */
export function reviewAuthorName(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return reviewMessages.anonymousAuthor;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  // Array.from: the initial is a whole character even outside the basic plane.
  const initial = Array.from(last)[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** Until when the author may edit a review written at `createdAt`. */
export const reviewEditableUntil = (createdAt: Date) =>
  new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);

/** Whether a review written at `createdAt` may still be edited at `now`. */
export const isReviewEditable = (createdAt: Date, now: Date = new Date()) =>
  now.getTime() < reviewEditableUntil(createdAt).getTime();

export type ReviewIneligibility = 'NOT_CONFIRMED' | 'EVENT_NOT_PASSED';

/**
 * Why a quote request cannot be reviewed yet, or null when it can: the host confirmed it and the event
 * day is over in Italy (`today` is Rome's date: on the event day itself, not yet). `date` and `today` are
 * YYYY-MM-DD, so comparing them as strings compares the days.
 */
export function reviewIneligibility(
  request: { status: string; date: string },
  today: string,
): ReviewIneligibility | null {
  if (request.status !== 'CONFIRMED') return 'NOT_CONFIRMED';
  if (!(request.date < today)) return 'EVENT_NOT_PASSED';
  return null;
}

export const ineligibilityMessage = (reason: ReviewIneligibility) =>
  reason === 'NOT_CONFIRMED' ? reviewMessages.notConfirmed : reviewMessages.eventNotPassed;

/** The mean of votes stored in tenths, with one decimal (4.25 reads 4.3); null without votes. */
export function averageVote(voteTenths: readonly number[]): number | null {
  return meanVote(
    voteTenths.reduce((a, b) => a + b, 0),
    voteTenths.length,
  );
}

/** The same mean from a sum of tenths and a count (as SQL aggregates give them). */
export function meanVote(sumTenths: number, count: number): number | null {
  if (!count) return null;
  // Rounded in tenths as integers: no 4.249999 from floating point.
  return Math.round(sumTenths / count) / 10;
}
