import type { z } from 'zod';
import { fromZod } from './errors.js';

/**
 * Parses a GraphQL input with its schema from `domain/schemas/` (the same the forms validate with), or
 * throws BAD_USER_INPUT naming the first failing field. `field` names a plain argument (an input object's
 * issues name their own fields).
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, field?: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw fromZod(parsed.error.issues.map((i) => (field ? { ...i, path: [field, ...i.path] } : i)));
  return parsed.data;
}
