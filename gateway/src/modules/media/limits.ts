import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mediaUploads, users } from '../../db/schema/index.js';

/**
 * Per user: uploads started in the last minute (ten photos of an ambient picked at once fit three times
 * over), and what stays stored (a host's locations, ambients and services hold at most ten photos each).
 */
export const UPLOAD_LIMITS = {
  perMinute: 30,
  maxStoredUploads: 1000,
  maxStoredBytes: 1024 * 1024 * 1024,
} as const;

export type UploadClaim = { ok: true; id: string } | { ok: false; reason: 'rate' | 'quota' };

/**
 * Claims one upload for the user, or says which limit refuses it. The user's row is locked for the
 * check and the insert, so parallel uploads (on any gateway process) are counted one after another.
 */
export async function claimUpload(db: Db, userId: string): Promise<UploadClaim> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [usage] = await tx
      .select({
        recent:
          sql<number>`count(*) filter (where ${mediaUploads.createdAt} > now() - interval '1 minute')`.mapWith(
            Number,
          ),
        stored: sql<number>`count(*) filter (where ${mediaUploads.stored})`.mapWith(Number),
        bytes: sql<number>`coalesce(sum(${mediaUploads.bytes}), 0)`.mapWith(Number),
      })
      .from(mediaUploads)
      .where(eq(mediaUploads.userId, userId));
    if ((usage?.recent ?? 0) >= UPLOAD_LIMITS.perMinute) return { ok: false, reason: 'rate' } as const;
    if (
      (usage?.stored ?? 0) >= UPLOAD_LIMITS.maxStoredUploads ||
      (usage?.bytes ?? 0) >= UPLOAD_LIMITS.maxStoredBytes
    )
      return { ok: false, reason: 'quota' } as const;
    const [row] = await tx.insert(mediaUploads).values({ userId }).returning({ id: mediaUploads.id });
    return { ok: true, id: row!.id } as const;
  });
}

/** Records what a claimed upload wrote to disk, so it counts towards the storage quota. */
export async function recordStored(db: Db, id: string, bytes: number) {
  await db.update(mediaUploads).set({ stored: true, bytes }).where(eq(mediaUploads.id, id));
}
