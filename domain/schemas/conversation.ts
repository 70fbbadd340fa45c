import { z } from 'zod';
import {
  conversationMessages as m,
  MESSAGE_MAX,
  MESSAGE_REPORT_MAX,
  MESSAGE_REPORT_MIN,
} from '../messages.js';
import { idSchema } from './common.js';

/** Inputs of a quote request's conversation, as the gateway parses them and the panel checks them. */

/** The text as sent: trimmed, at most 2,000 characters (empty only with an attachment). */
export const messageBodySchema = z
  .string()
  .transform((v) => v.trim())
  .pipe(z.string().max(MESSAGE_MAX, m.tooLong));

export const sendMessageSchema = z
  .object({
    quoteRequestId: idSchema,
    body: messageBodySchema,
    attachmentId: idSchema.nullish().transform((v) => v ?? null),
    // The client's key for one click: a retry with it stores nothing new.
    idempotencyKey: z.string().trim().min(8).max(100),
  })
  .refine((v) => v.body.length > 0 || v.attachmentId != null, { message: m.empty, path: ['body'] });

export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const reportMessageSchema = z.object({
  id: idSchema,
  reason: z
    .string()
    .trim()
    .min(MESSAGE_REPORT_MIN, m.reportTooShort)
    .max(MESSAGE_REPORT_MAX, m.reportTooLong),
});
