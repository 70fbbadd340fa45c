// `npm run test:cluster`: three gateway processes (the production bundle) behind nginx, sharing a Redis of
// their own and one PostgreSQL database, under a steady mixed load (searches, quote requests by signed-in
// guests, hosts' live sockets subscribed to their notifications); one gateway is killed (SIGKILL) mid-load.
// Passes when no request failed but those in flight on the killed process, every socket it held reconnected
// through nginx to another gateway and caught up on the notifications it missed, and no acknowledged write
// is missing from the database. Prints the figures. Outside `npm test`: it takes about two minutes.
//   TEST_DATABASE_URL (or BENCH_DATABASE_URL) = a PostgreSQL server URL (a fresh database is created and dropped)
//   nginx (apt-get install -y nginx; NGINX_BIN elsewhere), redis-server on the PATH
//   SECONDS of load (60), KILL_AT seconds into it (20), HOSTS (100), SOCKETS (1000), SEARCH_RATE (20/s),
//   QUOTE_RATE (10/s), GUESTS (50)
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { notifications, quoteRequests } from '../../gateway/src/db/schema/index.js';
import { freePort } from '../../gateway/src/test/cluster.js';
import { spawnGateway, type GatewayProcess } from '../../gateway/src/test/process.js';
import { createRedisServer } from '../../gateway/src/test/redisServer.js';
import { steadyLoad } from './load.js';
import { startNginx } from './nginx.js';
import { analyse } from './report.js';
import { createMarketplace } from './setup.js';
import { currentUpstream, openHostSockets, type HostSocket } from './sockets.js';

const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!server) throw new Error('Set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL server URL');
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = num('SECONDS', 60);
const KILL_AT = num('KILL_AT', 20);
const HOSTS = num('HOSTS', 100);
const SOCKETS = num('SOCKETS', 1000);
const SEARCH_RATE = num('SEARCH_RATE', 20);
const QUOTE_RATE = num('QUOTE_RATE', 10);
const GUESTS = num('GUESTS', 50);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`[cluster ${new Date().toISOString().slice(11, 19)}] ${line}`);
async function until(what: string, done: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await sleep(200);
  }
}

const cleanup: (() => Promise<unknown>)[] = [];
let sockets: HostSocket[] = [];
let problems: string[] = ['did not finish'];
try {
  const redis = await createRedisServer();
  cleanup.push(() => redis.destroy());
  log(`setting up ${HOSTS} hosts with a location each and ${GUESTS} guests…`);
  const market = await createMarketplace(server, HOSTS, GUESTS);
  cleanup.push(() => market.drop());
  const env = {
    DATABASE_URL: market.url,
    REDIS_URL: redis.url,
    LOG_LEVEL: 'warn',
    DATABASE_POOL_SIZE: '8',
    // A few guests send the whole load: the flood limits would refuse most of their requests.
    QUOTE_REQUESTS_PER_LOCATION_DAY: '1000000',
    QUOTE_REQUESTS_PER_HOUR: '1000000',
  };
  const gateways: GatewayProcess[] = [];
  cleanup.push(async () => {
    for (const g of gateways) if (g.alive()) g.child.kill('SIGTERM');
    await Promise.all(gateways.map((g) => g.exited));
  });
  for (const g of await Promise.all([0, 1, 2].map(() => spawnGateway(env)))) gateways.push(g);
  const addr = (g: GatewayProcess) => new URL(g.url).host;
  const proxy = await startNginx(gateways.map(addr), await freePort());
  cleanup.push(() => proxy.stop());
  log(`gateways ${gateways.map(addr).join(', ')} behind nginx at ${proxy.url}`);

  sockets = await openHostSockets(
    proxy.url,
    market.hosts.map((h) => h.token),
    Math.round(SOCKETS / HOSTS),
  );
  const homes = new Map<string, number>();
  for (const s of sockets) homes.set(currentUpstream(s), (homes.get(currentUpstream(s)) ?? 0) + 1);
  log(`${sockets.length} sockets open: ${[...homes].map(([g, n]) => `${g} ${n}`).join(', ')}`);

  // One request per host, until every socket has had its host's: every subscription is live.
  const runId = randomUUID().slice(0, 8);
  const warmUp = { baseUrl: proxy.url, guestTokens: market.guestTokens, targets: market.hosts };
  const warm = await steadyLoad(
    { ...warmUp, seconds: HOSTS / 20, searchesPerSecond: 0, quotesPerSecond: 20 },
    `${runId}-warm`,
  );
  if (warm.some((o) => !o.ok)) throw new Error(`warm-up failed: ${warm.find((o) => !o.ok)!.error}`);
  await until(
    'every socket receives its host’s first notification',
    () => sockets.every((s) => s.live.size),
    30_000,
  );
  log('every socket has received a live notification');

  const killed = gateways[1]!;
  const killedAddr = addr(killed);
  let killAt = Infinity;
  let diedAt = Infinity;
  void killed.exited.then(() => (diedAt = Date.now()));
  let onKilled = new Set<HostSocket>();
  const timer = setTimeout(() => {
    onKilled = new Set(sockets.filter((s) => currentUpstream(s) === killedAddr));
    killAt = Date.now();
    killed.child.kill('SIGKILL');
    log(`SIGKILL ${killedAddr} (${onKilled.size} sockets on it)`);
  }, KILL_AT * 1000);
  log(`load: ${SEARCH_RATE} searches/s and ${QUOTE_RATE} quote requests/s for ${SECONDS} s`);
  const outcomes = await steadyLoad(
    { ...warmUp, seconds: SECONDS, searchesPerSecond: SEARCH_RATE, quotesPerSecond: QUOTE_RATE },
    runId,
  );
  clearTimeout(timer);
  await until(
    'the killed gateway’s sockets reconnect',
    () => [...onKilled].every((s) => currentUpstream(s) !== killedAddr && s.reconnectedAt.length),
    30_000,
  ).catch((e: Error) => log(e.message));
  await sleep(3000); // the last catch-up fetches and live events

  const db = market.database.db;
  const rows = await db
    .select({ id: notifications.id, userId: notifications.userId, key: quoteRequests.idempotencyKey })
    .from(notifications)
    .leftJoin(quoteRequests, eq(quoteRequests.id, notifications.quoteRequestId))
    .where(eq(notifications.role, 'HOST'));
  const hostOf = new Map(market.hosts.map((h, i) => [h.userId, i]));
  const byHost = new Map<number, Map<string, string | null>>();
  for (const r of rows) {
    const host = hostOf.get(r.userId)!;
    if (!byHost.has(host)) byHost.set(host, new Map());
    byHost.get(host)!.set(r.id, r.key);
  }
  const stored = await db
    .select({ id: quoteRequests.id, key: quoteRequests.idempotencyKey })
    .from(quoteRequests);
  const result = analyse({
    outcomes,
    sockets,
    killedAddr,
    killAt,
    diedAt,
    onKilled,
    notifications: byHost,
    storedQuoteIds: new Set(stored.map((r) => r.id)),
    storedKeys: new Set(stored.map((r) => r.key).filter((k): k is string => !!k)),
  });
  problems = result.problems;
  console.log(
    `\ntest:cluster: 3 gateways behind nginx, ${sockets.length} host sockets, ${SECONDS} s of load, ` +
      `${killedAddr} killed at ${KILL_AT} s (its exit seen ${diedAt - killAt} ms after the signal)`,
  );
  for (const line of result.figures) console.log(`  ${line}`);
} catch (e) {
  problems = [e instanceof Error ? (e.stack ?? e.message) : String(e)];
} finally {
  await Promise.all(sockets.map((s) => s.client.dispose()));
  for (const step of cleanup.reverse()) await step().catch((e: unknown) => console.error(e));
}
if (problems.length) {
  console.error(`\nFAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('\npassed');
process.exit(0);
