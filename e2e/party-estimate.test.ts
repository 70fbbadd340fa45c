import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { estimateText, partyEstimate, type PriceProfile } from '@festalocation/domain';
import { launch, markWelcomeSeen, seriousViolations } from './browser';
import { DESKTOP, gql, PHONE } from './deals';
import { e2eBaseUrl } from './baseUrl';

/**
 * A guest searching for 60 guests reads what their party would cost on each card ('circa 3.150 € per 60
 * ospiti') and on the location's page, and the budget filter compares the same estimate: a venue dearer
 * than the budget is gone.
 */

const baseUrl = e2eBaseUrl();
const chromiumPath = inject('chromiumPath');
const GUESTS = 60;

type Card = { id: string; name: string; slug: string; priceProfile: PriceProfile };

/** A seeded venue with an estimate for 60 guests of at least 200 € (so a budget below it is valid). */
async function venueFor60(): Promise<Card & { euros: number }> {
  const res = await gql<{ searchLocations: { items: Card[] } }>(
    `query($f: SearchFilters) { searchLocations(filters: $f, first: 50) { items { id name slug
      priceProfile { ambients { capacity rentPriceCents } services { pricePerPersonCents ambientIncluded } } } } }`,
    { f: { guests: GUESTS } },
  );
  for (const card of res.data!.searchLocations.items) {
    const estimate = partyEstimate(GUESTS, card.priceProfile);
    if (estimate && estimate.euros >= 200) return { ...card, euros: estimate.euros };
  }
  throw new Error('no seeded venue holds 60 guests');
}

const searchUrl = (filters: object) =>
  `${baseUrl}/search?filters=${encodeURIComponent(JSON.stringify(filters))}`;
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.skipIf(!chromiumPath)('what the party would cost', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a guest searching for 60 guests sees estimates on cards and the page; the budget follows them', async () => {
    const venue = await venueFor60();
    const text = estimateText(venue.priceProfile, GUESTS);
    expect(text).toMatch(/^circa [\d.]+ € per 60 ospiti$/);
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await browser.newContext({ viewport, locale: 'it-IT' });
      await markWelcomeSeen(context);
      const page = await context.newPage();
      try {
        await page.goto(searchUrl({ guests: GUESTS, name: venue.name }));
        const card = page.getByRole('link', { name: new RegExp(venue.name) }).first();
        await card.waitFor();
        expect(await card.innerText()).toContain(text);
        expect(await seriousViolations(page, `search ${viewport.width}`)).toEqual([]);
        expect(await fitsWidth(page)).toBe(true);

        // The keyboard reaches the card and opens the page, which prices the same party.
        await card.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { level: 1, name: new RegExp(venue.name) }).waitFor();
        expect(new URL(page.url()).searchParams.get('ospiti')).toBe(String(GUESTS));
        await page.getByText(`Prezzo indicativo: ${text}`).waitFor();
        expect(await seriousViolations(page, `location ${viewport.width}`)).toEqual([]);
        expect(await fitsWidth(page)).toBe(true);
      } finally {
        await context.close();
      }
    }

    // The budget compares the same estimate: just below it the venue is gone, up to it it stays.
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'it-IT' });
    await markWelcomeSeen(context);
    const page = await context.newPage();
    try {
      const below = Math.floor((venue.euros - 1) / 10) * 10;
      await page.goto(searchUrl({ guests: GUESTS, name: venue.name, budget: [10, below] }));
      // The results have arrived (the list is no longer busy), and the venue is not among them.
      await page.locator('ul[aria-label="Risultati"][aria-busy="false"]').waitFor();
      expect(await page.getByRole('link', { name: new RegExp(venue.name) }).count()).toBe(0);
      const above = Math.ceil(venue.euros / 10) * 10;
      await page.goto(searchUrl({ guests: GUESTS, name: venue.name, budget: [10, above] }));
      const card = page.getByRole('link', { name: new RegExp(venue.name) }).first();
      await card.waitFor();
      expect(await card.innerText()).toContain(text);
    } finally {
      await context.close();
    }
  }, 120_000);
});
