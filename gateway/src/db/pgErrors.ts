/** PostgreSQL's error fields, whether the driver's error arrives bare or wrapped by drizzle (as `cause`). */
function pgFields(err: unknown): { code?: string; constraint?: string } {
  for (
    let e = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
  }
  return {};
}

/** A unique violation (23505), of the named constraint when one is given. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const f = pgFields(err);
  return f.code === '23505' && (constraint === undefined || f.constraint === constraint);
}
