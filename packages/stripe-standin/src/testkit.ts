import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import Stripe from 'stripe';
import { startStripeStandIn, type StandInCoupon, type StandInPrice, type StripeStandIn } from './index.js';

/** Test helpers: a webhook receiver that checks signatures the way the gateway will, and a page host. */
export const WEBHOOK_SECRET = 'whsec_standin_test';

export const PRICES: StandInPrice[] = [
  {
    id: 'price_year',
    lookupKey: 'pro_yearly',
    interval: 'year',
    unitAmount: 29000,
    currency: 'eur',
    productName: 'Pro',
  },
  {
    id: 'price_month',
    lookupKey: 'pro_monthly',
    interval: 'month',
    unitAmount: 2900,
    currency: 'eur',
    productName: 'Pro',
  },
];

/** Coupons that exist from the start, as ones made in the Dashboard. */
export const COUPONS: StandInCoupon[] = [
  { id: 'FOUNDERS', name: 'Fondatori', percentOff: 10, duration: 'forever' },
  { id: 'EARLY', name: 'Early', amountOff: 5000, currency: 'eur', duration: 'once' },
];

export interface Receiver {
  url: string;
  events: Stripe.Event[];
  rejected: number;
  /** Status the receiver answers with; tests flip it to exercise retries. */
  status: number;
  close(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startReceiver(stripe: Stripe): Promise<Receiver> {
  const receiver: Receiver = { url: '', events: [], rejected: 0, status: 200, close: async () => undefined };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      try {
        const event = stripe.webhooks.constructEvent(
          raw,
          req.headers['stripe-signature'] ?? '',
          WEBHOOK_SECRET,
        );
        if (receiver.status < 300) receiver.events.push(event);
        res.writeHead(receiver.status).end('{"received":true}');
      } catch {
        receiver.rejected += 1;
        res.writeHead(400).end('bad signature');
      }
    });
  });
  const port = await listen(server);
  receiver.url = `http://127.0.0.1:${port}/webhooks/stripe`;
  receiver.close = () => close(server);
  return receiver;
}

export interface Harness {
  standIn: StripeStandIn;
  stripe: Stripe;
  receiver: Receiver;
  pagesBase: string;
  types(): string[];
  close(): Promise<void>;
}

export async function startHarness(
  stateFile?: string,
  headers?: (res: express.Response) => void,
): Promise<Harness> {
  const verifier = new Stripe('sk_test_verifier');
  const receiver = await startReceiver(verifier);
  let pagesBase = '';
  const standIn = await startStripeStandIn({
    webhookUrl: () => receiver.url,
    webhookSecret: WEBHOOK_SECRET,
    pagesBaseUrl: () => pagesBase,
    prices: PRICES,
    coupons: COUPONS,
    ...(stateFile ? { stateFile } : {}),
  });
  const app = express();
  if (headers) {
    app.use((_req, res, next) => {
      headers(res);
      next();
    });
  }
  app.use('/dev/stripe', standIn.pages);
  const pagesServer = createServer(app);
  const pagesPort = await listen(pagesServer);
  pagesBase = `http://127.0.0.1:${pagesPort}/dev/stripe`;
  const stripe = standIn.client(0);
  return {
    standIn,
    stripe,
    receiver,
    pagesBase,
    types: () => receiver.events.map((event) => event.type),
    close: async () => {
      await standIn.close();
      await close(pagesServer);
      await receiver.close();
    },
  };
}

export const GOOD_CARD = { number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name: 'Maria Rossi' };

/** Submits a hosted form as a browser would, without following the redirect. */
export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}
