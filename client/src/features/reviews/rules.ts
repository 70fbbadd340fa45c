import { z } from 'zod';
import { formatDDMMYYYY, todayInRome } from '@festa/domain/dates';
import {
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
  REVIEW_REPORT_MAX,
  REVIEW_REPORT_MIN,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
  REVIEW_VOTE_MAX,
  REVIEW_VOTE_MIN,
  reviewMessages as domainMessages,
} from '@festa/domain/messages';
import { reviewEditableUntil } from '@festa/domain/reviews';
import { reviewInputSchema, reviewReportReasonSchema } from '@festa/domain/schemas/reviews';

/*
 * The review rules the forms check before sending: the same ones the gateway parses (domain/), under the
 * names the review components use.
 */

export {
  REVIEW_VOTE_MIN as VOTE_MIN,
  REVIEW_VOTE_MAX as VOTE_MAX,
  REVIEW_TITLE_MIN as TITLE_MIN,
  REVIEW_TITLE_MAX as TITLE_MAX,
  REVIEW_CONTENT_MIN as CONTENT_MIN,
  REVIEW_CONTENT_MAX as CONTENT_MAX,
  REVIEW_REPORT_MIN as REPORT_MIN,
  REVIEW_REPORT_MAX as REPORT_MAX,
  reviewInputSchema,
};

export const reviewMessages = {
  vote: domainMessages.voteInvalid,
  title: domainMessages.titleLength,
  content: domainMessages.contentLength,
  reportReason: domainMessages.reportReasonLength,
} as const;

/** The reason a location's owner gives when reporting a review, as the report form holds it. */
export const reportReasonSchema = z.object({ reason: reviewReportReasonSchema });

export type ReviewField = keyof z.infer<typeof reviewInputSchema>;
export const REVIEW_FIELDS: readonly ReviewField[] = ['vote', 'title', 'content'];

/** Until when a review written at `createdAt` may be edited, when the server does not say. */
export const editableUntil = (createdAt: string): string =>
  reviewEditableUntil(new Date(createdAt)).toISOString();

/** An instant as the day it was in Italy, DD/MM/YYYY, whatever the device's zone. */
export const dayInRome = (instant: string): string => formatDDMMYYYY(todayInRome(new Date(instant)));

/** The location page's reviews section, as links reach it (`/location/villa-festa#recensioni`). */
export const REVIEWS_ANCHOR = 'recensioni';
