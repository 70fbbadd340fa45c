import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { launch, markCookieChoiceMade, markWelcomeSeen, newCleanContext } from './browser';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

const VIEWPORTS: Record<string, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};
/**
 * Watched after the page is live (html[data-ready]): long enough for its last late work (lazy parts
 * hydrating, data arriving, a shift seen about 1.1 s after load), no longer.
 */
const SETTLE_MS = 1_500;
/** Three pages loaded cold in Chromium on a machine shared with other test runs. */
const CASE_TIMEOUT_MS = 120_000;
const MAX_CLS = 0.01;

async function gql<T>(query: string): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * Layout shifts are deterministic where timings are not: a page that moves under the reader after it
 * appeared (server HTML dropped and drawn again, a part changing size once hydrated) is caught here on
 * every run. Each public landing page is loaded on a desktop and a phone, signed out and as the demo
 * guest, as a first-time visitor (no cookie choice) and as a returning one (choice made, search filters
 * remembered); Chromium's own layout-shift entries are summed from the first paint until the page
 * has been live and idle for a while.
 */
describe.skipIf(!chromiumPath)('no layout shift on the landing pages', () => {
  let browser: Browser;
  let slug: string;
  let token: string;

  beforeAll(async () => {
    browser = await launch(chromiumPath!);
    const data = await gql<{ login: { token: string; firstLocation: { slug: string } | null } }>(
      `mutation { login(input: { email: "host@festalocation.it", password: "Host!2025" }) { token firstLocation { slug } } }`,
    );
    slug = data.login.firstLocation!.slug;
    token = (
      await gql<{ login: { token: string } }>(
        `mutation { login(input: { email: "ospite@festalocation.it", password: "Ospite!2025" }) { token } }`,
      )
    ).login.token;
  });
  afterAll(async () => {
    await browser?.close();
  });

  const cases = Object.keys(VIEWPORTS).flatMap((device) =>
    (['signed out', 'signed in'] as const).flatMap((who) =>
      (['cookie choice made', 'no cookie choice'] as const).map((cookies) => ({ device, who, cookies })),
    ),
  );

  it.each(cases)(
    '$device, $who, $cookies: CLS ≤ 0.01',
    async ({ device, who, cookies }) => {
      const options = VIEWPORTS[device]!;
      const context = await newCleanContext(browser, options);
      try {
        await markWelcomeSeen(context);
        if (cookies === 'cookie choice made') {
          // A returning visitor: the choice made, and the search bar's filters remembered from last time.
          await markCookieChoiceMade(context);
          await context.addInitScript(() =>
            localStorage.setItem('festalocation.homeFilters', JSON.stringify({ city: 'Milano', guests: 40 })),
          );
        }
        if (who === 'signed in') {
          await context.addInitScript(
            (t) =>
              localStorage.setItem(
                'festalocation.session',
                JSON.stringify({ token: t, role: 'GUEST', selectedLocationId: null }),
              ),
            token,
          );
        }
        await context.addInitScript(() => {
          const w = window as unknown as { __shifts: string[]; __cls: number };
          w.__cls = 0;
          w.__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node | null }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              w.__cls += entry.value;
              const nodes = (entry.sources ?? []).map((s) => {
                const el = s.node instanceof Element ? s.node : s.node?.parentElement;
                if (!el) return '?';
                const text = (el.textContent ?? '').trim().slice(0, 30);
                return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} «${text}»`;
              });
              w.__shifts.push(
                `${entry.value.toFixed(3)} at ${entry.startTime.toFixed(0)} ms: ${nodes.join(', ')}`,
              );
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const page = await context.newPage();
        const found: string[] = [];
        for (const path of ['/', '/search', `/location/${slug}`]) {
          await page.goto(baseUrl + path);
          await page.waitForSelector('html[data-ready]', { state: 'attached' });
          await page.waitForTimeout(SETTLE_MS);
          const { cls, shifts } = await page.evaluate(() => {
            const w = window as unknown as { __shifts: string[]; __cls: number };
            return { cls: w.__cls, shifts: w.__shifts };
          });
          if (cls > MAX_CLS) found.push(`${path}: CLS ${cls.toFixed(3)}\n  ${shifts.join('\n  ')}`);
        }
        expect(found, found.join('\n')).toEqual([]);
      } finally {
        await context.close();
      }
    },
    CASE_TIMEOUT_MS,
  );
});
