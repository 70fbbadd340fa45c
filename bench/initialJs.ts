// The initial JavaScript of a page, sized as gzip from the build output, two ways: what its HTML asks for
// (the entry and every module preload: the code the page cannot be live without, `declaredJs`) and what
// Chromium fetched until the page was live and idle (lazy parts hydrated at once too, `fetchedJs`). Shared
// by `npm run bench:web` (which reports both) and e2e/budgets.test.ts (which holds the first, exact and
// independent of timing, to bench/budgets.json), so both measure the same thing.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContextOptions } from 'playwright-core';

export const CLIENT_DIST = path.resolve(import.meta.dirname, '../dist/client');

/** The viewport the budgets are measured in: a phone's, as Lighthouse's mobile run. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** Budgets in KB (1024 bytes) of gzip, keyed by page: `home`, `search`, `location`. */
export type Budgets = Record<'home' | 'search' | 'location', number>;

export const readBudgets = (): Budgets =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, 'budgets.json'), 'utf8')) as Budgets;

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

export interface InitialJs {
  /** Total gzip bytes. */
  total: number;
  /** Each file's path and gzip bytes, largest first. */
  files: [string, number][];
}

/** The entry script and module preloads of the page's server-rendered HTML, gzip-sized. */
export async function declaredJs(url: string, dist = CLIENT_DIST): Promise<InitialJs> {
  const html = await (await fetch(url)).text();
  const paths = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = /^<script/.test(tag) ? /type="module"/.test(tag) : /rel="modulepreload"/.test(tag);
    const src = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if (isModule && src) paths.add(new URL(src, url).pathname);
  }
  return sized(paths, dist);
}

function sized(paths: Iterable<string>, dist: string): InitialJs {
  const files: [string, number][] = [];
  for (const p of paths) {
    const file = path.join(dist, p);
    // The service worker's and other generated files outside the build are not the page's code.
    if (fs.existsSync(file)) files.push([p, gzipSize(file)]);
  }
  files.sort((a, b) => b[1] - a[1]);
  return { total: files.reduce((sum, [, size]) => sum + size, 0), files };
}

/**
 * Loads `url` in a fresh context of `browser` (welcome slideshow seen, so its code is not counted) and
 * sizes each `.js` file of the build that the page fetched until it was live and the network was idle.
 */
export async function fetchedJs(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = PHONE,
  dist = CLIENT_DIST,
): Promise<InitialJs> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  try {
    await context.addInitScript(() =>
      localStorage.setItem('festalocation.welcome', JSON.stringify({ seen: true })),
    );
    const page = await context.newPage();
    const scripts = new Set<string>();
    let pending = 0;
    let last = Date.now();
    // Module preloads in the server-rendered HTML are fetched as 'other', not 'script': count every .js.
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (req.resourceType() === 'script' || pathname.endsWith('.js')) scripts.add(pathname);
      pending++;
      last = Date.now();
    });
    const done = () => {
      pending--;
      last = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    // Idle: nothing in flight and nothing asked for during a second (lazy parts hydrating come first);
    // a request that never ends (a long poll) is given up on after 15 s.
    const deadline = Date.now() + 15_000;
    while ((pending > 0 || Date.now() - last < 1_000) && Date.now() < deadline)
      await page.waitForTimeout(100);
    return sized(scripts, dist);
  } finally {
    await context.close();
  }
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
