import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { outbox, pushTokens } from '../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../test/harness.js';
import { buildUser, uid } from '../test/factories.js';
import { createRecordingMailer, type Mailer } from '../mail/mailer.js';
import { createRecordingPush } from './push.js';
import { backoffMs, startOutboxWorker } from './worker.js';
import { codeMailer, queueCodeRequest } from '../modules/auth/codeMail.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
  // Only the workers started here touch the table in this file.
  await gw.app.outbox.stop();
});
afterAll(async () => {
  await gw?.stop();
});

const logger = pino({ level: 'silent' });
const email = (to: string) => ({
  kind: 'EMAIL' as const,
  payload: { to, subject: 'Nuova richiesta di preventivo per Villa', text: 't', html: '<p>t</p>' },
});

describe('outbox worker', () => {
  it('delivers what a previous process committed but never sent (restart)', async () => {
    const to = `restart-${uid()}@test.festalocation.it`;
    const [row] = await gw.database.db.insert(outbox).values(email(to)).returning();
    const mailer = createRecordingMailer();
    const worker = startOutboxWorker({ db: gw.database.db, mailer, push: createRecordingPush(), logger });
    await worker.drain();
    await worker.stop();
    expect(mailer.sent.filter((m) => m.to === to)).toHaveLength(1);
    const [after] = await gw.database.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(after!.sentAt).not.toBeNull();
  });

  it('retries a failing mail server with growing backoff, then delivers once it recovers', async () => {
    const to = `flaky-${uid()}@test.festalocation.it`;
    const [row] = await gw.database.db.insert(outbox).values(email(to)).returning();
    let down = true;
    const delivered: string[] = [];
    const mailer: Mailer = {
      kind: 'recording',
      async send(msg) {
        if (down) throw new Error('SMTP 421 service not available');
        delivered.push(msg.to);
      },
    };
    const worker = startOutboxWorker({ db: gw.database.db, mailer, push: createRecordingPush(), logger });
    await worker.drain();
    let [state] = await gw.database.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(state).toMatchObject({ attempts: 1, sentAt: null, lastError: 'SMTP 421 service not available' });
    expect(state!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing happens.
    await worker.drain();
    [state] = await gw.database.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(state!.attempts).toBe(1);
    down = false;
    await gw.database.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, row!.id));
    await worker.drain();
    await worker.stop();
    expect(delivered).toEqual([to]);
    expect(backoffMs(1)).toBeLessThan(backoffMs(5));
    expect(backoffMs(30)).toBeLessThanOrEqual(3_600_000 * 1.25);
  });

  it('lets two workers share the table without sending a message twice', async () => {
    const tag = uid();
    const rows = await gw.database.db
      .insert(outbox)
      .values(Array.from({ length: 30 }, (_, i) => email(`share-${tag}-${i}@test.festalocation.it`)))
      .returning();
    const a = createRecordingMailer();
    const b = createRecordingMailer();
    const wa = startOutboxWorker({
      db: gw.database.db,
      mailer: a,
      push: createRecordingPush(),
      logger,
      batch: 5,
    });
    const wb = startOutboxWorker({
      db: gw.database.db,
      mailer: b,
      push: createRecordingPush(),
      logger,
      batch: 5,
    });
    await Promise.all([wa.drain(), wb.drain()]);
    await Promise.all([wa.stop(), wb.stop()]);
    const sent = [...a.sent, ...b.sent].map((m) => m.to).filter((to) => to.includes(tag));
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    const left = await gw.database.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.every((r) => r.sentAt)).toBe(true);
  });

  it('sends push to every registered device of the recipient and drops tokens the provider rejects', async () => {
    const user = await buildUser(gw.database.db);
    const tokens = [`fcm-${uid()}`, `fcm-${uid()}`];
    await gw.database.db.insert(pushTokens).values(tokens.map((token) => ({ userId: user.id, token })));
    const push = createRecordingPush();
    const rejecting = {
      ...push,
      send: async (t: Parameters<typeof push.send>[0], m: Parameters<typeof push.send>[1]) => {
        await push.send(t, m);
        return { invalidTokens: [tokens[1]!] };
      },
    };
    await gw.database.db.insert(outbox).values({
      kind: 'PUSH',
      payload: { userId: user.id, title: 'Titolo', body: 'Corpo', data: { route: '/notifications' } },
    });
    const worker = startOutboxWorker({
      db: gw.database.db,
      mailer: createRecordingMailer(),
      push: rejecting,
      logger,
    });
    await worker.drain();
    await worker.stop();
    expect(push.sent.find((p) => p.tokens.includes(tokens[0]!))?.tokens.sort()).toEqual([...tokens].sort());
    const left = await gw.database.db.select().from(pushTokens).where(eq(pushTokens.userId, user.id));
    expect(left.map((t) => t.token)).toEqual([tokens[0]]);
  });

  it('issues a code as it mails it, once for a double request, and forgets requests with nothing to send', async () => {
    const { db } = gw.database;
    const [waiting, verified, late] = await Promise.all([
      buildUser(db, { isVerified: false }),
      buildUser(db, { isVerified: true }),
      buildUser(db, { isVerified: false }),
    ]);
    // A double click, a verified account asking to verify again, and a request nobody sent in time.
    await queueCodeRequest(db, waiting.id, 'REGISTER');
    await queueCodeRequest(db, waiting.id, 'REGISTER');
    await queueCodeRequest(db, verified.id, 'REGISTER');
    await db.insert(outbox).values({
      kind: 'EMAIL',
      payload: {
        code: { purpose: 'REGISTER', userId: late.id },
        expiresAt: new Date(Date.now() - 1).toISOString(),
      },
    });
    const mailer = createRecordingMailer();
    const worker = startOutboxWorker({
      db,
      mailer,
      push: createRecordingPush(),
      logger,
      codeMail: codeMailer(db, gw.config.jwtSecret),
    });
    await worker.drain();
    await worker.stop();
    const to = (u: { email: string }) => mailer.sent.filter((m) => m.to === u.email);
    expect(to(waiting)).toHaveLength(1);
    expect(to(waiting)[0]!.text).toMatch(/Il tuo codice è: \d{6}/);
    expect([...to(verified), ...to(late)]).toEqual([]);
    const rows = await db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->'code'->>'userId' in (${waiting.id}, ${verified.id}, ${late.id})`);
    expect(rows.map((r) => !!r.sentAt)).toEqual([true]);
  });
});
