import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test/harness.js';
import { buildLocation } from './test/factories.js';
import { classifyPath } from './routing.js';
import { PROJECT_ROOT } from './paths.js';

/** Every path the client's router declares, with its parameters filled in, optional ones both ways. */
function clientRoutePaths(): string[] {
  const source = fs.readFileSync(path.join(PROJECT_ROOT, 'client/src/app/routes.tsx'), 'utf8');
  const declared = [...source.matchAll(/path="([^"]+)"/g)].map((m) => m[1]!).filter((p) => p !== '*');
  expect(declared.length).toBeGreaterThan(15);
  const expand = (p: string): string[] => {
    const optional = /\/:[A-Za-z]+\?/.exec(p);
    if (optional) return [...expand(p.replace(optional[0], '')), ...expand(p.replace(optional[0], '/x1'))];
    return [p.replace(/:type\b/, 'login').replace(/:[A-Za-z]+/g, 'x2')];
  };
  return declared.flatMap(expand).map((p) => (p === '/' ? '/' : `/${p}`));
}

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const get = (p: string) => fetch(`${gw.url}${p}`, { redirect: 'manual' });

describe('unknown paths', () => {
  it("knows every route of the client's router", () => {
    const paths = clientRoutePaths();
    for (const p of paths) expect(classifyPath(p), p).toBe('page');
    expect(paths).toContain('/dashboard/x1/x1');
    expect(paths).toContain('/location/x2/ambient/x2');
  });

  it('redirects any other path to the home page, as both route tables say', async () => {
    for (const p of [
      '/qualcosa',
      '/search/extra',
      '/location',
      '/location/a/b',
      '/dashboard/a/b/c',
      '/auth/hack',
      '/wp-login.php',
      '/index.html/x',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(302);
      expect(res.headers.get('location'), p).toBe('/');
    }
  });

  it('keeps answering 200 on every route the client renders', async () => {
    for (const p of [
      '/',
      '/search?filters=%7B%22city%22%3A%22Milano%22%7D',
      '/favorites',
      '/todo',
      '/todo/abc',
      '/notifications',
      '/profile',
      '/profile/quote-requests/abc',
      '/create/location',
      '/subscription/abc',
      '/about-us',
      '/terms-and-conditions?from=search',
      '/privacy-policy',
      '/accessibility-declaration',
      '/dashboard',
      '/dashboard/ambients/add',
      '/login',
      '/auth/forgot-password?email=a@b.it',
      '/Search/',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toMatch(/text\/html/);
    }
  });

  it("answers 404 with the app's page for a location nobody can see, 200 for a public one", async () => {
    const loc = await buildLocation(gw.database.db);
    const hidden = await buildLocation(gw.database.db, { approvalStatus: 'PENDING' });
    expect((await get(`/location/${loc.slug}`)).status).toBe(200);
    expect((await get(`/location/${loc.id}/ambient/qualcosa`)).status).toBe(200);
    for (const p of [
      '/location/non-esiste',
      `/location/${hidden.slug}`,
      '/location/------------------------------------',
      '/location/a%00b',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toContain('<div id="root">');
    }
  });

  it('refuses a location path that is not even a URL', async () => {
    expect([400, 404]).toContain((await get('/location/%E0%A4%A')).status);
  });

  it('answers 404, not the page, for a missing asset', async () => {
    const res = await get('/assets/index-nonexistent.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
  });
});
