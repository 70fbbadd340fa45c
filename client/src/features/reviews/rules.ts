import { z } from 'zod';
import { formatDDMMYYYY, todayInRome } from '@festalocation/domain/dates';
import { reviewMessages as domainMessages } from '@festalocation/domain/messages';
import { reviewEditableUntil } from '@festalocation/domain/reviews';
import {
  reviewInputSchema,
  reviewReplySchema,
  reviewReportReasonSchema,
} from '@festalocation/domain/schemas/reviews';

/*
 * The review rules the forms check before sending: the same ones the gateway parses (domain/; the limits
 * are read from @festalocation/domain/messages under their one name).
 */

export { reviewInputSchema };

export const reviewMessages = {
  vote: domainMessages.voteInvalid,
  title: domainMessages.titleLength,
  content: domainMessages.contentLength,
  reportReason: domainMessages.reportReasonLength,
} as const;

/** The reason a location's owner gives when reporting a review, as the report form holds it. */
export const reportReasonSchema = z.object({ reason: reviewReportReasonSchema });

/** The host's public reply, as the reply form holds it (the gateway parses the same schema). */
export const replySchema = z.object({ content: reviewReplySchema });

export type ReviewField = keyof z.infer<typeof reviewInputSchema>;
export const REVIEW_FIELDS: readonly ReviewField[] = ['vote', 'title', 'content'];

/** Until when a review written at `createdAt` may be edited, when the server does not say. */
export const editableUntil = (createdAt: string): string =>
  reviewEditableUntil(new Date(createdAt)).toISOString();

/** An instant as the day it was in Italy, DD/MM/YYYY, whatever the device's zone. */
export const dayInRome = (instant: string): string => formatDDMMYYYY(todayInRome(new Date(instant)));

/** The location page's reviews section, as links reach it (`/location/villa-festa#recensioni`). */
export const REVIEWS_ANCHOR = 'recensioni';
