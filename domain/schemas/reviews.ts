import { z } from 'zod';
import { hasForbiddenCharacters } from '../input.js';
import {
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_REPLY_MIN,
  REVIEW_REPORT_MAX,
  REVIEW_REPORT_MIN,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
  REVIEW_VOTE_MAX,
  REVIEW_VOTE_MIN,
  reviewMessages as m,
  validationMessages,
} from '../messages.js';

/** Inputs of guests' reviews and hosts' reports, as the form validates them and the gateway parses them. */

const text = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .min(min, message)
    .max(max, message)
    .refine((s) => !hasForbiddenCharacters(s), validationMessages.forbiddenCharacters);

export const reviewInputSchema = z.object({
  vote: z
    .number({ error: m.voteInvalid })
    .int(m.voteInvalid)
    .min(REVIEW_VOTE_MIN, m.voteInvalid)
    .max(REVIEW_VOTE_MAX, m.voteInvalid),
  title: text(REVIEW_TITLE_MIN, REVIEW_TITLE_MAX, m.titleLength),
  content: text(REVIEW_CONTENT_MIN, REVIEW_CONTENT_MAX, m.contentLength),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** What a host writes to report a review to the platform. */
export const reviewReportReasonSchema = text(REVIEW_REPORT_MIN, REVIEW_REPORT_MAX, m.reportReasonLength);

/** The host's public reply to a review on their location (one per review, replaced when edited). */
export const reviewReplySchema = text(REVIEW_REPLY_MIN, REVIEW_REPLY_MAX, m.replyLength);
