import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client.js';
import { dataExports, outbox, sessions, users } from '../../db/schema/index.js';
import type { NotificationRow } from '../../db/rows.js';
import type { EmailPayload, PushPayload } from '../../outbox/payloads.js';
import type { PubSub } from '../../pubsub.js';
import { afterCommit } from '../notifications/events.js';
import { composeMessage } from '../notifications/messages.js';
import { insertNotification } from '../notifications/service.js';
import type { OutboxWorker } from '../../outbox/worker.js';
import { collectUserData } from './collect.js';
import { exportReadyMail } from './mails.js';
import { startPeriodic, type JobRuns } from '../../jobs/periodic.js';

export type DataExportRow = typeof dataExports.$inferSelect;

export interface ExportDeps {
  db: Db;
  publicUrl: string;
  logger: Logger;
  ttlDays: number;
  outbox?: OutboxWorker;
  pubsub: PubSub;
}

/**
 * Feeds are per role and an export is about the whole account: the notice goes to the feed of the role the
 * user was last using (the one they will most likely look at), a guest's when they have no session.
 */
async function latestRole(tx: DbOrTx, userId: string): Promise<'HOST' | 'GUEST'> {
  const [s] = await tx
    .select({ role: sessions.role })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(1);
  return s?.role === 'HOST' ? 'HOST' : 'GUEST';
}

/**
 * The in-app notice (and its push) that the export is ready, beside the export's own e-mail, which says
 * until when it can be downloaded: so no second e-mail here.
 */
async function noticeReady(tx: DbOrTx, publicUrl: string, userId: string): Promise<NotificationRow> {
  const row = await insertNotification(tx, {
    userId,
    role: await latestRole(tx, userId),
    type: 'DATA_EXPORT_READY',
    metadata: {},
  });
  const msg = composeMessage(publicUrl, row, {});
  const push: PushPayload = {
    userId,
    title: msg.subject,
    body: msg.pushBody,
    data: { route: msg.route, notificationId: row.id },
  };
  await tx.insert(outbox).values({ kind: 'PUSH', payload: push });
  return row;
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
  const notices: NotificationRow[] = [];
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
        notices.push(await noticeReady(tx, deps.publicUrl, job.userId));
      }
      return due.length;
    });
    produced += done;
    if (done < BATCH) break;
  }
  // After commit: the outbox nudge and the live feed update.
  if (produced) afterCommit(deps, notices);
  const expired = await deps.db
    .update(dataExports)
    .set({ status: 'EXPIRED', content: null })
    .where(and(eq(dataExports.status, 'READY'), lte(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id });
  if (produced || expired.length) deps.logger.info({ produced, expired: expired.length }, 'data exports');
  return { produced, expired: expired.length };
}

/** Runs the export jobs every `intervalMs` in this process; a failed run is logged and retried. */
export function startExportWorker(deps: ExportDeps & { intervalMs: number; runs?: JobRuns }): {
  stop(): void;
} {
  return startPeriodic(() => processExports(deps), {
    name: 'data-exports',
    runs: deps.runs,
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    failure: 'data exports failed',
  });
}
