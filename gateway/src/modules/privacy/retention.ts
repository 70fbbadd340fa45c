import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { outbox, processedWebhookEvents, quoteRequests, sessions, users } from '../../db/schema/index.js';
import type { OutboxWorker } from '../../outbox/worker.js';
import { deleteAccount } from '../profile/service.js';
import { inactivityWarningMail } from './mails.js';
import { startPeriodic, type JobRuns } from '../../jobs/periodic.js';
import { forgetViewVisitors } from '../stats/views.js';

/** The privacy policy's periods (legal text of 26/08/2025): kept here, next to the job that applies them. */
export const RETENTION = {
  /** An account nobody signed in to for this long is anonymised. */
  inactiveMonths: 24,
  /** The warning goes this long before; the account is anonymised no sooner than this after it. */
  warningDays: 30,
  /** Transactional records (quote requests, billing events) are kept this long, then deleted. */
  transactionYears: 10,
} as const;

export interface RetentionDeps {
  db: Db;
  publicUrl: string;
  logger: Logger;
  outbox?: OutboxWorker;
}

const BATCH = 100;
const DAY_MS = 86_400_000;

const minusMonths = (d: Date, months: number) => {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() - months);
  return r;
};
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Inactivity is the absence of sign-in activity: the latest session's `last_seen_at` (a session starts at
 * each sign-in), or the account's creation when it never signed in.
 */
const lastActivity = sql`greatest(${users.createdAt}, (select max(s.last_seen_at) from ${sessions} s where s.user_id = ${users.id}))`;

/**
 * The daily retention run, at `now` (tests move the clock):
 * 1. accounts inactive for 24 months less 30 days are warned by e-mail, once per inactive period;
 * 2. accounts warned at least 30 days ago, still without a sign-in since the warning and inactive for
 *    24 months, are anonymised by `deleteAccount` (the user's own deletion path, so nothing differs);
 * 3. quote requests (anonymised with the account, kept for the host's books) and billing events older
 *    than 10 years are deleted;
 * 4. the daily visitor keys of location page views are deleted once their day (and the next) is over.
 * Every step locks its rows with SKIP LOCKED, so gateways running it at once never warn twice.
 */
export async function runRetention(deps: RetentionDeps, now: Date = new Date()) {
  const inactiveSince = minusMonths(now, RETENTION.inactiveMonths);
  const warnSince = new Date(inactiveSince.getTime() + RETENTION.warningDays * DAY_MS);
  const warnedBefore = new Date(now.getTime() - RETENTION.warningDays * DAY_MS);
  let warned = 0;
  let anonymised = 0;

  for (;;) {
    const n = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            sql`${lastActivity} <= ${ts(warnSince)}`,
            // A sign-in after an earlier warning starts a new period, with its own warning.
            or(isNull(users.inactivityWarnedAt), sql`${users.inactivityWarnedAt} < ${lastActivity}`),
          ),
        )
        .limit(BATCH)
        .for('update', { of: users, skipLocked: true });
      for (const u of due) {
        await tx.update(users).set({ inactivityWarnedAt: now }).where(eq(users.id, u.id));
        const on = new Date(now.getTime() + RETENTION.warningDays * DAY_MS);
        await tx
          .insert(outbox)
          .values({ kind: 'EMAIL', payload: inactivityWarningMail(u.email, deps.publicUrl, on) });
      }
      return due.length;
    });
    warned += n;
    if (n < BATCH) break;
  }

  for (;;) {
    const n = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            lte(users.inactivityWarnedAt, warnedBefore),
            sql`${lastActivity} <= ${ts(inactiveSince)}`,
            sql`${lastActivity} <= ${users.inactivityWarnedAt}`,
          ),
        )
        .limit(BATCH)
        .for('update', { of: users, skipLocked: true });
      for (const u of due) await deleteAccount(tx, u);
      return due.length;
    });
    anonymised += n;
    if (n < BATCH) break;
  }

  const keptSince = minusMonths(now, RETENTION.transactionYears * 12);
  const removed = await deps.db
    .delete(quoteRequests)
    .where(lte(quoteRequests.createdAt, keptSince))
    .returning({ id: quoteRequests.id });
  await deps.db.delete(processedWebhookEvents).where(lte(processedWebhookEvents.processedAt, keptSince));
  // 4. The keys that made a location's page view count once a day: needed only while their day lasts.
  await forgetViewVisitors(deps.db, now);

  if (warned) deps.outbox?.kick();
  const result = { warned, anonymised, quoteRequestsDeleted: removed.length };
  if (warned || anonymised || removed.length) deps.logger.info(result, 'data retention');
  return result;
}

/** Runs the retention job every `intervalMs` (daily by default); the first run waits a minute after start. */
export function startRetentionJob(deps: RetentionDeps & { intervalMs: number; runs?: JobRuns }): {
  stop(): void;
} {
  return startPeriodic(() => runRetention(deps), {
    name: 'retention',
    runs: deps.runs,
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    failure: 'data retention failed',
  });
}
