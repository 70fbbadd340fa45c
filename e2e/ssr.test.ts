import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

async function gql<T>(query: string): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await res.json()) as { data: T }).data;
}

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe('server-rendered pages (what a crawler or a slow phone gets before any JavaScript)', () => {
  it('home: hero, the highlighted venues and the data the browser will adopt', async () => {
    const { highlightedLocations } = await gql<{ highlightedLocations: { items: { name: string }[] } }>(
      '{ highlightedLocations(first: 5) { items { name } } }',
    );
    const res = await fetch(`${baseUrl}/`);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    const root = rootOf(html);
    expect(root).toContain('Trova la location perfetta per la tua festa');
    expect(root).toContain('Location in evidenza');
    for (const l of highlightedLocations.items) expect(root).toContain(l.name.replace(/&/g, '&amp;'));
    expect(html).toMatch(/<script type="application\/json" id="apollo-state">\{.*highlightedLocations/);
    // The page's module is preloaded from the head with the app's code, not discovered after it runs.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-[^"]+\.js">/);
    // The search bar is there, as its real, labelled fields, before any JavaScript runs.
    expect(root).toMatch(/<form[^>]*role="search"/);
    expect(root).toMatch(/<label[^>]*>Città<\/label>/);
    expect(root).toMatch(/<input[^>]*role="combobox"/);
  });

  it('location page: content in the body, metadata in the head, unknown slugs say so', async () => {
    const { latestLocations } = await gql<{ latestLocations: { items: { slug: string; name: string }[] } }>(
      '{ latestLocations(first: 1) { items { slug name } } }',
    );
    const loc = latestLocations.items[0]!;
    const html = await (await fetch(`${baseUrl}/location/${loc.slug}`)).text();
    expect(html).toMatch(/<link rel="canonical"/);
    expect(rootOf(html)).toMatch(new RegExp(`<h1[^>]*>${loc.name}[^<]*</h1>`));
    expect(rootOf(html)).toContain('Spazio');
    const missing = await (await fetch(`${baseUrl}/location/non-esiste-davvero`)).text();
    expect(rootOf(missing)).toContain('Location non trovata');
  });

  it('search: the first results for the filters in the URL', async () => {
    const filters = encodeURIComponent(JSON.stringify({ city: 'Milano' }));
    const html = await (await fetch(`${baseUrl}/search?filters=${filters}`)).text();
    expect(rootOf(html)).toMatch(/<article/);
    expect(rootOf(html)).toContain('Milano');
  });

  it('serves the client brotli-compressed', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
    const res = await fetch(baseUrl + entry, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
    const page = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
  });
});

describe.skipIf(!chromiumPath)('hydration', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adopts the server HTML without errors or a second request, and the page responds', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    const queries: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql')) queries.push(r.postData() ?? '');
    });
    await page.goto(baseUrl + '/');
    await page.waitForSelector('html[data-ready="true"]');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // The home data came with the HTML.
    expect(queries.filter((q) => q.includes('highlightedLocations'))).toEqual([]);
    const first = page.getByRole('region', { name: 'Location in evidenza' }).getByRole('article').first();
    await first.getByRole('button', { name: /^Aggiungi ai preferiti/ }).click();
    await page.getByRole('dialog').waitFor();
    await page.close();
  });
});
