import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addDays, todayInRome } from '@festalocation/domain';
import { loadConfig } from '../config.js';
import { migrateDatabase, openDatabase, type Database } from './client.js';
import { ambients, quoteRequests } from './schema/index.js';
import { seedCities } from '../seed/index.js';
import { openSession } from '../modules/auth/session.js';
import { buildLocation, buildUser } from '../test/factories.js';
import { canRunCluster, createCluster, type Cluster } from '../test/cluster.js';
import { spawnGateway, type GatewayProcess } from '../test/process.js';

// A fault test: a PostgreSQL cluster of its own is stopped (immediate: every backend dies mid-transaction)
// and started again under a steady write load, while the gateway runs in its own process.
const available = canRunCluster();
if (!available && process.env.CI === 'true') throw new Error('initdb/pg_ctl are required under CI');
if (!available) console.warn('[restart.test] SKIPPED: /usr/lib/postgresql/15/bin/initdb not found');

const CREATE = `mutation ($input: CreateQuoteRequestInput!) { createQuoteRequest(input: $input) { id } }`;
const WORKERS = 4;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Outcome {
  /** When the request was sent and when its answer was read (both on this process's clock). */
  at: number;
  end: number;
  status: number;
  id?: string;
  code?: string;
  message?: string;
  network?: boolean;
}

let cluster: Cluster;
let db: Database;
let gw: GatewayProcess;
const targets: { locationId: string; ambientId: string; token: string }[] = [];

describe.skipIf(!available)('PostgreSQL restart under write load', () => {
  beforeAll(async () => {
    cluster = await createCluster();
    db = await openDatabase({ url: cluster.url, poolSize: 2 });
    await migrateDatabase(db);
    await seedCities(db.db);
    const config = loadConfig({ NODE_ENV: 'test' });
    const guest = await buildUser(db.db, { fullName: 'Giulia Ospite' });
    // One location per worker: requests for one location queue on its row lock.
    for (let i = 0; i < WORKERS; i++) {
      const location = await buildLocation(db.db, { ambients: [{ capacity: 50 }] });
      const [amb] = await db.db.select().from(ambients).where(eq(ambients.locationId, location.id));
      const { token } = await openSession(
        db.db,
        { secret: config.jwtSecret, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, ttlDays: 1 },
        guest,
        { role: 'GUEST' },
      );
      targets.push({ locationId: location.id, ambientId: amb!.id, token });
    }
    gw = await spawnGateway({
      DATABASE_URL: cluster.url,
      DATABASE_POOL_SIZE: '6',
      // One guest is the whole write load here: its quote requests must not meet the flood limits.
      QUOTE_REQUESTS_PER_LOCATION_DAY: '1000000',
      QUOTE_REQUESTS_PER_HOUR: '1000000',
    });
  }, 90_000);

  afterAll(async () => {
    gw?.child.kill('SIGKILL');
    await db?.close().catch(() => {});
    cluster?.destroy();
  });

  it('stays up, answers a retryable error while the database is down, and loses no acknowledged write', async () => {
    const outcomes: Outcome[] = [];
    const date = addDays(todayInRome(), 40);
    let stop = false;
    const write = async (t: (typeof targets)[number]): Promise<Outcome> => {
      const at = Date.now();
      try {
        const res = await fetch(`${gw.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token}` },
          body: JSON.stringify({
            query: CREATE,
            variables: {
              input: { locationId: t.locationId, ambients: [t.ambientId], services: [], guests: 10, date },
            },
          }),
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await res.json()) as {
          data?: { createQuoteRequest: { id: string } | null } | null;
          errors?: { message: string; extensions?: { code?: string } }[];
        };
        const id = body.data?.createQuoteRequest?.id;
        const err = body.errors?.[0];
        return {
          at,
          end: Date.now(),
          status: res.status,
          id,
          code: err?.extensions?.code,
          message: err?.message,
        };
      } catch {
        return { at, end: Date.now(), status: 0, network: true };
      }
    };
    const load = Promise.all(
      targets.map(async (t) => {
        // Bounded: at most 400 requests a worker, and the loop ends when the test says so.
        for (let n = 0; n < 400 && !stop; n++) {
          outcomes.push(await write(t));
          await sleep(20);
        }
      }),
    );

    // Writes are going through before the stop: a few acknowledged (the first ones wait for the gateway's
    // warm-up, longer on a busy machine), within 15 s.
    for (let waited = 0; waited < 15_000 && outcomes.filter((o) => o.id).length <= 5; waited += 100) {
      await sleep(100);
    }
    const beforeStop = outcomes.filter((o) => o.id).length;
    expect(beforeStop, JSON.stringify(outcomes.slice(0, 2))).toBeGreaterThan(5);
    // pg_ctl runs synchronously: this process sends nothing while it works, so `stoppedAt` (taken once the
    // server is down) and `restartedAt` (taken before it is started) bound the window it was surely down.
    cluster.stopImmediate();
    const stoppedAt = Date.now();
    await sleep(2000);
    expect(gw.alive(), gw.output().slice(-3000)).toBe(true);
    // Reads, signed out and in, the upload endpoint and the readiness probe say the same meanwhile.
    const token = targets[0]!.token;
    for (const headers of [{}, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
      const res = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        // Apollo Client's Accept: with it, a 503 body is still read as GraphQL errors (by code).
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json,application/json;q=0.9',
          ...headers,
        },
        body: JSON.stringify({ query: '{ tags { id } viewer { user { id } } }' }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      expect(res.headers.get('content-type')).toContain('application/graphql-response+json');
      const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors.map((e) => e.extensions.code)).toContain('TEMPORARILY_UNAVAILABLE');
    }
    const upload = await fetch(`${gw.url}/uploads?area=square`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(upload.status).toBe(503);
    expect(await upload.json()).toMatchObject({ error: { code: 'TEMPORARILY_UNAVAILABLE' } });
    expect((await fetch(`${gw.url}/readyz`)).status).toBe(503);

    const restartedAt = Date.now();
    cluster.start();
    // Serving again within seconds: the first acknowledged write after the restart.
    let recoveredAt = 0;
    while (Date.now() - restartedAt < 10_000) {
      const ok = outcomes.find((o) => o.id && o.at >= restartedAt);
      if (ok) {
        recoveredAt = ok.at;
        break;
      }
      await sleep(100);
    }
    await sleep(1000);
    stop = true;
    await load;
    expect(gw.alive(), gw.output().slice(-3000)).toBe(true);
    expect(recoveredAt, 'no write succeeded after the restart').toBeGreaterThan(0);
    expect(recoveredAt - restartedAt).toBeLessThan(5000);

    // While the database was down, the answer is the retryable error: HTTP 503, a stable code, Italian text.
    // Only requests both sent and answered inside the window count: one sent just before the restart may be
    // served by the restarted database (its answer is read after the synchronous start, so it is left out).
    const down = outcomes.filter((o) => o.at >= stoppedAt + 500 && o.end < restartedAt);
    expect(down.length).toBeGreaterThan(0);
    for (const o of down) {
      expect(o).toMatchObject({
        status: 503,
        code: 'TEMPORARILY_UNAVAILABLE',
        message: 'Servizio momentaneamente non disponibile. Riprova tra qualche istante.',
      });
    }
    // No request ever got an internal error or a dropped connection, before, during or after.
    const failures = outcomes.filter((o) => !o.id);
    expect(failures.filter((o) => o.network || o.code !== 'TEMPORARILY_UNAVAILABLE')).toEqual([]);

    // Every acknowledged write is in the database.
    const acknowledged = outcomes.flatMap((o) => (o.id ? [o.id] : []));
    const stored = await db.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(inArray(quoteRequests.id, acknowledged));
    expect(stored.length).toBe(acknowledged.length);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);

    // /readyz tells a load balancer the truth again.
    expect((await fetch(`${gw.url}/readyz`)).status).toBe(200);
  }, 60_000);
});
