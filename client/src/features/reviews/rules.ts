import { z } from 'zod';
import { formatDDMMYYYY, todayInRome } from '../../../../domain/dates';
import { REASON_MAX, REASON_MIN } from '../../../../domain/messages';

/*
 * The review rules as the server checks them (createReview, updateReview, reportReview). They mirror the
 * server's own, which are being written in domain/ alongside the review operations; they live here only so
 * the two branches do not both create domain/reviews.ts, and are folded into domain/ when they merge.
 */

export const VOTE_MIN = 1;
export const VOTE_MAX = 5;
export const TITLE_MIN = 3;
export const TITLE_MAX = 80;
export const CONTENT_MIN = 20;
export const CONTENT_MAX = 2000;
/** Days after writing during which the author may edit a review. */
export const EDIT_DAYS = 14;
export { REASON_MIN as REPORT_MIN, REASON_MAX as REPORT_MAX };

export const reviewMessages = {
  vote: `Scegli un voto da ${VOTE_MIN} a ${VOTE_MAX}`,
  title: `Il titolo deve avere tra ${TITLE_MIN} e ${TITLE_MAX} caratteri`,
  content: `La recensione deve avere tra ${CONTENT_MIN} e ${CONTENT_MAX} caratteri`,
  reportReason: `Il motivo deve avere tra ${REASON_MIN} e ${REASON_MAX} caratteri`,
} as const;

const trimmed = (min: number, max: number, message: string) =>
  z.string({ message }).trim().min(min, message).max(max, message);

/** What the review form sends (ReviewInput): whole stars, trimmed title and text. */
export const reviewInputSchema = z.object({
  vote: z
    .number({ message: reviewMessages.vote })
    .int(reviewMessages.vote)
    .min(VOTE_MIN, reviewMessages.vote)
    .max(VOTE_MAX, reviewMessages.vote),
  title: trimmed(TITLE_MIN, TITLE_MAX, reviewMessages.title),
  content: trimmed(CONTENT_MIN, CONTENT_MAX, reviewMessages.content),
});

/** The reason a location's owner gives when reporting a review. */
export const reportReasonSchema = z.object({
  reason: trimmed(REASON_MIN, REASON_MAX, reviewMessages.reportReason),
});

export type ReviewField = keyof z.infer<typeof reviewInputSchema>;
export const REVIEW_FIELDS: readonly ReviewField[] = ['vote', 'title', 'content'];

/** Until when a review written at `createdAt` may be edited, when the server does not say. */
export const editableUntil = (createdAt: string): string =>
  new Date(new Date(createdAt).getTime() + EDIT_DAYS * 24 * 60 * 60 * 1000).toISOString();

/** An instant as the day it was in Italy, DD/MM/YYYY, whatever the device's zone. */
export const dayInRome = (instant: string): string => formatDDMMYYYY(todayInRome(new Date(instant)));

/** The location page's reviews section, as links reach it (`/location/villa-festa#recensioni`). */
export const REVIEWS_ANCHOR = 'recensioni';
