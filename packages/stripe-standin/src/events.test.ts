import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from './index.js';
import { PRICES, WEBHOOK_SECRET } from './testkit.js';

/** A receiver that fails the first `failures` attempts of every event it sees. */
let failures = 0;
const attempts = new Map<string, number>();
const answered: string[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string; type: string };
    const seen = (attempts.get(event.id) ?? 0) + 1;
    attempts.set(event.id, seen);
    if (seen <= failures) {
      res.writeHead(500).end();
      return;
    }
    answered.push(event.type);
    res.writeHead(200).end();
  });
});

const logLines: string[] = [];
let standIn: StripeStandIn;
let pageBase = '';
const app = express();
const pages = createServer(app);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  standIn = await startStripeStandIn({
    webhookUrl: () => `http://127.0.0.1:${port}/hook`,
    webhookSecret: WEBHOOK_SECRET,
    pagesBaseUrl: () => 'http://127.0.0.1:1/dev/stripe',
    prices: PRICES,
    logger: pino({ level: 'warn' }, sink),
  });
  app.use('/dev/stripe', standIn.pages);
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', () => resolve()));
  pageBase = `http://127.0.0.1:${(pages.address() as AddressInfo).port}/dev/stripe`;
});

afterAll(async () => {
  await standIn.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => pages.close(() => resolve()));
});

async function api(path: string, body: string): Promise<{ id: string }> {
  const response = await fetch(`http://127.0.0.1:${standIn.port}/v1${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${standIn.secretKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body,
  });
  return (await response.json()) as { id: string };
}

describe('webhook delivery', () => {
  it('retries a failing receiver in order, then gives up with a warning that holds no payload', async () => {
    const customer = await api('/customers', 'email=retry%40example.it&name=Segreto%20Rossi');
    const session = await api(
      '/checkout/sessions',
      `mode=setup&currency=eur&customer=${customer.id}&success_url=http%3A%2F%2Fexample.test%2Fok`,
    );
    expect(session.id).toMatch(/^cs_test_/);
    const sub = await api('/subscriptions', `customer=${customer.id}&items[0][price]=price_month`);
    expect(sub).toMatchObject({ error: { param: 'default_payment_method' } });

    failures = 2;
    // A raw delivery is one attempt: the caller sees the receiver's answer as it is.
    const probe = await standIn.deliverRaw(
      JSON.stringify({ id: 'evt_probe', object: 'event', type: 'probe' }),
    );
    expect(probe.status).toBe(500);
    expect(attempts.get('evt_probe')).toBe(1);

    const checkout = await fetch(`${pageBase}/checkout/${session.id}`, {
      method: 'POST',
      body: new URLSearchParams({ number: '4242424242424242', exp: '12/34', cvc: '123', name: '' }),
      redirect: 'manual',
    });
    expect(checkout.status).toBe(303);
    expect(answered.slice(-3)).toEqual([
      'payment_method.attached',
      'setup_intent.succeeded',
      'checkout.session.completed',
    ]);
    expect([...attempts.values()].slice(-3)).toEqual([3, 3, 3]);

    failures = 5;
    await api('/subscriptions', `customer=${customer.id}&items[0][price]=price_month`);
    await standIn.settle();
    const warnings = logLines.filter((line) => line.includes('webhook delivery given up'));
    expect(warnings.map((line) => (JSON.parse(line) as { type: string }).type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
    ]);
    expect(logLines.join('\n')).not.toContain('Segreto');
    expect(logLines.join('\n')).not.toContain('4242');
  });
});
