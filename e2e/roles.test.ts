import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, signInAndSettle } from './browser';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Uncaught errors of the page: a render error unmounts the whole app and leaves it white. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Cannot change the id|uncaught|error boundary/i.test(m.text()))
      errors.push(m.text());
  });
  return errors;
}

async function accountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: /^Menu account/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The app is on screen: its header and some content in <main>, not a white page. */
async function expectAlive(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Menu account/ })
    .waitFor();
  await page.waitForFunction(() => !!document.querySelector('main')?.textContent?.trim(), undefined, {
    timeout: 5000,
  });
}

describe.skipIf(!chromiumPath)('role switching', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`switches host → guest ('Prenota evento') and back ('Passa a host') on ${name}`, async () => {
      const page = await browser.newPage({ viewport, locale: 'it-IT' });
      const errors = collectErrors(page);
      await signInAndSettle(page, baseUrl, 'host@festalocation.it', 'Host!2025');
      await page.waitForURL(`${baseUrl}/dashboard/quote-requests`);
      await expectAlive(page);

      await accountMenu(page, 'Prenota evento');
      await page.waitForURL(`${baseUrl}/`);
      await page
        .getByRole('heading', { level: 1, name: 'Trova la location perfetta per la tua festa' })
        .waitFor();
      await expectAlive(page);
      // The guest's navigation and menu.
      await page.getByRole('button', { name: /^Menu account/ }).click();
      await page.getByRole('menuitem', { name: 'Esplora' }).waitFor();
      await expect(page.getByRole('menuitem', { name: 'Richieste' }).count()).resolves.toBe(0);
      await page.keyboard.press('Escape');

      await accountMenu(page, 'Passa a host');
      // Desktop: the dashboard's first section; phone: the list of locations first.
      if (name === 'desktop') {
        await page.waitForURL(`${baseUrl}/dashboard/quote-requests`);
        await page.getByRole('complementary').waitFor();
      } else {
        await page.waitForURL(`${baseUrl}/dashboard`);
        await page.getByRole('heading', { name: 'Le mie location' }).waitFor();
      }
      await expectAlive(page);
      await page.getByRole('button', { name: /^Menu account/ }).click();
      await page.getByRole('menuitem', { name: 'Prenota evento' }).waitFor();
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("'Diventa HOST' takes a signed-in guest without a location to /create/location, without a loop", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, locale: 'it-IT' });
    const errors = collectErrors(page);
    await signInAndSettle(page, baseUrl, 'ospite@festalocation.it', 'Ospite!2025');
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Diventa HOST' }).click();
    await page.waitForURL(`${baseUrl}/create/location`);
    await page.getByRole('heading', { level: 1, name: 'Aggiungi la tua location' }).waitFor();
    // The session is a host's now: the account menu offers the way back to guest.
    await page.getByRole('button', { name: /^Menu account/ }).click();
    await page.getByRole('menuitem', { name: 'Prenota evento' }).waitFor();
    await page.keyboard.press('Escape');

    // A host without a location has no dashboard yet: it is sent to create one…
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/create/location`);
    await page.getByRole('heading', { level: 1, name: 'Aggiungi la tua location' }).waitFor();
    // …and the way home stays home (it used to bounce back to /dashboard).
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page
      .getByRole('heading', { level: 1, name: 'Trova la location perfetta per la tua festa' })
      .waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the home banner's 'Diventa HOST' does the same on a phone", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone, locale: 'it-IT' });
    await signInAndSettle(page, baseUrl, 'ospite@festalocation.it', 'Ospite!2025');
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('main').getByRole('button', { name: 'Diventa HOST' }).click();
    await page.waitForURL(`${baseUrl}/create/location`);
    await page.getByRole('heading', { level: 1, name: 'Aggiungi la tua location' }).waitFor();
    await page.getByRole('button', { name: /^Menu account/ }).click();
    await page.getByRole('menuitem', { name: 'Prenota evento' }).waitFor();
    await page.close();
  });
});
