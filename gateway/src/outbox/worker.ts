import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.js';
import { outbox, pushTokens } from '../db/schema/index.js';
import type { Mailer } from '../mail/mailer.js';
import type { EmailPayload, PushPayload } from './payloads.js';
import type { PushSender } from './push.js';
import { isUnavailable } from '../errors.js';

export const MAX_ATTEMPTS = 10;
/** A claimed row is leased this long: a process that dies mid-send leaves it to be retried, not lost. */
const LEASE_MS = 60_000;

/** 2 s, 4 s, 8 s… capped at one hour, with jitter so retries from many rows do not stampede. */
export function backoffMs(attempts: number): number {
  const base = Math.min(2 ** attempts * 1000, 3_600_000);
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

export interface OutboxWorker {
  /** Asks for a run soon (after a commit that wrote outbox rows); never waits for delivery. */
  kick(): void;
  /** Processes everything due now; resolves when the batch is done (tests and shutdown). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export function startOutboxWorker(deps: {
  db: Db;
  mailer: Mailer;
  push: PushSender;
  logger: Logger;
  intervalMs?: number;
  batch?: number;
  /** Fan-outs that write outbox rows in batches (new-location announcements), run before each delivery round. */
  fanOut?: () => Promise<unknown>;
}): OutboxWorker {
  const { db, mailer, push, logger } = deps;
  const batch = deps.batch ?? 20;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function claim() {
    // Lease due rows by pushing their next attempt forward; SKIP LOCKED lets several processes share the table.
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`), lt(outbox.attempts, MAX_ATTEMPTS)),
      )
      .orderBy(outbox.id)
      .limit(batch)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
      .where(inArray(outbox.id, due))
      .returning();
  }

  async function deliver(row: typeof outbox.$inferSelect) {
    if (row.kind === 'EMAIL') {
      await mailer.send(row.payload as EmailPayload);
      return;
    }
    const p = row.payload as PushPayload;
    const devices = await db
      .select({ token: pushTokens.token, platform: pushTokens.platform })
      .from(pushTokens)
      .where(eq(pushTokens.userId, p.userId));
    if (!devices.length) return;
    const { invalidTokens } = await push.send(devices, {
      title: p.title,
      body: p.body,
      data: p.data,
      link: p.link,
    });
    if (invalidTokens.length) await db.delete(pushTokens).where(inArray(pushTokens.token, invalidTokens));
  }

  async function runOnce(): Promise<number> {
    let done = 0;
    if (deps.fanOut && !stopped) await deps.fanOut();
    // On stop, the batch being sent is finished and no further one is claimed.
    while (!stopped) {
      const rows = await claim();
      if (!rows.length) return done;
      for (const row of rows) {
        try {
          await deliver(row);
          await db.update(outbox).set({ sentAt: new Date(), lastError: null }).where(eq(outbox.id, row.id));
          done++;
        } catch (err) {
          const attempts = row.attempts + 1;
          // The message only: provider errors never carry the mail body, and nothing here is a secret.
          const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
          await db
            .update(outbox)
            .set({ attempts, lastError: message, nextAttemptAt: new Date(Date.now() + backoffMs(attempts)) })
            .where(eq(outbox.id, row.id));
          logger.warn({ outboxId: row.id, kind: row.kind, attempts, err: message }, 'outbox delivery failed');
        }
      }
    }
    return done;
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = runOnce()
      .catch((err: unknown) => {
        // A lost database is expected during a restart: the rows wait (leased ones for LEASE_MS) and the
        // next run after it returns picks them up.
        if (isUnavailable(err))
          logger.warn({ err: rootMessage(err) }, 'outbox run paused: database unavailable');
        else logger.error({ err: String(err) }, 'outbox run failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  const timer = setInterval(() => void run(), deps.intervalMs ?? 2000);
  timer.unref();
  return {
    kick: () => {
      if (!stopped) setImmediate(() => void run());
    },
    drain: async () => {
      if (running) await running;
      return run();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}

function rootMessage(err: unknown): string {
  return err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
}
