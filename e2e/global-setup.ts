import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { GATEWAY_BUNDLE, serveArgs } from '../scripts/build-gateway.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One gateway per worker: a file reaches its worker's through `e2eBaseUrl()` (e2e/baseUrl.ts). */
    e2eBaseUrls: string[];
    chromiumPath: string | null;
  }
}

export const CHROMIUM_PATH = '/usr/bin/chromium';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

// The first start seeds the demo marketplace (generated images included) while `npm test` runs the unit and
// integration tests beside it: on a busy 2-core machine that can take minutes.
async function waitReady(url: string, child: ChildProcess, portTaken: () => boolean, ms = 360_000) {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (child.exitCode !== null) throw new Error(`e2e gateway exited with code ${child.exitCode}`);
    if (portTaken()) throw new Error('e2e gateway port taken');
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('e2e gateway did not become ready');
}

/**
 * The production bundle, as `npm start` runs it, on a free port. The port is free when chosen but may be
 * taken before the gateway binds it (tests beside this run start servers on random ports too): the
 * gateway then says EADDRINUSE and is started again on another port, up to three times.
 */
async function startGateway(root: string, env: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, serveArgs(), {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let taken = false;
    const forward = (from: NodeJS.ReadableStream, to: NodeJS.WriteStream) =>
      from.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('EADDRINUSE')) taken = true;
        to.write(chunk);
      });
    forward(child.stdout!, process.stdout);
    forward(child.stderr!, process.stderr);
    try {
      await waitReady(url, child, () => taken);
      return { child, url };
    } catch (error) {
      // A gateway that never got ready must not outlive the run.
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      if (!taken || attempt >= 3) throw error;
    }
  }
}

/** Starts one product per worker. */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..');
  const chromium = fs.existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : null;
  if (!chromium) {
    const msg = `Chromium non trovato in ${CHROMIUM_PATH}: installalo con 'apt-get install -y chromium'.`;
    if (process.env.CI === 'true') throw new Error(msg);
    console.warn(
      `\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n!! E2E SALTATI: ${msg}\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n`,
    );
  }
  project.provide('chromiumPath', chromium);
  if (
    !fs.existsSync(path.join(root, 'dist/client/index.html')) ||
    !fs.existsSync(path.join(root, GATEWAY_BUNDLE))
  ) {
    throw new Error(
      'Client o gateway non compilati: esegui `npm run build` prima degli e2e (npm test lo fa).',
    );
  }

  // Each worker's files run against a product of their own (gateway, database, media, stand-in state): two
  // journeys at once must not see each other's requests, sessions or counts.
  const workers = Number(process.env.E2E_WORKERS ?? 1);
  const started = await Promise.allSettled(
    Array.from({ length: workers }, (_, i) => startProduct(root, i + 1)),
  );
  const products = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    // A product that did start must not outlive the run.
    await Promise.all(products.map((p) => p.stop()));
    throw failed.reason;
  }
  project.provide(
    'e2eBaseUrls',
    products.map((p) => p.url),
  );

  return async () => {
    await Promise.all(products.map((p) => p.stop()));
  };
}

/** The real product (built client + gateway + seeded demo data) on a database and directory of its own. */
async function startProduct(root: string, n: number) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'festa-e2e-'));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_ON_EMPTY: 'true',
    MEDIA_DIR: path.join(tmp, 'media'),
    STRIPE_STANDIN_STATE: path.join(tmp, 'stripe-standin.json'),
    CLIENT_DIST: path.join(root, 'dist/client'),
    // Own-data exports are produced within a second, so a journey sees 'Pronto' without waiting 30 s.
    DATA_EXPORT_INTERVAL_SECONDS: '1',
    // A smaller proof of work than production's (same algorithm and code path), so a journey that meets
    // one spends milliseconds on it.
    PROOF_OF_WORK_COST: '100',
    PROOF_OF_WORK_MAX_COUNTER: '1000',
    // Every journey is the same demo guest on one address, sending requests to the first locations and
    // registering from 127.0.0.1: the flood limits (tested in gateway/src/modules/quotes/limits.test.ts and
    // auth/proofOfWork.test.ts) would otherwise make a journey's outcome depend on which ran before it.
    QUOTE_REQUESTS_PER_LOCATION_DAY: '1000',
    QUOTE_REQUESTS_PER_HOUR: '1000',
    REGISTRATIONS_PER_ADDRESS_HOUR: '1000',
    // …and the journeys that type a wrong password on purpose would make every later sign-in from 127.0.0.1
    // wait (tested in gateway/src/modules/auth).
    LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
    // The calendar-import journey serves its iCal file from 127.0.0.1 (refused in production).
    CALENDAR_IMPORT_ALLOW_PRIVATE: 'true',
  };
  delete env.REDIS_URL;
  let dropDb: (() => Promise<void>) | null = null;
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `festa_e2e_${Date.now()}_${n}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
    console.log(`[e2e] gateway ${n}: PostgreSQL (${name})`);
  } else {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = path.join(tmp, 'pglite');
    console.log(`[e2e] gateway ${n}: embedded PGlite`);
  }
  const { child, url } = await startGateway(root, env).catch(async (error: unknown) => {
    await dropDb?.();
    throw error;
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await dropDb?.();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
