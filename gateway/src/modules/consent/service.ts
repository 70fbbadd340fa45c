import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { COOKIE_CONSENT_VALIDITY_MONTHS } from '@festa/domain/schemas/cookieConsent';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { users, type StoredCookieConsent } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';

// A device's clock may run a little ahead of ours; more than this is not a real choice.
const CLOCK_SKEW_MS = 5 * 60_000;

export const CONSENT_DATE_MESSAGE = 'Data della scelta non valida';

/**
 * Stores the viewer's cookie choice. A choice made before signing in keeps its own date, so the newest
 * choice wins across devices: one older than what is stored leaves the stored one in place (the
 * condition is in the update itself, so two devices saving at once cannot go backwards).
 */
export async function updateCookieConsent(
  db: Db,
  viewer: UserRow,
  input: { analytics: boolean; sessionRecording: boolean; decidedAt?: string | null },
  now = new Date(),
): Promise<UserRow> {
  const decidedAt = input.decidedAt ? new Date(input.decidedAt) : now;
  const oldest = new Date(now);
  oldest.setMonth(oldest.getMonth() - COOKIE_CONSENT_VALIDITY_MONTHS);
  if (decidedAt.getTime() > now.getTime() + CLOCK_SKEW_MS || decidedAt <= oldest)
    throw badInput('decidedAt', CONSENT_DATE_MESSAGE);
  const consent: StoredCookieConsent = {
    analytics: input.analytics,
    sessionRecording: input.sessionRecording,
    decidedAt: decidedAt.toISOString(),
  };
  const [row] = await db
    .update(users)
    .set({ cookieConsent: consent, updatedAt: now })
    .where(
      and(
        eq(users.id, viewer.id),
        or(
          isNull(users.cookieConsent),
          sql`(${users.cookieConsent}->>'decidedAt')::timestamptz <= ${consent.decidedAt}::timestamptz`,
        ),
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await db.select().from(users).where(eq(users.id, viewer.id));
  return current!;
}
