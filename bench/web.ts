// Web figures for the built client: the initial JavaScript (gzip) of `/`, `/search` and a location page as
// Chromium actually loads them on a phone (bench/initialJs.ts, the same measure e2e/budgets.test.ts holds to
// bench/budgets.json), and Lighthouse mobile performance + CLS on `/`, `/search` and a location page, then the same pages with
// Lighthouse's desktop settings (a desktop fills in parts after hydration). Prints, asserts nothing.
// Needs `npm run build` first. Uses PostgreSQL (BENCH_ADMIN_URL) with the demo seed in festa_bench_web.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { declaredJs, fetchedJs, kb, readBudgets } from './initialJs.js';
import { BENCH_ADMIN_URL } from './dataset.js';
import { buildGateway, serveArgs } from '../scripts/build-gateway.mjs';

// The production bundle, as `npm start` and the Docker image run it (built once per run, in a second).
const gatewayArgs = buildGateway().then(serveArgs);

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/client');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('Run `npm run build` first.');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

async function startProduct() {
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  const { rowCount } = await admin.query(`select 1 from pg_database where datname = 'festa_bench_web'`);
  if (!rowCount) await admin.query('create database festa_bench_web');
  await admin.end();
  const dbUrl = new URL(BENCH_ADMIN_URL);
  dbUrl.pathname = '/festa_bench_web';
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-only-secret-0123456789abcdef0123456789',
    DATABASE_URL: dbUrl.toString(),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SEED_ON_EMPTY: 'true',
    MEDIA_DIR: path.join(root, '.data/bench-web-media'),
  };
  delete env.REDIS_URL;
  // Production never seeds demo users, so the demo marketplace is seeded first, as outside production.
  await new Promise<void>((resolve, reject) =>
    spawn(process.execPath, ['--import', 'tsx', 'gateway/src/seed/cli.ts'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'development' },
      stdio: 'inherit',
    }).once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`)))),
  );
  const child = spawn(process.execPath, await gatewayArgs, {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1800; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop: () => new Promise((r) => child.once('exit', r).kill('SIGTERM')) };
}

async function lighthouseRun(url: string, desktop = false) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      },
      desktop ? desktopConfig : undefined,
    );
    const lhr = result!.lhr;
    return {
      score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? 0,
      lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? 0,
      tbt: lhr.audits['total-blocking-time']!.numericValue ?? 0,
    };
  } finally {
    await chrome.kill();
  }
}

const product = await startProduct();
try {
  const res = await fetch(`${product.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ latestLocations(first: 1) { items { slug } } }' }),
  });
  const slug = ((await res.json()) as { data: { latestLocations: { items: { slug: string }[] } } }).data
    .latestLocations.items[0]!.slug;
  const budgets = readBudgets();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless'] });
  try {
    for (const [name, p] of [
      ['home', '/'],
      ['search', '/search'],
      ['location', `/location/${slug}`],
    ] as const) {
      const declared = await declaredJs(product.url + p);
      console.log(
        `initial JavaScript for ${p}: ${kb(declared.total)} KB gzip (budget ${budgets[name]} KB), entry and module preloads, ${declared.files.length} files`,
      );
      const js = await fetchedJs(browser, product.url + p);
      console.log(
        `  fetched by a phone until live and idle: ${kb(js.total)} KB gzip in ${js.files.length} files`,
      );
      for (const [f, s] of js.files) console.log(`  ${kb(s).padStart(6)} KB  ${f}`);
      if (name === 'home') {
        // The date picker's calendar lives in the CalendarPanel chunk, loaded when the picker first opens.
        const calendar = js.files.some(([f]) => /CalendarPanel/.test(f));
        console.log(`calendar panel in the initial load: ${calendar ? 'yes' : 'no'}`);
      }
    }
  } finally {
    await browser.close();
  }

  const pages = ['/', '/search', `/location/${slug}`];
  for (const p of pages) {
    const r = await lighthouseRun(product.url + p);
    console.log(
      `lighthouse mobile ${p.padEnd(40)} performance ${String(r.score).padStart(3)} (goal ≥ 95)  CLS ${r.cls.toFixed(3)} (goal ≤ 0.05)  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${r.tbt.toFixed(0)} ms`,
    );
  }
  for (const p of pages) {
    const r = await lighthouseRun(product.url + p, true);
    console.log(
      `lighthouse desktop ${p.padEnd(39)} performance ${String(r.score).padStart(3)}  CLS ${r.cls.toFixed(3)}  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${r.tbt.toFixed(0)} ms`,
    );
  }
} finally {
  await product.stop();
}
process.exit(0);
