import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, markWelcomeSeen } from './browser';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();
const DESKTOP = { width: 1280, height: 900 };
const MILANO = `${baseUrl}/search?filters=${encodeURIComponent(JSON.stringify({ city: 'Milano' }))}`;
const GENERIC_TITLE = 'Festalocation – Location per feste ed eventi in Italia';
const ABOUT_TITLE = 'Chi siamo · Festalocation';

/** No dialog shows up, even a moment later (the app restores dialogs right after a navigation). */
async function expectNoDialog(page: Page) {
  await page.waitForTimeout(400);
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);
}

const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    ogTitle: document.head.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
    ogImage: document.head.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd: document.head.querySelectorAll('script[type="application/ld+json"]').length,
  }));

describe.skipIf(!chromiumPath)('navigation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the login dialog stays with the page that opened it: Back closes it, not on next pages or in new tabs', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'it-IT' });
    await markWelcomeSeen(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.goto(`${baseUrl}/favorites`);
    await page.getByRole('dialog').getByRole('heading', { name: 'Accedi' }).waitFor();
    // Back closes the dialog first (it has a history entry of its own), then leaves the page.
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseUrl}/favorites`);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await expectNoDialog(page);
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'About Us' })
      .click();
    await page.waitForURL(`${baseUrl}/about-us`);
    await expectNoDialog(page);
    const tab = await context.newPage();
    await tab.goto(`${baseUrl}/search`);
    await expectNoDialog(tab);

    // Within the app: a dialog opened on the search page stays there when the guest goes back home.
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Vedi tutte' }).click();
    await page.waitForURL(`${baseUrl}/search`);
    await page
      .getByRole('button', { name: /^Aggiungi ai preferiti/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Accedi' }).waitFor();
    // A reload of the page that opened it still shows it (mid-sign-in).
    await page.reload();
    await page.getByRole('dialog').getByRole('heading', { name: 'Accedi' }).waitFor();
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseUrl}/search`);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await expectNoDialog(page);
    // Forward again: the page, without the dialog Back closed.
    await page.goForward();
    await page.waitForURL(`${baseUrl}/search`);
    await expectNoDialog(page);
    await context.close();
  });

  it("'← Indietro' on a location page goes back to the search with its filters", async () => {
    const page = await browser.newPage({ viewport: DESKTOP, locale: 'it-IT' });
    await page.goto(MILANO);
    await page.waitForLoadState('networkidle');
    const card = page.getByRole('main').getByRole('article').first().getByRole('link');
    await card.click();
    await page.waitForURL(/\/location\//);
    await page.getByRole('button', { name: '← Indietro' }).click();
    await page.waitForURL(MILANO);
    await page.getByRole('main').getByRole('article').first().waitFor();

    // Rooms opened and closed on the page are not steps of the way back.
    await card.click();
    await page.waitForURL(/\/location\/[^/]+$/);
    const room = page.getByRole('table').first().getByRole('button').first();
    const roomName = (await room.innerText()).trim();
    await room.click();
    await page.waitForURL(/\/ambient\//);
    await page.getByRole('dialog', { name: roomName }).getByRole('button', { name: 'Chiudi' }).click();
    await page.waitForURL(/\/location\/[^/]+$/);
    await page.getByRole('button', { name: '← Indietro' }).click();
    await page.waitForURL(MILANO);

    // Landed on the location page from outside the app: to the search, not out of the app.
    const href = (await card.getAttribute('href'))!;
    const direct = await browser.newPage({ viewport: DESKTOP, locale: 'it-IT' });
    await direct.goto(`${baseUrl}${href}`);
    // The server's page responds once its own code has arrived.
    await direct.waitForLoadState('networkidle');
    await direct.getByRole('button', { name: '← Indietro' }).click();
    await direct.waitForURL(/\/search/);
    await page.close();
    await direct.close();
  });

  it("a location's title, social tags and canonical link do not stay on the pages after it", async () => {
    const page = await browser.newPage({ viewport: DESKTOP, locale: 'it-IT' });
    await page.goto(MILANO);
    const href = (await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link')
      .getAttribute('href'))!;
    // Served with the location's own head, then left for the home page and About Us inside the app.
    await page.goto(`${baseUrl}${href}`);
    const served = await head(page);
    expect(served.title).not.toBe(GENERIC_TITLE);
    expect(served.canonical).toMatch(/\/location\//);
    const mainNav = page.getByRole('navigation', { name: 'Navigazione principale' });
    await mainNav.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.waitForTimeout(300);
    expect(await head(page)).toEqual({
      title: GENERIC_TITLE,
      ogTitle: null,
      ogImage: null,
      canonical: `${baseUrl}/`,
      jsonLd: 0,
    });
    await mainNav.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${baseUrl}/about-us`);
    await page.waitForTimeout(300);
    expect(await head(page)).toMatchObject({
      title: ABOUT_TITLE,
      ogTitle: null,
      canonical: `${baseUrl}/about-us`,
    });

    // The same after a location opened inside the app.
    await page.goto(MILANO);
    await page.getByRole('main').getByRole('article').first().getByRole('link').click();
    await page.waitForURL(/\/location\//);
    await page.waitForFunction((t) => document.title !== t, GENERIC_TITLE);
    await mainNav.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${baseUrl}/about-us`);
    await page.waitForTimeout(300);
    expect(await head(page)).toMatchObject({
      title: ABOUT_TITLE,
      ogTitle: null,
      canonical: `${baseUrl}/about-us`,
    });
    await page.close();
  });
});
