// bench/live: GATEWAYS gateway processes sharing Redis, SOCKETS subscribed host sockets spread over them in
// turn, quote requests at a steady rate, then conversation messages to the hosts that got one. Prints latency
// to delivery (p50/p95/p99) of both, gateway memory per idle socket and the socket holders' memory. Asserts
// nothing. A process may open at most 20,000 files on this machine, so the sockets are held by forked holder
// processes (holder.ts), 12,000 each, which report every arrival here; times are epoch ms in every process.
//   BENCH_DATABASE_URL (or TEST_DATABASE_URL) = a PostgreSQL server URL (a fresh database is created and dropped)
//   REDIS_URL (default redis://127.0.0.1:6379), SOCKETS (10000), GATEWAYS (2), RATE per second (20), SECONDS (15)
// The issue's figure: SOCKETS=50000 GATEWAYS=4 (4 gateways of 12,500 sockets, 5 holders).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../gateway/src/config.js';
import { migrateDatabase, openDatabase } from '../../gateway/src/db/client.js';
import { ambients, users } from '../../gateway/src/db/schema/index.js';
import { openSession } from '../../gateway/src/modules/auth/session.js';
import { buildLocation } from '../../gateway/src/test/factories.js';
import { addDays, todayInRome } from '@festalocation/domain';
import { buildGateway, serveArgs } from '../../scripts/build-gateway.mjs';
import { createHosts } from './hosts.js';
import { startHolders, type HolderPool } from './holders.js';
import { measureMessages } from './messages.js';
import { epochMs } from './protocol.js';

// The production bundle, as `npm start` and the Docker image run it (built once per run, in a second).
const gatewayArgs = buildGateway().then(serveArgs);

const root = path.resolve(import.meta.dirname, '../..');
const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!base) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL URL');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SOCKETS = Number(process.env.SOCKETS ?? 10_000);
const GATEWAYS = Number(process.env.GATEWAYS ?? 2);
// Each gateway holds its share of the sockets in one process, under the same 20,000 open files as a holder.
if (Math.ceil(SOCKETS / GATEWAYS) > 19_000)
  throw new Error(`${SOCKETS} sockets need more than ${GATEWAYS} gateways (at most 19,000 sockets each)`);
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
/**
 * The host of target location i: spread evenly over all sockets, so every holder process receives events,
 * and on gateway i % GATEWAYS (socket n is on gateway n % GATEWAYS), so every gateway delivers its share.
 */
const targetHost = (i: number) => {
  const base = Math.floor((i * SOCKETS) / TARGETS);
  const n = base + ((((i - base) % GATEWAYS) + GATEWAYS) % GATEWAYS);
  return n < SOCKETS ? n : n - GATEWAYS;
};

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
let holders: HolderPool | undefined;
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
  const setupStart = performance.now();
  const { rows: hostRows, tokens: hostTokens } = await createHosts(database.db, tokenCfg, SOCKETS);
  const hostsSeconds = (performance.now() - setupStart) / 1000;
  const [guestRow] = await database.db
    .insert(users)
    .values({
      email: 'bench-guest@bench.festalocation.it',
      passwordHash: 'x',
      isVerified: true,
      fullName: 'Ospite Bench',
    })
    .returning();
  // Requests and messages are for a finished registration (profile and consents).
  const now = new Date();
  await database.db
    .update(users)
    .set({ completedAt: now, termsAcceptedAt: now, privacyAcceptedAt: now })
    .where(eq(users.id, guestRow!.id));
  const guestToken = (await openSession(database.db, tokenCfg, guestRow!, { role: 'GUEST' })).token;
  const locations: { id: string; hostIndex: number }[] = [];
  for (let i = 0; i < TARGETS; i++) {
    const hostIndex = targetHost(i);
    const owner = hostRows[hostIndex]!;
    const loc = await buildLocation(database.db, { ownerId: owner.id, ambients: [{ capacity: 100 }] });
    locations.push({ id: loc.id, hostIndex });
  }
  const allAmbients = await database.db
    .select({ id: ambients.id, locationId: ambients.locationId })
    .from(ambients);
  const ambientOf = new Map(allAmbients.map((a) => [a.locationId, a.id]));
  const setupSeconds = (performance.now() - setupStart) / 1000;
  console.log(
    `set up in ${setupSeconds.toFixed(1)} s (hosts, sessions and tokens ${hostsSeconds.toFixed(1)} s)`,
  );

  // One port range per gateway, a random port in it (other runs may share the machine).
  const ports = Array.from({ length: GATEWAYS }, (_, g) => 4700 + g * 100 + Math.floor(Math.random() * 100));
  for (const port of ports) children.push(await startGateway(port));
  await sleep(1500);
  const rssBefore = children.map((c) => rssKb(c.pid!));

  // Every host subscribes, socket n on gateway n % GATEWAYS, from the holder processes; each reports arrivals.
  const arrivals = new Map<string, number>();
  const txToDelivery: number[] = [];
  const connectStart = performance.now();
  holders = await startHolders(hostTokens, ports);
  holders.onEvent = (e) => {
    arrivals.set(e.quoteRequestId, e.at);
    txToDelivery.push(e.txToDelivery);
  };
  const connected = holders.connected;
  const connectSeconds = (performance.now() - connectStart) / 1000;
  await sleep(3000); // idle: let subscriptions settle
  const rssIdle = children.map((c) => rssKb(c.pid!));
  const onGateway = ports.map((port) => holders!.perPort.get(port) ?? 0);
  const perSocketKb = rssIdle.map((r, i) => (r - rssBefore[i]!) / onGateway[i]!);
  const holderRss = holders.children.map((c) => rssKb(c.pid!));
  console.log(
    `connected sockets: ${connected} (${onGateway.join(' / ')} per gateway, ${holders.children.length} holders) in ${connectSeconds.toFixed(1)} s`,
  );

  // Steady rate: one request every 1000/RATE ms, through each gateway process in turn.
  const sent = new Map<string, { t0: number; t1: number; hostIndex: number }>();
  const date = addDays(todayInRome(), 30);
  const total = RATE * SECONDS;
  const inflight: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const loc = locations[n % locations.length]!;
    const port = ports[n % GATEWAYS]!;
    inflight.push(
      (async () => {
        const t0 = epochMs();
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
        if (body.data)
          sent.set(body.data.createQuoteRequest.id, { t0, t1: epochMs(), hostIndex: loc.hostIndex });
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
    `\nbench/live: ${connected} host sockets on ${GATEWAYS} gateways + Redis, ${sent.size} requests at ${RATE}/s`,
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
  for (const [id, { hostIndex }] of sent) if (!requestOf.has(hostIndex)) requestOf.set(hostIndex, id);
  const messages = await measureMessages({
    ports,
    holders,
    listeners: [...requestOf].map(([index, quoteRequestId]) => ({ index, quoteRequestId })),
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
  console.log(
    `socket holders' RSS: ${holderRss.map((r) => `${(r / 1024).toFixed(0)} MB`).join(' / ')} (${(holderRss.reduce((a, b) => a + b, 0) / connected).toFixed(1)} KB per client socket, process baseline included)`,
  );
  await database.close();
} finally {
  await holders?.close();
  for (const c of children) c.kill('SIGTERM');
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  );
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
