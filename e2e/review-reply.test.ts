import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { markWelcomeSeen, launch, seriousViolations } from './browser';
import { contextAs, DESKTOP, HOST, PHONE, venue } from './deals';
import { e2eBaseUrl } from './baseUrl';

/**
 * The host of a location answers a review, by keyboard, under it; everyone reading the location's page
 * sees 'Risposta dell'host' under that review, on a desktop and on a 360 px phone.
 */

const baseUrl = e2eBaseUrl();
const chromiumPath = inject('chromiumPath');

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.skipIf(!chromiumPath)('replies to reviews', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the host replies to a review and the public page shows it under the review', async () => {
    const v = await venue();
    const answer = `Grazie di cuore, a presto! ${Date.now() % 100_000}`;
    const { ctx, page: host } = await contextAs(browser, HOST, DESKTOP);
    try {
      await host.goto(`${baseUrl}/location/${v.slug}#recensioni`);
      const reviews = host.getByRole('region', { name: 'Recensioni' });
      const open = reviews.getByRole('button', { name: /^Rispondi alla recensione «/ }).first();
      await open.waitFor();
      const label = (await open.getAttribute('aria-label'))!;
      const title = /«(.*)»/.exec(label)![1]!;
      // By keyboard: the button, the text, then Tab to 'Pubblica risposta'.
      await open.focus();
      await host.keyboard.press('Enter');
      const field = reviews.getByRole('textbox', { name: 'La tua risposta' });
      await field.waitFor();
      expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
      await host.keyboard.type(answer);
      expect(await seriousViolations(host, 'reply form')).toEqual([]);
      await host.keyboard.press('Tab');
      expect(await host.evaluate(() => document.activeElement?.textContent)).toBe('Pubblica risposta');
      await host.keyboard.press('Enter');
      // Titles may repeat: the review is the one the answer is now under.
      const article = reviews.getByRole('article').filter({ hasText: answer });
      await article.waitFor();
      expect(await article.getAttribute('aria-labelledby')).toBeTruthy();
      expect(await article.getByRole('heading').first().innerText()).toBe(title);
      // Focus is back on the control, now 'Modifica risposta'.
      await expect
        .poll(() => host.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(`Modifica la risposta alla recensione «${title}»`);

      for (const viewport of [DESKTOP, PHONE]) {
        const anon = await browser.newContext({ viewport, locale: 'it-IT' });
        await markWelcomeSeen(anon);
        const page = await anon.newPage();
        try {
          await page.goto(`${baseUrl}/location/${v.slug}`);
          const shown = page
            .getByRole('region', { name: 'Recensioni' })
            .getByRole('article')
            .filter({ hasText: answer });
          await shown.getByText("Risposta dell'host").waitFor();
          expect(await shown.getByRole('heading').first().innerText()).toBe(title);
          expect(await shown.getByRole('button', { name: /Rispondi|Modifica risposta/ }).count()).toBe(0);
          expect(await seriousViolations(page, `reply shown ${viewport.width}`)).toEqual([]);
          expect(await fitsWidth(page)).toBe(true);
        } finally {
          await anon.close();
        }
      }
    } finally {
      await ctx.close();
    }
  }, 120_000);
});
