// bench/live: two gateway processes sharing Redis, 10,000 subscribed host sockets, quote requests at a
// steady rate, then conversation messages to the hosts that got one. Prints latency to delivery
// (p50/p95/p99) of both and gateway memory per idle socket. Asserts nothing.
//   BENCH_DATABASE_URL (or TEST_DATABASE_URL) = a PostgreSQL server URL (a fresh database is created and dropped)
//   REDIS_URL (default redis://127.0.0.1:6379), SOCKETS (10000), RATE per second (20), SECONDS (15)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { loadConfig } from '../../gateway/src/config.js';
import { migrateDatabase, openDatabase } from '../../gateway/src/db/client.js';
import { users } from '../../gateway/src/db/schema/index.js';
import { openSession } from '../../gateway/src/modules/auth/session.js';
import { buildLocation } from '../../gateway/src/test/factories.js';
import { addDays, todayInRome } from '@festalocation/domain';
import { buildGateway, serveArgs } from '../../scripts/build-gateway.mjs';
import { measureMessages } from './messages.js';

// The production bundle, as `npm start` and the Docker image run it (built once per run, in a second).
const gatewayArgs = buildGateway().then(serveArgs);

const root = path.resolve(import.meta.dirname, '../..');
const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!base) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL URL');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SOCKETS = Number(process.env.SOCKETS ?? 10_000);
const RATE = Number(process.env.RATE ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 15);
const TARGETS = Math.min(200, SOCKETS);

const dbName = `festa_bench_live_${Date.now()}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${dbName}`);
const url = new URL(base);
url.pathname = `/${dbName}`;
const DATABASE_URL = url.toString();

const rssKb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0);
};
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startGateway(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, await gatewayArgs, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL,
      REDIS_URL,
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      // One guest sends the whole load: the flood limits would refuse all but a few of its requests.
      QUOTE_REQUESTS_PER_LOCATION_DAY: '1000000',
      QUOTE_REQUESTS_PER_HOUR: '1000000',
      // Likewise the message limits, for the conversation phase.
      MESSAGES_PER_MINUTE: '1000000',
      MESSAGES_PER_DAY: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // starting
    }
    await sleep(100);
  }
}

const children: ChildProcess[] = [];
const clients: Client[] = [];
try {
  const database = await openDatabase({ url: DATABASE_URL, poolSize: 8 });
  await migrateDatabase(database);
  const config = loadConfig({ NODE_ENV: 'test' });
  const tokenCfg = {
    secret: config.jwtSecret,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    ttlDays: 1,
  };

  console.log(`setting up ${SOCKETS} hosts, ${TARGETS} locations…`);
  const hostRows = await database.db
    .insert(users)
    .values(
      Array.from({ length: SOCKETS }, (_, i) => ({
        email: `bench-host-${i}@bench.festalocation.it`,
        passwordHash: 'x',
        isVerified: true,
        fullName: `Host ${i}`,
      })),
    )
    .returning();
  const [guestRow] = await database.db
    .insert(users)
    .values({
      email: 'bench-guest@bench.festalocation.it',
      passwordHash: 'x',
      isVerified: true,
      fullName: 'Ospite Bench',
    })
    .returning();
  const hostTokens: string[] = [];
  for (const h of hostRows)
    hostTokens.push((await openSession(database.db, tokenCfg, h, { role: 'HOST' })).token);
  // Requests and messages are for a finished registration (profile and consents).
  const now = new Date();
  await database.db
    .update(users)
    .set({ completedAt: now, termsAcceptedAt: now, privacyAcceptedAt: now })
    .where(eq(users.id, guestRow!.id));
  const guestToken = (await openSession(database.db, tokenCfg, guestRow!, { role: 'GUEST' })).token;
  const locations: { id: string; hostIndex: number }[] = [];
  for (let i = 0; i < TARGETS; i++) {
    const loc = await buildLocation(database.db, { ownerId: hostRows[i]!.id, ambients: [{ capacity: 100 }] });
    locations.push({ id: loc.id, hostIndex: i });
  }
  const { ambients } = await import('../../gateway/src/db/schema/index.js');
  const allAmbients = await database.db
    .select({ id: ambients.id, locationId: ambients.locationId })
    .from(ambients);
  const ambientOf = new Map(allAmbients.map((a) => [a.locationId, a.id]));

  const ports = [4700 + Math.floor(Math.random() * 100), 4850 + Math.floor(Math.random() * 100)];
  children.push(await startGateway(ports[0]!), await startGateway(ports[1]!));
  await sleep(1500);
  const rssBefore = children.map((c) => rssKb(c.pid!));

  // Every host subscribes; half on each process. Receivers record arrival times per request id.
  const arrivals = new Map<string, number>();
  const hostClients: Client[] = [];
  const txToDelivery: number[] = [];
  let connected = 0;
  for (let i = 0; i < SOCKETS; i += 100) {
    await Promise.all(
      hostTokens.slice(i, i + 100).map(
        (token, j) =>
          new Promise<void>((resolve, reject) => {
            const port = ports[(i + j) % 2]!;
            const client = createClient({
              url: `ws://127.0.0.1:${port}/graphql`,
              webSocketImpl: WebSocket,
              connectionParams: { authorization: `Bearer ${token}` },
              retryAttempts: 0,
            });
            clients.push(client);
            hostClients[i + j] = client;
            client.on('connected', () => {
              connected++;
              resolve();
            });
            client.on('error', reject);
            client.subscribe(
              { query: 'subscription { notificationAdded(role: HOST) { quoteRequestId createdAt } }' },
              {
                next: (v) => {
                  const n = (v.data as { notificationAdded: { quoteRequestId: string; createdAt: string } })
                    .notificationAdded;
                  arrivals.set(n.quoteRequestId, performance.now());
                  // createdAt is the transaction's now(): its start, a few ms before its commit.
                  txToDelivery.push(Date.now() - Date.parse(n.createdAt));
                },
                error: () => {},
                complete: () => {},
              },
            );
          }),
      ),
    );
  }
  await sleep(3000); // idle: let subscriptions settle
  const rssIdle = children.map((c) => rssKb(c.pid!));
  const perSocketKb = rssIdle.map((r, i) => (r - rssBefore[i]!) / (SOCKETS / 2));
  console.log(`connected sockets: ${connected}`);

  // Steady rate: one request every 1000/RATE ms, alternately through each process.
  const sent = new Map<string, { t0: number; t1: number }>();
  const date = addDays(todayInRome(), 30);
  const total = RATE * SECONDS;
  const inflight: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const loc = locations[n % locations.length]!;
    const port = ports[n % 2]!;
    inflight.push(
      (async () => {
        const t0 = performance.now();
        const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${guestToken}` },
          body: JSON.stringify({
            query: 'mutation ($i: CreateQuoteRequestInput!) { createQuoteRequest(input: $i) { id } }',
            variables: {
              i: { locationId: loc.id, ambients: [ambientOf.get(loc.id)], services: [], guests: 10, date },
            },
          }),
        });
        const body = (await res.json()) as {
          data?: { createQuoteRequest: { id: string } };
          errors?: unknown;
        };
        if (body.data) sent.set(body.data.createQuoteRequest.id, { t0, t1: performance.now() });
        else console.error(JSON.stringify(body.errors));
      })(),
    );
  }
  await Promise.all(inflight);
  await sleep(2000);

  const sendToDelivery: number[] = [];
  const responseToDelivery: number[] = [];
  let lost = 0;
  for (const [id, t] of sent) {
    const at = arrivals.get(id);
    if (at == null) {
      lost++;
      continue;
    }
    sendToDelivery.push(at - t.t0);
    responseToDelivery.push(at - t.t1);
  }
  sendToDelivery.sort((a, b) => a - b);
  txToDelivery.sort((a, b) => a - b);
  responseToDelivery.sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(1);
  console.log(
    `\nbench/live: ${connected} host sockets on 2 gateways + Redis, ${sent.size} requests at ${RATE}/s`,
  );
  console.log(
    `transaction start (≈ commit) → event delivered: p50 ${f(pct(txToDelivery, 50))} ms, p95 ${f(pct(txToDelivery, 95))} ms, p99 ${f(pct(txToDelivery, 99))} ms`,
  );
  console.log(
    `request sent → event delivered (includes HTTP queueing and the whole transaction): p50 ${f(pct(sendToDelivery, 50))} ms, p95 ${f(pct(sendToDelivery, 95))} ms, p99 ${f(pct(sendToDelivery, 99))} ms, max ${f(sendToDelivery[sendToDelivery.length - 1] ?? 0)} ms`,
  );
  console.log(
    `response received → event delivered (negative = event first): p50 ${f(pct(responseToDelivery, 50))} ms, p99 ${f(pct(responseToDelivery, 99))} ms`,
  );
  console.log(`lost events: ${lost}`);
  // The conversation phase: each host that got a request listens to its conversation on the same socket.
  const requestOf = new Map<number, string>();
  for (const [id] of sent) {
    const n = [...sent.keys()].indexOf(id);
    const hostIndex = locations[n % locations.length]!.hostIndex;
    if (!requestOf.has(hostIndex)) requestOf.set(hostIndex, id);
  }
  const messages = await measureMessages({
    ports,
    listeners: [...requestOf].map(([hostIndex, quoteRequestId]) => ({
      client: hostClients[hostIndex]!,
      quoteRequestId,
    })),
    guestToken,
    rate: RATE,
    seconds: SECONDS,
  });
  const m = messages;
  console.log(
    `\nconversation messages: ${m.sent} sent at ${RATE}/s to ${requestOf.size} hosts (of ${connected} sockets)`,
  );
  console.log(
    `message committed → delivered on the host's socket: p50 ${f(pct(m.commitToDelivery, 50))} ms, p95 ${f(pct(m.commitToDelivery, 95))} ms, p99 ${f(pct(m.commitToDelivery, 99))} ms`,
  );
  console.log(
    `message sent → delivered: p50 ${f(pct(m.sendToDelivery, 50))} ms, p95 ${f(pct(m.sendToDelivery, 95))} ms, p99 ${f(pct(m.sendToDelivery, 99))} ms, max ${f(m.sendToDelivery[m.sendToDelivery.length - 1] ?? 0)} ms`,
  );
  console.log(`lost messages: ${m.lost}`);
  console.log(
    `gateway RSS idle growth per socket: ${perSocketKb.map((k) => `${k.toFixed(1)} KB`).join(' / ')} (RSS ${rssBefore.map((r) => (r / 1024).toFixed(0)).join('/')} → ${rssIdle.map((r) => (r / 1024).toFixed(0)).join('/')} MB)`,
  );
  await database.close();
} finally {
  await Promise.all(clients.map((c) => c.dispose()));
  for (const c of children) c.kill('SIGTERM');
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  );
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
