import { z } from 'zod';
import { hasForbiddenCharacters } from '@festalocation/domain';
import { moderationMessages as m, REASON_MAX, REASON_MIN } from '@festalocation/domain/messages';
import { AUDIT_SUBJECT_KEYS } from '../../db/schema/index.js';
import { parseInput } from '../../inputs.js';

/** A reason the host (or the account's owner) reads, word for word: 10 to 1000 characters. */
export const reasonSchema = z
  .string()
  .trim()
  .min(REASON_MIN, m.reasonRequired)
  .max(REASON_MAX, m.reasonTooLong)
  .refine((s) => !hasForbiddenCharacters(s), m.reasonRequired);

/** The reason of a moderation decision (reject, suspend, hide), checked: a bad one answers on `reason`. */
export const decisionReason = (args: { reason: string }) => parseInput(reasonSchema, args.reason, 'reason');

/** Small numbered pages (see pageWindow): the console lists a screenful at a time. */
export const CONSOLE_PAGE = { pageSize: 20, max: 50 };

export const searchSchema = z.object({
  query: z
    .string()
    .trim()
    .min(2, m.searchTooShort)
    .max(200)
    .refine((s) => !hasForbiddenCharacters(s)),
  first: z.number().int().min(1).max(20),
});

export const auditFilterSchema = z.object({
  subjectType: z.enum(AUDIT_SUBJECT_KEYS).nullish(),
  subjectId: z.string().uuid().nullish(),
  first: z.number().int().min(1).max(100),
  after: z.string().max(200).nullish(),
});
