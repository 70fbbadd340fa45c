import { and, eq, like, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { mediaUploads } from '../../db/schema/index.js';
import type { MediaStore } from './store.js';
import { parseUploadKey } from './urls.js';
import { startPeriodic, type JobRuns } from '../../jobs/periodic.js';

/**
 * Every upload URL something still shows or may still show: gallery images, logos, covers, avatars,
 * partners, and the URLs inside a change request (a logo waiting for approval) or a platform task.
 */
async function referencedUploadUrls(db: Db): Promise<Set<string>> {
  const { rows } = await db.execute<{ url: string }>(sql`
    select url from location_images where url like '/media/uploads/%'
    union select url from ambient_images where url like '/media/uploads/%'
    union select url from service_images where url like '/media/uploads/%'
    union select logo_url from locations where logo_url like '/media/uploads/%'
    union select cover_image_url from locations where cover_image_url like '/media/uploads/%'
    union select avatar_url from users where avatar_url like '/media/uploads/%'
    union select image_url from partners where image_url like '/media/uploads/%'
    union select m[1] from location_change_requests,
      regexp_matches(payload::text || previous::text, '/media/uploads/[0-9A-Za-z./_-]+', 'g') as m
    union select m[1] from platform_tasks, regexp_matches(payload::text, '/media/uploads/[0-9A-Za-z./_-]+', 'g') as m`);
  return new Set(rows.map((r) => r.url));
}

export interface SweepResult {
  /** Keys removed from the store. */
  deleted: string[];
}

/**
 * Deletes uploads nothing refers to any more, with all their sizes. Only files older than the grace period
 * go: an upload made while a form is open is referenced only once the form is saved, which may be hours
 * later. The references are read after the listing, so a file saved in between is seen as referenced.
 * Files whose names are not upload names are left alone.
 */
export async function sweepUnreferencedUploads(opts: {
  db: Db;
  store: MediaStore;
  graceMs: number;
  now?: Date;
  logger?: Logger;
}): Promise<SweepResult> {
  const cutoff = (opts.now ?? new Date()).getTime() - opts.graceMs;
  const candidates: { key: string; user: string; stem: string; uploadTag: string }[] = [];
  for await (const object of opts.store.list('uploads/')) {
    const parsed = parseUploadKey(object.key);
    if (!parsed) continue;
    // The later of the name's time and the store's: a clock skewed between processes keeps a file, never loses one.
    if (Math.max(parsed.uploadedAt, object.modifiedAt.getTime()) > cutoff) continue;
    candidates.push({ key: object.key, ...parsed });
  }
  if (!candidates.length) return { deleted: [] };
  const referenced = await referencedUploadUrls(opts.db);
  const keptStems = new Set<string>();
  for (const url of referenced) {
    const parsed = parseUploadKey(url.replace(/^\/media\//, ''));
    if (parsed) keptStems.add(`${parsed.user}/${parsed.stem}`);
  }
  const deleted: string[] = [];
  const freed = new Map<string, { user: string; uploadTag: string }>();
  for (const c of candidates) {
    if (keptStems.has(`${c.user}/${c.stem}`)) continue;
    await opts.store.delete(c.key);
    deleted.push(c.key);
    freed.set(`${c.user}/${c.stem}`, c);
  }
  // The quota counts what stays stored: a freed upload's row stops counting (its name carries the row's id prefix).
  for (const { user, uploadTag } of freed.values()) {
    await opts.db
      .update(mediaUploads)
      .set({ stored: false, bytes: 0 })
      .where(
        and(
          eq(mediaUploads.userId, user),
          eq(mediaUploads.stored, true),
          like(sql`${mediaUploads.id}::text`, `${uploadTag}%`),
        ),
      );
  }
  if (deleted.length)
    opts.logger?.info({ files: deleted.length, uploads: freed.size }, 'unreferenced uploads removed');
  return { deleted };
}

/**
 * Runs the sweep every `intervalMs` (the first run after at most a minute, so a start-up is not slowed by
 * listing the whole store); a failed run is logged and the next one tries again.
 */
export function startUploadSweeper(opts: {
  db: Db;
  store: MediaStore;
  graceMs: number;
  intervalMs: number;
  logger: Logger;
  runs?: JobRuns;
}): { stop(): void } {
  return startPeriodic(() => sweepUnreferencedUploads(opts), {
    name: 'media-sweep',
    runs: opts.runs,
    intervalMs: opts.intervalMs,
    logger: opts.logger,
    failure: 'upload sweep failed',
  });
}
