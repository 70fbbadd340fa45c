import { z } from 'zod';
import { INVALID_ID_MESSAGE, isUuid, isValidIsoDate } from '../../domain/index.js';
import { fromZod } from './errors.js';

/** Every id of the product is a uuid in the form PostgreSQL reads; anything else never reaches a query. */
export const idSchema = z.string().refine(isUuid, INVALID_ID_MESSAGE);

/** A real YYYY-MM-DD day of the product's calendar. */
export const calendarDateSchema = z.string().refine(isValidIsoDate, 'Data non valida');

/** `field` names a plain argument (an input object's issues name their own fields). */
export function parse<T extends z.ZodType>(schema: T, value: unknown, field?: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw fromZod(parsed.error.issues.map((i) => (field ? { ...i, path: [field, ...i.path] } : i)));
  return parsed.data;
}
