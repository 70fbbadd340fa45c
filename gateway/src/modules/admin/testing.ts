import { and, desc, eq } from 'drizzle-orm';
import type { TestGateway } from '../../test/harness.js';
import { auditLog, notifications } from '../../db/schema/index.js';
import { buildUser, tokenFor } from '../../test/factories.js';

/** A signed-in administrator (any session role: the console does not depend on it). */
export async function adminOf(gw: TestGateway) {
  const admin = await buildUser(gw.database.db, { isAdmin: true, fullName: 'Ada Admin' });
  return { admin, token: await tokenFor(gw, admin, 'GUEST') };
}

/** A guest and a host, neither an administrator. */
export async function outsiders(gw: TestGateway) {
  const guest = await buildUser(gw.database.db);
  const host = await buildUser(gw.database.db);
  return { guest: await tokenFor(gw, guest, 'GUEST'), host: await tokenFor(gw, host, 'HOST') };
}

/** The audit entries about a subject, newest first, straight from the table. */
export const auditOf = (gw: TestGateway, subjectId: string) =>
  gw.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(desc(auditLog.id));

/** The host notifications of one type about a location. */
export const notificationsOf = (gw: TestGateway, locationId: string, type: string) =>
  gw.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.locationId, locationId), eq(notifications.type, type)));

export const errorOf = (res: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => ({
  code: res.errors?.[0]?.extensions?.code,
  message: res.errors?.[0]?.message,
  extensions: res.errors?.[0]?.extensions,
});

export const MODERATION_LOCATION = `{ id slug name city approvalStatus subscriptionStatus subscriptionType isPublic
  publishedAt rejectionReason suspendedAt suspensionReason owner { id email fullName } }`;
