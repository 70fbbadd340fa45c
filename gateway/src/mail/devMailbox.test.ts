import type http from 'node:http';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/harness.js';
import { uid } from '../test/factories.js';
import { createMailer } from './mailer.js';
import { mountDevMailbox } from './devMailbox.js';
import { verificationCodeMail } from './templates.js';

let gw: TestGateway;
let server: http.Server;
let base: string;
beforeAll(async () => {
  gw = await startTestGateway();
  const app = express();
  mountDevMailbox(app, gw.database.db);
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server?.close();
  await gw?.stop();
});

describe('development outbox', () => {
  it('stores mail without SMTP and lists it, escaped, on /dev/mailbox', async () => {
    const mailer = createMailer({
      config: { ...gw.config, SMTP_URL: undefined },
      db: gw.database.db,
      logger: pino({ level: 'silent' }),
    });
    expect(mailer.kind).toBe('dev-outbox');
    const to = `box-${uid()}@test.festalocation.it`;
    await mailer.send(verificationCodeMail(to, '123456'));
    await mailer.send({ to, subject: '<script>x</script>', text: 'a', html: 'a' });
    const html = await (await fetch(`${base}/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
    expect(html).toContain('Il tuo codice di verifica Festalocation');
    expect(html).toContain('Il tuo codice è: 123456');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>x');
  });

  it('is not mounted by a production gateway', async () => {
    const prod = await startTestGateway({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    try {
      const res = await fetch(`${prod.url}/dev/mailbox`);
      expect(await res.text()).not.toContain('Posta in uscita');
    } finally {
      await prod.stop();
    }
  });
});
