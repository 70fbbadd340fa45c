import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { PubSub } from '../pubsub.js';
import type { OutboxWorker } from '../outbox/worker.js';
import type { MediaStore } from '../modules/media/store.js';
import { startUploadSweeper, sweepUnreferencedUploads, type SweepResult } from '../modules/media/sweep.js';
import { inviteReviews, startReviewInviter } from '../modules/reviews/invitations.js';
import { processExports, startExportWorker } from '../modules/privacy/exports.js';
import { runRetention, startRetentionJob } from '../modules/privacy/retention.js';
import { syncDueImports, syncOptions } from '../modules/calendarImport/service.js';
import { startPeriodic, type JobRuns } from './periodic.js';

/** The periodic jobs run on demand (tests, scripts), as their timers run them. */
export interface JobsOnDemand {
  sweep: (now?: Date) => Promise<SweepResult>;
  invite: (now?: Date) => Promise<{ invited: number }>;
  syncCalendars: (now?: Date) => Promise<{ synced: number }>;
  exports: (now?: Date) => Promise<{ produced: number; expired: number }>;
  retention: (now?: Date) => ReturnType<typeof runRetention>;
}

/**
 * The gateway's periodic jobs: uploads no longer referenced, review invitations, own-data exports, the
 * retention job and the imported calendars. Each runs in every gateway process every its interval (0: never
 * here), and each run is counted by `runs` (the metrics) as it ends.
 */
export function backgroundJobs(deps: {
  config: Config;
  db: Db;
  store: MediaStore;
  logger: Logger;
  pubsub: PubSub;
  outbox: OutboxWorker;
  runs: JobRuns;
}): JobsOnDemand & { start(): { stop(): void } } {
  const { config, db, store, logger, runs } = deps;
  const graceMs = config.MEDIA_SWEEP_GRACE_HOURS * 3_600_000;
  const inviteDeps = { db, publicUrl: config.PUBLIC_URL, logger, pubsub: deps.pubsub, outbox: deps.outbox };
  const exportDeps = { ...inviteDeps, ttlDays: config.DATA_EXPORT_TTL_DAYS };
  return {
    sweep: (now) => sweepUnreferencedUploads({ db, store, graceMs, now, logger }),
    invite: (now) => inviteReviews(inviteDeps, now),
    syncCalendars: (now) => syncDueImports(db, syncOptions(config), now),
    exports: (now) => processExports(exportDeps, now),
    retention: (now) => runRetention(inviteDeps, now),
    start() {
      const minutes = (n: number) => n * 60_000;
      const jobs = [
        config.MEDIA_SWEEP_INTERVAL_MINUTES > 0 &&
          startUploadSweeper({
            db,
            store,
            graceMs,
            intervalMs: minutes(config.MEDIA_SWEEP_INTERVAL_MINUTES),
            logger,
            runs,
          }),
        config.REVIEW_INVITE_INTERVAL_MINUTES > 0 &&
          startReviewInviter({
            ...inviteDeps,
            runs,
            intervalMs: minutes(config.REVIEW_INVITE_INTERVAL_MINUTES),
          }),
        config.DATA_EXPORT_INTERVAL_SECONDS > 0 &&
          startExportWorker({ ...exportDeps, runs, intervalMs: config.DATA_EXPORT_INTERVAL_SECONDS * 1000 }),
        config.RETENTION_INTERVAL_MINUTES > 0 &&
          startRetentionJob({ ...inviteDeps, runs, intervalMs: minutes(config.RETENTION_INTERVAL_MINUTES) }),
        config.CALENDAR_IMPORT_INTERVAL_MINUTES > 0 &&
          startPeriodic(() => syncDueImports(db, syncOptions(config)), {
            name: 'calendar-import',
            runs,
            // Each round takes only the addresses due; checking often spreads them over the interval.
            intervalMs: minutes(Math.min(config.CALENDAR_IMPORT_INTERVAL_MINUTES, 5)),
            logger,
            failure: 'calendar import sync failed',
          }),
      ];
      return {
        stop() {
          for (const job of jobs) if (job) job.stop();
        },
      };
    },
  };
}
