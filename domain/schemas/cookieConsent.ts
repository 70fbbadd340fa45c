import { z } from 'zod';

/** The second layer's choice as the gateway parses it; `decidedAt` is already an ISO string (DateTime). */
export const cookieConsentSchema = z.object({
  analytics: z.boolean(),
  sessionRecording: z.boolean(),
  decidedAt: z.iso.datetime({ offset: true }).nullish(),
});

/** A choice is asked again after six months: an older one is not a choice any more. */
export const COOKIE_CONSENT_VALIDITY_MONTHS = 6;
