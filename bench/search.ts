// Load on searchLocations (several filter mixes) and location(idOrSlug) through the full HTTP stack at 32
// concurrent connections, then the very same SQL (captured from the gateway) straight through a pg pool at
// the same concurrency. Prints p50/p95/p99, requests per second, the gateway/raw ratio and the number of SQL
// statements per location page, after a floor (the same stack doing nothing).
// Usage: npm run bench:search [-- 2000 20000 200000]  (default 20000).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../gateway/src/config.js';
import { openDatabase } from '../gateway/src/db/client.js';
import { createPubSub } from '../gateway/src/pubsub.js';
import { startApp } from '../gateway/src/server.js';
import { ensureDataset } from './dataset.js';
import { buildGateway, serveArgs } from '../scripts/build-gateway.mjs';

// The production bundle, as `npm start` and the Docker image run it (built once per run, in a second).
const gatewayArgs = buildGateway().then(serveArgs);

const CONNECTIONS = 32;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
// Unmeasured load before each run, the same for the gateway and the raw pool: steady state (JIT-compiled
// code, connected pool, prepared statements), not the first second after start-up.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const POOL = 10; // the gateway's default pool size; the raw run uses the same
// `name` too: a named (prepared) statement is replayed as one, exactly as the gateway sends it.
type Stmt = { text: string; values?: unknown[]; rowMode?: string; name?: string };

// Every statement any pg client sends, so the gateway's SQL can be counted and replayed.
let recording: Stmt[] | null = null;
let statementCount = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statementCount++;
  if (recording) {
    const [a, b] = args as [string | Stmt, unknown[] | undefined];
    const values = Array.isArray(b) ? b : undefined;
    recording.push(
      typeof a === 'string'
        ? { text: a, values }
        : { text: a.text, values: a.values ?? values, rowMode: a.rowMode, name: a.name },
    );
  }
  return (originalQuery as (...x: unknown[]) => unknown).apply(this, args);
} as never;

const SEARCH = `query($f: SearchFilters, $after: String) { searchLocations(filters: $f, first: 12, after: $after) {
  items { id slug name city imageUrl minPriceCents isFavorite } nextCursor hasMore } }`;
const LOCATION = `query($key: String!) { location(idOrSlug: $key) { id slug name description note address city province cap
  logoUrl locationType activityTypes { id name } eventTypes tags { id name } images { id imageUrl }
  ambients { id slug name ambientType capacity rentPriceCents rentDuration description note images { id imageUrl } }
  services { id slug name serviceTypeId pricePerPersonCents ambientIncluded serviceTypeName description note allergens images { id imageUrl } }
  reviews { id author vote title content } openingDays timingMode timeRanges { startTime endTime }
  phoneNumber whatsapp visibleContacts isFavorite canRequestQuote isPublished minPriceCents } }`;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const fmt = (ms: number) => ms.toFixed(1).padStart(6);
interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  /** Gateway process CPU (user + system) per request, when measured. */
  cpuPerRequest?: { user: number; system: number };
  /** CPU per request of PostgreSQL and of this process (the load generator, or the raw run's pg client). */
  otherCpu?: { postgres: number; here: number; hereIs: 'load generator' | 'pg client' };
}
const line = (label: string, f: Figures) =>
  `${label.padEnd(34)} p50 ${fmt(f.p50)} ms  p95 ${fmt(f.p95)} ms  p99 ${fmt(f.p99)} ms  ${f.rps.toFixed(0).padStart(6)} req/s` +
  (f.cpuPerRequest
    ? `  gateway CPU ${(f.cpuPerRequest.user + f.cpuPerRequest.system).toFixed(2)} ms/req (user ${f.cpuPerRequest.user.toFixed(2)}, sys ${f.cpuPerRequest.system.toFixed(2)})`
    : '') +
  (f.otherCpu
    ? `${f.cpuPerRequest ? ',' : '  CPU ms/req:'} PostgreSQL ${f.otherCpu.postgres.toFixed(2)}, ${f.otherCpu.hereIs} ${f.otherCpu.here.toFixed(2)}`
    : '') +
  (f.errors ? `  errors ${f.errors}` : '');

/** A process's command name and CPU milliseconds so far, from Linux /proc (null if gone or elsewhere). */
function procStat(pid: number | string): { command: string; user: number; system: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(') ');
    const fields = stat.slice(close + 2).split(' ');
    const tick = 1000 / 100; // USER_HZ
    return {
      command: stat.slice(stat.indexOf('(') + 1, close),
      user: Number(fields[11]) * tick,
      system: Number(fields[12]) * tick,
    };
  } catch {
    return null;
  }
}

/** User and system CPU milliseconds a process has used so far (zeros where /proc is unavailable). */
function processCpu(pid: number | undefined): { user: number; system: number } {
  return (pid && procStat(pid)) || { user: 0, system: 0 };
}

/** CPU milliseconds all PostgreSQL processes on this machine have used so far (0 without /proc). */
function postgresCpu(): number {
  let pids: string[] = [];
  try {
    pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  let total = 0;
  for (const pid of pids) {
    const stat = procStat(pid);
    if (stat?.command === 'postgres') total += stat.user + stat.system;
  }
  return total;
}

const ownCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The median and tail latencies of a run's requests (sorts `times` in place). */
function latencies(times: number[]): Pick<Figures, 'p50' | 'p95' | 'p99'> {
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99) };
}

/**
 * Starts counting the CPU PostgreSQL and this process use; the function it returns shares what they used
 * since among the requests done (undefined for none). Read it as soon as the load ends, so the figures'
 * own arithmetic does not count.
 */
function otherCpuFrom(hereIs: 'load generator' | 'pg client') {
  const pg0 = postgresCpu();
  const own0 = ownCpu();
  return (requests: number): Figures['otherCpu'] =>
    requests
      ? { postgres: (postgresCpu() - pg0) / requests, here: (ownCpu() - own0) / requests, hereIs }
      : undefined;
}

async function httpLoad(url: string, bodies: () => string, pid?: number): Promise<Figures> {
  // The same POSTs for the warm-up and the measured run; only the measured one counts failures.
  const load = (duration: number, onResponse?: (status: number, body: string) => void) => ({
    url: `${url}/graphql`,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: autocannon.Request) => ({ ...req, body: bodies() }),
        onResponse,
      },
    ],
  });
  if (WARMUP > 0) await autocannon(load(WARMUP));
  const times: number[] = [];
  let errors = 0;
  const cpu0 = processCpu(pid);
  const otherCpu = otherCpuFrom('load generator');
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      load(DURATION, (status, body) => {
        if (status !== 200 || body.includes('"errors"')) errors++;
      }),
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_c, _s, _b, rt) => times.push(rt));
  });
  const cpu1 = processCpu(pid);
  const otherCpuPerRequest = otherCpu(times.length);
  return {
    ...latencies(times),
    rps: result.requests.average,
    errors: errors + result.non2xx,
    cpuPerRequest:
      pid && times.length
        ? { user: (cpu1.user - cpu0.user) / times.length, system: (cpu1.system - cpu0.system) / times.length }
        : undefined,
    otherCpu: pid ? otherCpuPerRequest : undefined,
  };
}

/** The same statements, sequentially per request, with 32 callers sharing a pool of the gateway's size. */
async function rawLoad(pool: pg.Pool, requests: Stmt[][], warmup = WARMUP): Promise<Figures> {
  if (warmup > 0) await rawLoadFor(pool, requests, warmup);
  return rawLoadFor(pool, requests, DURATION);
}

async function rawLoadFor(pool: pg.Pool, requests: Stmt[][], seconds: number): Promise<Figures> {
  const times: number[] = [];
  const otherCpu = otherCpuFrom('pg client');
  const end = performance.now() + seconds * 1000;
  let i = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const stmts = requests[i++ % requests.length]!;
        const t0 = performance.now();
        for (const s of stmts) await pool.query(s as pg.QueryConfig);
        times.push(performance.now() - t0);
      }
    }),
  );
  const otherCpuPerRequest = otherCpu(times.length);
  return { ...latencies(times), rps: times.length / seconds, errors: 0, otherCpu: otherCpuPerRequest };
}

async function gql(url: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

async function record(url: string, query: string, variables: Record<string, unknown>): Promise<Stmt[]> {
  recording = [];
  const res = await gql(url, query, variables);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  const got = recording;
  recording = null;
  return got;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/** The gateway under load runs in its own process, as in production: the load generator must not share its event loop. */
async function spawnGateway(dbUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, await gatewayArgs, {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-only-secret-0123456789abcdef0123456789',
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      REDIS_URL: undefined,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, pid: child.pid, stop: () => new Promise((r) => child.once('exit', r).kill('SIGTERM')) };
}

async function runFor(n: number) {
  const dbUrl = await ensureDataset(n);
  const logger = pino({ level: 'silent' });
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATABASE_URL: dbUrl,
    SEED_ON_EMPTY: 'false',
  });
  const database = await openDatabase({ url: dbUrl, poolSize: POOL });
  const pubsub = await createPubSub(undefined, logger);
  // In-process gateway: only to count and capture the SQL of single requests (never under load).
  const app = await startApp({ config, database, pubsub, logger });
  // Its outbox poll would otherwise land in a recording now and then and be replayed as part of a request.
  await app.outbox.stop();
  const served = await spawnGateway(dbUrl);
  const pool = new pg.Pool({ connectionString: dbUrl, max: POOL });
  const meta = new pg.Client({ connectionString: dbUrl });
  await meta.connect();
  const { rows: top } = await meta.query<{ city: string }>(
    `select city from locations where is_public group by city order by count(*) desc limit 1`,
  );
  const { rows: tagRows } = await meta.query<{ id: number }>(`select id from tags order by id limit 2`);
  const { rows: slugs } = await meta.query<{ slug: string; ambients: number; services: number }>(
    `select slug, (select count(*)::int from ambients a where a.location_id = l.id) ambients,
            (select count(*)::int from services s where s.location_id = l.id) services
     from locations l where is_public order by random() limit 400`,
  );
  await meta.end();
  const city = top[0]!.city;
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const mixes: [string, Record<string, unknown>][] = [
    ['no filters', {}],
    ['city', { city }],
    ['city + date + guests', { city, date, guests: 80 }],
    [
      'event + budget + tags',
      { eventType: 'WEDDING', budgetMin: 20, budgetMax: 400, tagIds: tagRows.map((t) => t.id) },
    ],
    ['activity types + guests', { activityTypeIds: [1, 2, 3], guests: 150 }],
    ['name (trigram)', { name: 'villa aurora' }],
  ];

  console.log(`\n=== ${n} locations (${DURATION} s per run, ${CONNECTIONS} connections, pool ${POOL}) ===`);
  // What this machine gives for no work at all, to read the goals against: an operation that touches no
  // resolver and no database, through the same HTTP stack, and the cheapest statement through the pool.
  // Not part of the ratio.
  const floorBody = JSON.stringify({ query: '{ __typename }' });
  console.log(
    line('floor: { __typename } [gateway]', await httpLoad(served.url, () => floorBody, served.pid)),
  );
  console.log(line('floor: select 1 [raw SQL x1]', await rawLoad(pool, [[{ text: 'select 1' }]])));
  const searchP95: number[] = [];
  let gwTotal = 0;
  let rawTotal = 0;
  for (const [label, f] of mixes) {
    const stmts = await record(app.url, SEARCH, { f });
    const body = JSON.stringify({ query: SEARCH, variables: { f } });
    const g = await httpLoad(served.url, () => body, served.pid);
    const r = await rawLoad(pool, [stmts]);
    searchP95.push(g.p95);
    gwTotal += g.rps;
    rawTotal += r.rps;
    console.log(line(`search ${label} [gateway]`, g));
    console.log(line(`search ${label} [raw SQL x${stmts.length}]`, r));
  }
  // Statements per location page, for the smallest and the largest locations: must be the same.
  const small = slugs.reduce((a, b) => (a.ambients + a.services <= b.ambients + b.services ? a : b));
  const large = slugs.reduce((a, b) => (a.ambients + a.services >= b.ambients + b.services ? a : b));
  const counts = [];
  for (const s of [small, large])
    counts.push({ ...s, statements: (await record(app.url, LOCATION, { key: s.slug })).length });
  const replays: Stmt[][] = [];
  for (const s of slugs.slice(0, 100)) replays.push(await record(app.url, LOCATION, { key: s.slug }));
  let k = 0;
  const g = await httpLoad(
    served.url,
    () => JSON.stringify({ query: LOCATION, variables: { key: slugs[k++ % slugs.length]!.slug } }),
    served.pid,
  );
  const r = await rawLoad(pool, replays);
  gwTotal += g.rps;
  rawTotal += r.rps;
  console.log(line('location page [gateway]', g));
  console.log(line(`location page [raw SQL x${replays[0]!.length}]`, r));
  for (const c of counts)
    console.log(
      `SQL statements per location page: ${c.statements} (${c.ambients} ambients, ${c.services} services)`,
    );
  const worstSearchP95 = Math.max(...searchP95);
  console.log(
    `summary: search p95 worst ${worstSearchP95.toFixed(1)} ms (goal ≤ 25), location p95 ${g.p95.toFixed(1)} ms (goal ≤ 15), ` +
      `gateway/raw throughput ${(gwTotal / rawTotal).toFixed(2)} (goal ≥ 0.5)`,
  );
  await pool.end();
  await served.stop();
  await app.stop();
  await pubsub.close();
  await database.close();
  return { n, searchP95: worstSearchP95, locationP95: g.p95 };
}

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((x) => x > 0);
const results = [];
for (const n of sizes.length ? sizes : [Number(process.env.BENCH_LOCATIONS ?? 20_000)])
  results.push(await runFor(n));
if (results.length > 1) {
  const first = results[0]!;
  const last = results[results.length - 1]!;
  console.log(
    `\nscaling: search p95 ${first.searchP95.toFixed(1)} ms at ${first.n} → ${last.searchP95.toFixed(1)} ms at ${last.n} ` +
      `(×${(last.searchP95 / first.searchP95).toFixed(2)}, goal ≤ 2)`,
  );
}
console.log(`total SQL statements sent during the benchmark: ${statementCount}`);
process.exit(0);
