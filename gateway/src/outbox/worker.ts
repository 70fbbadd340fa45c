import { and, eq, inArray, isNull, lt, lte, not, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.js';
import { outbox, pushTokens } from '../db/schema/index.js';
import type { Mailer } from '../mail/mailer.js';
import { isCodeMail, type CodeMailer, type EmailPayload, type PushPayload } from './payloads.js';
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

/**
 * A code someone is waiting for is sent by a lane of its own, each batch in parallel, so neither a long
 * batch of notifications to a slow mail server nor other codes hold it back.
 */
const codeRow = sql`(${outbox.payload}->'code') is not null`;

export interface OutboxWorker {
  /**
   * Asks for a run soon (after a commit that wrote outbox rows); never waits for delivery. `urgent`: the
   * commit wrote a code request, for the code lane, which sends it at once even while a batch goes out.
   */
  kick(opts?: { urgent?: boolean }): void;
  /** Processes everything due now; resolves when the batch is done (tests and shutdown). */
  drain(): Promise<number>;
  /** Resolves once every kick so far has been acted on and no run is in progress (tests); no query. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

type Row = typeof outbox.$inferSelect;

/**
 * The rows still to deliver and the age of the oldest, in seconds (the metrics' backlog and lag). Rows given
 * up after MAX_ATTEMPTS are not counted: they wait for nobody, and would hold the lag up for ever.
 */
export async function outboxBacklog(db: Db): Promise<{ backlog: number; oldestSeconds: number }> {
  const [row] = await db
    .select({
      backlog: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
    })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS)));
  return { backlog: row?.backlog ?? 0, oldestSeconds: row?.oldestSeconds ?? 0 };
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
  /** Issues the code of a code request and writes its mail (the auth module's `codeMailer`). */
  codeMail?: CodeMailer;
}): OutboxWorker {
  const { db, mailer, push, logger } = deps;
  const batch = deps.batch ?? 20;
  let stopped = false;
  let pendingKicks = 0;

  async function claim(codes: boolean): Promise<Row[]> {
    // Lease due rows by pushing their next attempt forward; SKIP LOCKED lets several processes (and this
    // process's two lanes) share the table.
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          lte(outbox.nextAttemptAt, sql`now()`),
          lt(outbox.attempts, MAX_ATTEMPTS),
          codes ? codeRow : not(codeRow),
        ),
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

  /** Hands the row to the mail or push provider; false when there was nothing to send (no code due). */
  async function deliver(row: Row): Promise<boolean> {
    if (row.kind === 'EMAIL') {
      const payload: unknown = row.payload;
      let mail: EmailPayload | null = payload as EmailPayload;
      if (isCodeMail(payload)) {
        if (!deps.codeMail) throw new Error('no code mailer in this process');
        mail = await deps.codeMail(payload.code, { requestedAt: row.createdAt, retry: row.attempts > 0 });
        if (!mail) return false;
      }
      const { to, subject, text, html } = mail;
      await mailer.send({ to, subject, text, html });
      return true;
    }
    const p = row.payload as PushPayload;
    const devices = await db
      .select({ token: pushTokens.token, platform: pushTokens.platform })
      .from(pushTokens)
      .where(eq(pushTokens.userId, p.userId));
    if (!devices.length) return true;
    const { invalidTokens } = await push.send(devices, {
      title: p.title,
      body: p.body,
      data: p.data,
      link: p.link,
    });
    if (invalidTokens.length) await db.delete(pushTokens).where(inArray(pushTokens.token, invalidTokens));
    return true;
  }

  /** Sends one claimed row and records the outcome; 1 when it was delivered. */
  async function handle(row: Row): Promise<number> {
    const payload: unknown = row.payload;
    // A code asked for long ago is of no use to anyone now (they asked again or gave up): not sent.
    const stale = isCodeMail(payload) && Date.parse(payload.expiresAt) <= Date.now();
    let sent = false;
    try {
      sent = !stale && (await deliver(row));
    } catch (err) {
      const attempts = row.attempts + 1;
      // The message only: provider errors never carry the mail body, and nothing here is a secret.
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      await db
        .update(outbox)
        .set({ attempts, lastError: message, nextAttemptAt: new Date(Date.now() + backoffMs(attempts)) })
        .where(eq(outbox.id, row.id));
      logger.warn({ outboxId: row.id, kind: row.kind, attempts, err: message }, 'outbox delivery failed');
      return 0;
    }
    // A code request with nothing to send is forgotten.
    if (!sent) await db.delete(outbox).where(eq(outbox.id, row.id));
    else await db.update(outbox).set({ sentAt: new Date(), lastError: null }).where(eq(outbox.id, row.id));
    return sent ? 1 : 0;
  }

  /**
   * One lane: never two runs at once, and a run asked for during one follows it. The main lane delivers
   * notifications and other mail in order, one at a time; the code lane code requests, each batch in
   * parallel. The timer runs both (rows written by other processes, retries).
   */
  function lane(codes: boolean) {
    let running: Promise<number> | null = null;
    let again = false;
    async function runOnce(): Promise<number> {
      let done = 0;
      if (!codes && deps.fanOut && !stopped) await deps.fanOut();
      // On stop, the batch being sent is finished and no further one is claimed.
      while (!stopped) {
        const rows = await claim(codes);
        if (!rows.length) return done;
        if (codes) done += (await Promise.all(rows.map(handle))).reduce((a, b) => a + b, 0);
        else for (const row of rows) done += await handle(row);
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
    return { run, running: () => running };
  }

  const main = lane(false);
  const codeLane = lane(true);
  const timer = setInterval(() => {
    void codeLane.run();
    void main.run();
  }, deps.intervalMs ?? 2000);
  timer.unref();
  return {
    kick: (opts) => {
      if (stopped) return;
      pendingKicks++;
      setImmediate(() => {
        pendingKicks--;
        void (opts?.urgent ? codeLane : main).run();
      });
    },
    drain: async () => {
      await Promise.all([main.running(), codeLane.running()]);
      const [codes, others] = await Promise.all([codeLane.run(), main.run()]);
      return codes + others;
    },
    settled: async () => {
      for (;;) {
        const busy = main.running() ?? codeLane.running();
        if (busy) await busy;
        else if (pendingKicks > 0) await new Promise((r) => setImmediate(r));
        else return;
      }
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await Promise.all([main.running(), codeLane.running()]);
    },
  };
}

function rootMessage(err: unknown): string {
  return err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
}
