import { z } from 'zod';
import { isValidIsoDate } from '../dates.js';
import { isUuid } from '../input.js';
import { validationMessages as m } from '../messages.js';

/** Every id of the product is a uuid in the form PostgreSQL reads; anything else never reaches a query. */
export const idSchema = z.string().refine(isUuid, m.idInvalid);

/** A real YYYY-MM-DD day of the product's calendar. */
export const calendarDateSchema = z.string().refine(isValidIsoDate, m.dateInvalid);

/** A required YYYY-MM-DD date: empty reads `required`, anything else that is not a real day 'Data non valida'. */
export const dateSchema = (required: string) =>
  z
    .string()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid)
    .refine(isValidIsoDate, m.dateInvalid);

/** The notifications marked read at once. */
export const notificationIdsSchema = z.array(idSchema).max(500);
