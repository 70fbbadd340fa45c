import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, seriousViolations, signedInContext } from './browser';
import { e2eBaseUrl } from './baseUrl';

/**
 * A guest asks for a copy of their data in the profile, sees it become ready (the gateway's
 * export worker runs every second here, see global-setup.ts) and downloads the JSON with the session.
 */

const baseUrl = e2eBaseUrl();
const chromiumPath = inject('chromiumPath');
const EMAIL = 'ospite@festalocation.it';

describe.skipIf(!chromiumPath)('own data export', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("'Scarica i miei dati' → 'Pronto' → the JSON holds the guest's e-mail", async () => {
    const context = await signedInContext(
      browser,
      baseUrl,
      { email: EMAIL, password: 'Ospite!2025' },
      { viewport: { width: 1280, height: 900 } },
    );
    const page = await context.newPage();

    await page.goto(`${baseUrl}/profile/data`);
    await page.getByRole('heading', { name: 'I miei dati', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Scarica i miei dati' }).click();
    const item = page.getByRole('listitem').filter({ hasText: 'Richiesta del' }).first();
    await item.getByText('Pronto').waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page, 'I miei dati')).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: /^Scarica JSON/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^festalocation-dati-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(data.account.email).toBe(EMAIL);
    await context.close();
  });
});
