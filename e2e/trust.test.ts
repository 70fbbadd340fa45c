import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, markWelcomeSeen, newCleanContext, seriousViolations } from './browser';
import { e2eBaseUrl } from './baseUrl';

/**
 * A first-time visitor is asked about cookies before any analytics or session recording loads,
 * can refuse as easily as accept, and change their mind from the footer; the trust pages (about us and
 * the legal texts) read well on a desktop and at 360px.
 */

const baseUrl = e2eBaseUrl();
const chromiumPath = inject('chromiumPath');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 780 };
// A same-origin URL stands in for the third-party scripts: whether its tag is in the DOM is the gate.
const TRACKING = { analytics: '/e2e-analytics.js', sessionRecording: '/e2e-recording.js' };

const trackingScripts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[data-consent]')].map((s) => s.dataset.consent),
  );

describe.skipIf(!chromiumPath)('trust', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a first-time visitor refuses, then consents to statistics from the footer; the choice survives a reload', async () => {
    const context = await newCleanContext(browser, { viewport: DESKTOP, locale: 'it-IT' });
    await markWelcomeSeen(context);
    await context.addInitScript((scripts) => {
      // The client declares this hook on its own Window (state/trackingLoader.ts), out of e2e's sight.
      (window as Window & { festalocationTracking?: typeof scripts }).festalocationTracking = scripts;
    }, TRACKING);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/`);
      const banner = page.getByRole('region', { name: 'Rispettiamo la tua privacy' });
      await banner.waitFor();
      expect(await trackingScripts(page)).toEqual([]);
      expect(await seriousViolations(page, 'banner')).toEqual([]);

      await banner.getByRole('button', { name: 'Rifiuta tutti' }).click();
      await banner.waitFor({ state: 'detached' });
      expect(await trackingScripts(page)).toEqual([]);

      await page.getByRole('contentinfo').getByRole('button', { name: 'Impostazioni privacy' }).click();
      const dialog = page.getByRole('dialog', { name: 'Impostazioni privacy' });
      await dialog.waitFor();
      expect(await seriousViolations(page, 'second layer')).toEqual([]);
      expect(await dialog.getByRole('switch', { name: 'Statistiche' }).isChecked()).toBe(false);
      await dialog.getByText('Statistiche', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Salva preferenze' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await trackingScripts(page)).toEqual(['analytics']);

      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await banner.count()).toBe(0);
      await expect.poll(() => trackingScripts(page)).toEqual(['analytics']);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Impostazioni privacy' }).click();
      await dialog.waitFor();
      expect(await dialog.getByRole('switch', { name: 'Statistiche' }).isChecked()).toBe(true);
      expect(await dialog.getByRole('switch', { name: 'Registrazione delle sessioni' }).isChecked()).toBe(
        false,
      );
      // Withdrawn at any time: the script goes at once.
      await dialog.getByRole('button', { name: 'Rifiuta tutti' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await trackingScripts(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the banner fits a 360px phone and is accessible there', async () => {
    const context = await newCleanContext(browser, { viewport: PHONE, locale: 'it-IT' });
    await markWelcomeSeen(context);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/privacy-policy`);
      await page.getByRole('region', { name: 'Rispettiamo la tua privacy' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      expect(await seriousViolations(page, 'banner at 360px')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('about us and the legal pages are accessible on a desktop and at 360px, without sideways scroll', async () => {
    const pages: [string, string][] = [
      ['/about-us', 'Chi siamo'],
      ['/terms-and-conditions', 'Termini e condizioni'],
      ['/privacy-policy', 'Privacy policy'],
      ['/accessibility-declaration', 'Dichiarazione di accessibilità'],
    ];
    const problems: string[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      // axe needs a page of a context of its own.
      const context = await browser.newContext({ viewport, locale: 'it-IT' });
      const page = await context.newPage();
      for (const [path, title] of pages) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        if (path === '/about-us') {
          // The team's portraits are served by us and actually load (the page policy admits no other origin).
          const photos = page.getByRole('region', { name: 'Il team' }).locator('img');
          await photos.last().scrollIntoViewIfNeeded();
          await expect
            .poll(() =>
              photos.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0)),
            )
            .toEqual([true, true, true]);
        }
        problems.push(...(await seriousViolations(page, `${path} at ${viewport.width}px`)));
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > viewport.width) problems.push(`${path} at ${viewport.width}px is ${width}px wide`);
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  it("a legal page's back action returns to where it was opened from", async () => {
    const page = await browser.newPage({ viewport: DESKTOP, locale: 'it-IT' });
    await page.goto(`${baseUrl}/terms-and-conditions?from=about-us`);
    await page.getByRole('button', { name: /Indietro/ }).click();
    await page.waitForURL(`${baseUrl}/about-us`);
    await page.getByRole('heading', { level: 1, name: 'Chi siamo' }).waitFor();
    await page.close();
  });
});
