import { existsSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_CARD, postForm, startHarness, type Harness } from './testkit.js';

const CHROMIUM = '/usr/bin/chromium';

/** The policy the gateway sends; the pages are checked under it so a blocked stylesheet or form shows. */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'nonce-test'; style-src-attr 'unsafe-inline'; form-action 'self'";

async function problems(page: Page, url: string): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`csp: ${message.text()}`);
  });
  page.on('response', (response) => {
    const failed = response.status() >= 400 && !response.url().endsWith('/favicon.ico');
    if (failed) violations.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(url);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  for (const v of result.violations) {
    if (v.impact === 'serious' || v.impact === 'critical')
      violations.push(`${v.id}: ${v.nodes[0]?.html ?? ''}`);
  }
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  if (sideways) violations.push('scrolls sideways');
  const styled = await page.evaluate(
    () => getComputedStyle(document.querySelector('main') as Element).maxWidth,
  );
  if (styled === 'none') violations.push('stylesheet not applied');
  return violations;
}

describe.skipIf(!existsSync(CHROMIUM))('hosted pages in a browser at 360 px', () => {
  let h: Harness;
  let browser: Browser;
  beforeAll(async () => {
    h = await startHarness(undefined, (res) => res.setHeader('Content-Security-Policy', CSP));
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  });
  afterAll(async () => {
    await browser?.close();
    await h?.close();
  });

  // axe's playwright builder needs pages from an explicit context.
  const phone = async () => (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();

  it('checkout (with an error shown) and portal have no serious axe violation', async () => {
    const customer = await h.stripe.customers.create({ email: 'axe@example.it' });
    const session = await h.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_year', quantity: 1 }],
      success_url: `${h.pagesBase}/standin.css`,
      cancel_url: 'http://example.test/annullato',
    });
    const page = await phone();
    expect(await problems(page, session.url ?? '')).toEqual([]);

    await page.getByLabel('Numero della carta').fill('1234');
    await page.getByRole('button', { name: 'Paga' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Numero della carta non valido.');
    const after = await new AxeBuilder({ page }).analyze();
    expect(after.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await postForm(session.url ?? '', GOOD_CARD);
    const portal = await h.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: h.pagesBase,
    });
    expect(await problems(await phone(), portal.url)).toEqual([]);
  });

  it('Connect onboarding, a deposit checkout and the account dashboard have no serious axe violation', async () => {
    const account = await h.stripe.accounts.create({ type: 'standard', country: 'IT' });
    const link = await h.stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: 'http://example.test/refresh',
      return_url: `${h.pagesBase}/standin.css`,
    });
    const page = await phone();
    expect(await problems(page, link.url)).toEqual([]);
    await page.getByLabel("Nome dell'attività").fill('Villa Rosa');
    await page.getByRole('button', { name: "Completa l'attivazione" }).click();
    await page.waitForURL(/standin\.css$/);
    expect((await h.stripe.accounts.retrieve(account.id)).charges_enabled).toBe(true);

    const session = await h.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            price_data: { currency: 'eur', unit_amount: 30_000, product_data: { name: 'Caparra' } },
            quantity: 1,
          },
        ],
        success_url: `${h.pagesBase}/standin.css`,
      },
      { stripeAccount: account.id },
    );
    const checkout = await phone();
    expect(await problems(checkout, session.url ?? '')).toEqual([]);
    expect(await checkout.getByText('Pagamento a').textContent()).toContain('Villa Rosa');
    const login = await h.stripe.accounts.createLoginLink(account.id);
    expect(await problems(await phone(), login.url)).toEqual([]);
  });
});
