import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

describe.skipIf(!chromiumPath)('guest journey: home → search → location', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a venue from the home page, like a person would', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
    await page.goto(baseUrl + '/');
    await page.getByRole('heading', { name: 'Trova la location perfetta per la tua festa' }).waitFor();
    const highlighted = page.getByRole('region', { name: 'Location in evidenza' });
    await highlighted.getByRole('link').first().waitFor({ state: 'visible' });

    // Typed into once the page is live (the server's HTML shows the same fields, inert until then).
    await page.waitForSelector('html[data-ready="true"]');
    const city = page.getByRole('combobox', { name: 'Città' });
    await city.fill('Milan');
    await page.getByRole('option', { name: /^Milano \(MI\)/ }).click();
    await page.getByRole('button', { name: 'Cerca' }).click();

    await page.waitForURL(/\/search\?filters=/);
    const filters = JSON.parse(new URL(page.url()).searchParams.get('filters')!);
    expect(filters).toMatchObject({ city: 'Milano' });
    const cards = page.getByRole('list', { name: 'Risultati' }).getByRole('link');
    await cards.first().waitFor();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expect(cards.nth(i).innerText()).resolves.toContain('Milano');
    const priceTexts = await cards.allInnerTexts();
    // No guest count: each card says what its price is (a rent, a price per person, or on request).
    expect(priceTexts.every((t) => /affitto da \d|da [\d.,]+ € a persona|Prezzo a richiesta/.test(t))).toBe(
      true,
    );

    await cards.first().click();
    await page.waitForURL(/\/location\//);
    // The location route is lazy: wait for its heading rather than reading the previous page's.
    await page.getByRole('heading', { level: 1, name: /ideale a Milano per il tuo evento$/ }).waitFor();
    await page.getByRole('button', { name: /Indietro/ }).click();
    await page.waitForURL(/\/search/);
  });

  it('removes a filter chip and updates the results', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const filters = encodeURIComponent(JSON.stringify({ city: 'Roma', guests: 10 }));
    await page.goto(`${baseUrl}/search?filters=${filters}`);
    // A desktop browser fills in the filter bar (in the space the server's page holds for it) once the
    // page is live; as a person would, click once it is there.
    await page.getByRole('group', { name: 'Filtri' }).waitFor();
    await page.getByRole('button', { name: 'Rimuovi Roma' }).click();
    await page.waitForURL((u) => !decodeURIComponent(u.search).includes('Roma'));
    expect(JSON.parse(new URL(page.url()).searchParams.get('filters')!)).toEqual({ guests: 10 });
  });

  it('sends unknown paths home and legal pages back where they came from', async () => {
    page = await browser.newPage();
    await page.goto(`${baseUrl}/non/esiste`);
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/privacy-policy?from=search`);
    await page.getByRole('heading', { name: 'Privacy policy' }).waitFor();
    await page.getByRole('button', { name: /Indietro/ }).click();
    await page.waitForURL(`${baseUrl}/search`);
  });

  it('shows the mobile bottom navigation below 768px', async () => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(baseUrl + '/');
    const nav = page.getByRole('navigation', { name: 'Navigazione' });
    await nav.waitFor({ state: 'visible' });
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' }).isVisible()).resolves.toBe(
      false,
    );
    await nav.getByRole('link', { name: 'Esplora' }).click();
    await page.waitForURL(/\/search$/);
  });
});
