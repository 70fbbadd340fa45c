import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import {
  CHROMIUM_FLAGS,
  fillSignIn,
  markCookieChoiceMade,
  markWelcomeSeen,
  seriousViolations,
} from './browser';
import { e2eBaseUrl } from './baseUrl';

/**
 * The installable app: the manifest and the service worker register, Chromium finds the site
 * installable, a page viewed once reloads offline as it was (saying so), a push delivered to the worker
 * shows a notification whose tap opens the page it is about.
 */

const baseUrl = e2eBaseUrl();
const chromiumPath = inject('chromiumPath');
const PHONE = { width: 360, height: 780 };

/** The page has hydrated (the journeys' `launch()` pages wait for this themselves). */
const live = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.ready === 'true');

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** The page's worker once it controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

describe.skipIf(!chromiumPath)('installable app', () => {
  let context: BrowserContext;
  let page: Page;
  let locationPath: string;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'festa-pwa-'));
  beforeAll(async () => {
    // A profile on disk: Chromium never offers to install from an incognito context (playwright's default).
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath!,
      args: CHROMIUM_FLAGS,
      headless: true,
      viewport: PHONE,
      locale: 'it-IT',
    });
    await markWelcomeSeen(context);
    await markCookieChoiceMade(context);
    page = context.pages()[0] ?? (await context.newPage());
  });
  afterAll(async () => {
    await context?.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  it('has a valid manifest, a worker that controls the page, and no installability errors', async () => {
    await page.goto(`${baseUrl}/`);
    await live(page);
    locationPath = new URL(
      await page
        .locator('main a[href^="/location/"]')
        .first()
        .evaluate((a) => (a as HTMLAnchorElement).href),
    ).pathname;
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const res = await page.request.get(`${baseUrl}${href}`);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: { sizes: string; purpose: string }[];
    };
    // The fields Lighthouse 11's PWA audits read (installable-manifest, splash-screen, themed-omnibox, maskable-icon).
    expect(manifest).toMatchObject({ lang: 'it', display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.name).toMatch(/^Festalocation/);
    expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons as unknown as { src: string }[])
      expect((await page.request.get(`${baseUrl}${icon.src}`)).headers()['content-type']).toBe('image/png');
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain(
      'width=device-width',
    );

    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();
  });

  it('reloads a viewed location page offline as it was, saying so; an unvisited page shows the offline page', async () => {
    await page.goto(`${baseUrl}${locationPath}`);
    await live(page);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await context.setOffline(true);
    try {
      await page.reload();
      await live(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      const notice = page.getByRole('status').filter({ hasText: 'Sei offline' });
      expect(await notice.textContent()).toMatch(
        /^Sei offline: stai vedendo la pagina com'era alle \d\d:\d\d\./,
      );
      expect(await seriousViolations(page, 'offline copy')).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(false);

      await page.goto(`${baseUrl}/about-us`);
      await page.getByRole('heading', { name: 'Sei offline' }).waitFor();
      expect(await seriousViolations(page, 'offline page')).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(false);
    } finally {
      await context.setOffline(false);
    }
  });

  it('shows a push delivered to the worker, whose tap opens the page it is about', async () => {
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = (
          registrations as { registrationId: string; scopeURL: string; isDeleted: boolean }[]
        ).find((r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted);
        if (live) resolve(live.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const route = '/profile/quote-requests/q-e2e';
    // What Cloud Messaging hands the browser for the message the gateway builds for a 'web' token.
    const data = JSON.stringify({
      notification: {
        title: 'Richiesta aggiornata',
        body: 'Lo stato della tua richiesta ora è: Confermato.',
      },
      data: { route, notificationId: 'n-e2e', link: `${baseUrl}${route}` },
      fcmOptions: { link: `${baseUrl}${route}` },
    });
    const registrationId = await registration;
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl, registrationId, data });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          data: n.data as unknown,
        })),
      );
    // A worker still starting on a busy machine can miss the message: it is sent again until shown (the
    // notification's tag is its id, so a second delivery replaces the first rather than adding one).
    const shownAfterDelivery = async () => {
      const now = await shown();
      if (!now.length) await deliver();
      return now;
    };
    await expect.poll(shownAfterDelivery, { timeout: 20_000, interval: 1_000 }).toEqual([
      {
        title: 'Richiesta aggiornata',
        body: 'Lo stato della tua richiesta ora è: Confermato.',
        data: { link: route },
      },
    ]);
    await cdp.detach();
  });

  it("a link to a guest's quote request opens it once signed in", async () => {
    const gql = async (query: string, variables: object, token?: string) =>
      (await (
        await fetch(`${baseUrl}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as { data: Record<string, never> };
    const login = await gql('mutation ($i: LoginInput!) { login(input: $i) { token } }', {
      i: { email: 'ospite@festalocation.it', password: 'Ospite!2025' },
    });
    const token = (login.data.login as unknown as { token: string }).token;
    const mine = await gql('{ myQuoteRequests { items { id number } } }', {}, token);
    const request = (mine.data.myQuoteRequests as unknown as { items: { id: string; number: number }[] })
      .items[0]!;

    await page.goto(`${baseUrl}/profile/quote-requests/${request.id}`);
    await live(page);
    const dialog = page.getByRole('dialog');
    await fillSignIn(dialog, 'ospite@festalocation.it', 'Ospite!2025');
    await page.waitForURL(`${baseUrl}/profile/quote-requests/${request.id}`);
    await page.getByRole('heading', { name: `Preventivo ${request.number}`, level: 1 }).waitFor();
  });
});
