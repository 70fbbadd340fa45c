import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { startTestGateway, testClientAddress, type TestGateway } from '../../test/harness.js';
import { buildUser, uid } from '../../test/factories.js';

/**
 * Whether an e-mail has an account must not show in how long the answer takes. With a real mail server
 * that takes 300 ms to accept each message, code requests for existing and unknown addresses are timed
 * alike and answer without waiting for it, and the mail still reaches the server promptly.
 */
const SMTP_DELAY_MS = 300;
const SAMPLES = Number(process.env.TIMING_SAMPLES ?? 10);

const received: { to: string; at: number; text: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () =>
      setTimeout(() => {
        const text = Buffer.concat(chunks).toString('utf8');
        for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, at: Date.now(), text });
        callback();
      }, SMTP_DELAY_MS),
    );
  },
});

let gw: TestGateway;
const address = testClientAddress();
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  gw = await startTestGateway({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { configuredMailer: true });
});
afterAll(async () => {
  await gw?.stop();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

/** The answer's time as a client sees it (not gw.gql, which also waits for the outbox). */
async function timed(query: string, email: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query, variables: { email } }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: unknown };
  const ms = performance.now() - started;
  expect(body.errors).toBeUndefined();
  return ms;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};

const MUTATIONS = [
  {
    name: 'requestVerification',
    query: `mutation ($email: String!) { requestVerification(email: $email) { resendAfterSeconds } }`,
    // Only an account still to verify gets a code.
    verified: false,
  },
  {
    name: 'requestPasswordResetOtp',
    query: `mutation ($email: String!) { requestPasswordResetOtp(email: $email) { resendAfterSeconds } }`,
    verified: true,
  },
];

describe('account e-mails and timing', () => {
  it.each(MUTATIONS)(
    '$name answers as fast for an existing account as for an unknown e-mail, without waiting for the mail server',
    async ({ query, verified }) => {
      const users = await Promise.all(
        Array.from({ length: SAMPLES + 1 }, () => buildUser(gw.database.db, { isVerified: verified })),
      );
      const unknown = Array.from({ length: SAMPLES + 1 }, () => `nessuno-${uid()}@test.festalocation.it`);
      // One of each first, untimed: connections and compiled queries are warm for both.
      await timed(query, users.pop()!.email);
      await timed(query, unknown.pop()!);
      const existingMs: number[] = [];
      const unknownMs: number[] = [];
      // Interleaved, so drift in the machine's load weighs on both alike.
      for (let i = 0; i < SAMPLES; i++) {
        existingMs.push(await timed(query, users[i]!.email));
        unknownMs.push(await timed(query, unknown[i]!));
      }
      const figures = `existing ${existingMs.map(Math.round).join(',')} ms; unknown ${unknownMs.map(Math.round).join(',')} ms`;
      expect(median(existingMs), figures).toBeLessThan(SMTP_DELAY_MS / 2);
      expect(median(unknownMs), figures).toBeLessThan(SMTP_DELAY_MS / 2);
      expect(Math.abs(median(existingMs) - median(unknownMs)), figures).toBeLessThan(50);

      // Every existing account's code still reaches the mail server, and no unknown address gets a thing.
      const wanted = new Set(users.map((u) => u.email));
      await expect
        .poll(() => received.filter((m) => wanted.has(m.to)).length, { timeout: 10_000, interval: 50 })
        .toBe(SAMPLES);
      expect(received.filter((m) => unknown.includes(m.to))).toEqual([]);
      expect(received.find((m) => wanted.has(m.to))?.text).toMatch(/codice/);
    },
  );

  it('delivers a code within a second or two of the answer, even behind a batch of slow notifications', async () => {
    // Eight notification mails queued ahead of it: at 300 ms each, one after another, they take 2.4 s.
    const busy = Array.from({ length: 8 }, () => `avviso-${uid()}@test.festalocation.it`);
    const { outbox } = await import('../../db/schema/index.js');
    await gw.database.db.insert(outbox).values(
      busy.map((to) => ({
        kind: 'EMAIL',
        payload: { to, subject: 'Avviso', text: 't', html: '<p>t</p>' },
      })),
    );
    gw.app.outbox.kick();
    await expect
      .poll(() => received.some((m) => busy.includes(m.to)), { timeout: 5_000, interval: 20 })
      .toBe(true);
    const user = await buildUser(gw.database.db, { isVerified: true });
    await timed(MUTATIONS[1]!.query, user.email);
    const answered = Date.now();
    await expect
      .poll(() => received.find((m) => m.to === user.email), { timeout: 5_000, interval: 20 })
      .toBeDefined();
    const arrived = received.find((m) => m.to === user.email)!.at;
    expect(arrived - answered).toBeLessThan(2_000);
    // It overtook the batch rather than waiting for its end.
    expect(received.filter((m) => busy.includes(m.to) && m.at <= arrived).length).toBeLessThan(busy.length);
  });
});
