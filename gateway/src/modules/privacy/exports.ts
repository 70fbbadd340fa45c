import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client.js';
import { dataExports, outbox, users } from '../../db/schema/index.js';
import type { EmailPayload } from '../../outbox/payloads.js';
import type { OutboxWorker } from '../../outbox/worker.js';
import { collectUserData } from './collect.js';
import { exportReadyMail } from './mails.js';

export type DataExportRow = typeof dataExports.$inferSelect;

export interface ExportDeps {
  db: Db;
  publicUrl: string;
  logger: Logger;
  ttlDays: number;
  outbox?: OutboxWorker;
}

/** Jobs produced per transaction: each export is a handful of reads, a batch keeps locks short. */
const BATCH = 10;

/** 32 random bytes, URL-safe: the download address cannot be guessed or enumerated. */
const newToken = () => randomBytes(32).toString('base64url');

/** The viewer's exports, newest first (what the profile lists). */
export function listExports(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id));
}

/**
 * Asks for an export. At most one waits per user (a partial unique index): a second request while one is
 * pending inserts nothing and returns the pending one, so double clicks and two tabs make one job.
 */
export async function requestExport(db: Db, userId: string): Promise<DataExportRow> {
  await db.insert(dataExports).values({ userId, token: newToken() }).onConflictDoNothing();
  const [pending] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'PENDING')));
  // Between the insert and the select a worker may have produced it already: the newest is the answer.
  if (pending) return pending;
  const [newest] = await listExports(db, userId).limit(1);
  return newest!;
}

/**
 * Produces every pending export and expires the ready ones past `expires_at` (their content is dropped:
 * the row stays, so the profile can say 'Scaduto'). Jobs are claimed with FOR UPDATE SKIP LOCKED, so every
 * gateway runs this loop and they split the work without producing one twice.
 */
export async function processExports(
  deps: ExportDeps,
  now: Date = new Date(),
): Promise<{ produced: number; expired: number }> {
  let produced = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ job: dataExports, email: users.email, deletedAt: users.deletedAt })
        .from(dataExports)
        .innerJoin(users, eq(users.id, dataExports.userId))
        .where(eq(dataExports.status, 'PENDING'))
        .orderBy(asc(dataExports.createdAt))
        .limit(BATCH)
        .for('update', { of: dataExports, skipLocked: true });
      for (const { job, email, deletedAt } of due) {
        // An account deleted meanwhile has nothing left to export (and nowhere to send the e-mail).
        if (deletedAt) {
          await tx.delete(dataExports).where(eq(dataExports.id, job.id));
          continue;
        }
        const content = await collectUserData(tx, job.userId, now);
        const expiresAt = new Date(now.getTime() + deps.ttlDays * 86_400_000);
        await tx
          .update(dataExports)
          .set({ status: 'READY', content, readyAt: now, expiresAt })
          .where(eq(dataExports.id, job.id));
        const mail: EmailPayload = exportReadyMail(email, deps.publicUrl, expiresAt);
        await tx.insert(outbox).values({ kind: 'EMAIL', payload: mail });
      }
      return due.length;
    });
    produced += done;
    if (done < BATCH) break;
  }
  if (produced) deps.outbox?.kick();
  const expired = await deps.db
    .update(dataExports)
    .set({ status: 'EXPIRED', content: null })
    .where(and(eq(dataExports.status, 'READY'), lte(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id });
  if (produced || expired.length) deps.logger.info({ produced, expired: expired.length }, 'data exports');
  return { produced, expired: expired.length };
}

/** Runs the export jobs every `intervalMs` in this process; a failed run is logged and retried. */
export function startExportWorker(deps: ExportDeps & { intervalMs: number }): { stop(): void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await processExports(deps);
    } catch (e) {
      deps.logger.warn({ err: (e as Error).message }, 'data exports failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, deps.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
