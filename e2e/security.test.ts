import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, signInAndSettle } from './browser';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

/**
 * Records every CSP violation the page reports, from the document's first script on, and any complaint
 * about the Permissions-Policy header (a feature the browser does not know).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(msg.text())) seen.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `Refused to load (CSP): ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`,
      );
    });
  });
  return seen;
}

describe.skipIf(!chromiumPath)('the app under its content security policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('home, search and a location page work with no CSP violation, signed out and signed in', async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    const home = await page.goto(`${baseUrl}/`);
    expect(home!.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(home!.headers()['x-content-type-options']).toBe('nosniff');
    await page.getByRole('heading', { name: /Location in evidenza/ }).waitFor();
    // Only what the product uses is allowed to the page: position, camera and clipboard writes.
    const features = ['geolocation', 'camera', 'clipboard-write', 'microphone', 'payment', 'usb'];
    const allowed = await page.evaluate(
      (names) =>
        names.map((f) =>
          (
            document as unknown as { featurePolicy: { allowsFeature(f: string): boolean } }
          ).featurePolicy.allowsFeature(f),
        ),
      features,
    );
    expect(allowed).toEqual([true, true, true, false, false, false]);

    const search = await page.goto(`${baseUrl}/search?filters=${encodeURIComponent('{"city":"Milano"}')}`);
    expect(search!.status()).toBe(200);
    const card = page.getByRole('main').getByRole('link').filter({ hasText: 'Milano' }).first();
    await card.waitFor();
    await card.click();
    await page.waitForURL(/\/location\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const locationUrl = page.url();

    const direct = await page.goto(locationUrl);
    expect(direct!.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // Signed in, the app opens its live socket (connect-src ws:) and renders afresh.
    await signInAndSettle(page, baseUrl, 'ospite@festalocation.it', 'Ospite!2025');
    await page.getByRole('button', { name: /^Menu account/ }).waitFor();
    await page.goto(locationUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${baseUrl}/search`);
    await page.getByRole('main').getByRole('link').first().waitFor();
    expect(violations).toEqual([]);
    await page.close();
  });

  it("an unknown location answers 404 with the app's page; an unknown path lands home", async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    const missing = await page.goto(`${baseUrl}/location/non-esiste-davvero`);
    expect(missing!.status()).toBe(404);
    await page.getByText('Location non trovata').waitFor();
    const unknown = await page.goto(`${baseUrl}/pagina/che/non/esiste`);
    expect(unknown!.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(violations).toEqual([]);
    await page.close();
  });
});
