import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, seriousViolations, signedInContext } from './browser';
import { e2eBaseUrl } from './baseUrl';
import { HOST } from './people';

const baseUrl = e2eBaseUrl();
const chromiumPath = inject('chromiumPath');

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page, where)).toEqual([]);
}

/** The location's name as a guest searching by it would type it (a card's heading names it). */
async function foundBySearch(page: Page, name: string): Promise<boolean> {
  const filters = encodeURIComponent(JSON.stringify({ name }));
  await page.goto(`${baseUrl}/search?filters=${filters}`);
  await page.getByRole('group', { name: 'Filtri' }).waitFor();
  const card = page.getByRole('heading', { name, exact: true });
  try {
    await card.first().waitFor({ timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!chromiumPath)('a host pays for a location', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('yearly plan on the local checkout → Pagamento riuscito → Attivo, Basic, renewal, •••• 4242 → found in search; then cancelled in the portal', async () => {
    const context = await signedInContext(browser, baseUrl, HOST, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard/quote-requests`);

    // The demo host's approved location that was never paid for.
    await page.goto(`${baseUrl}/profile/locations`);
    const own = page
      .getByRole('list', { name: 'Le mie location' })
      .getByRole('listitem')
      .filter({ hasText: 'Non Attivo' })
      // Other journeys leave the demo host locations in approval or rejected: this one is approved.
      .filter({ has: page.getByText('Approvata', { exact: true }) })
      .first();
    await own.waitFor();
    const select = own.getByRole('button', { name: /^Seleziona / });
    const name = ((await select.getAttribute('aria-label')) ?? (await select.innerText())).replace(
      /^Seleziona /,
      '',
    );
    const guest = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    expect(await foundBySearch(guest, name)).toBe(false);

    await select.click();
    const invite = page.getByRole('alertdialog', { name: 'Approvazione completata' });
    await invite.getByRole('button', { name: 'Attiva abbonamento' }).click();
    await page.waitForURL(/\/subscription\/[0-9a-f-]+$/);
    const locationId = new URL(page.url()).pathname.split('/').pop()!;

    // The yearly plan is chosen already, shown as a monthly price.
    const plans = page.getByRole('radiogroup');
    const yearly = plans.getByRole('radio', { checked: true });
    await expect.poll(() => yearly.count()).toBe(1);
    await page.getByText('24,17 €/mese').first().waitFor();
    await page.getByText(/almeno 30 giorni prima della scadenza annuale/).waitFor();
    await expectAccessible(page, 'subscription page, desktop');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'subscription page, phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Procedi al pagamento' }).click();
    await page.waitForURL(/\/dev\/stripe\/checkout\//);
    await page.getByLabel('Numero della carta').waitFor();
    await expectAccessible(page, 'local checkout');
    await page.getByRole('button', { name: 'Paga' }).click();

    await page.waitForURL(/\/dashboard\/subscription\?status=success/);
    const done = page.getByRole('dialog', { name: 'Pagamento riuscito' });
    await done.getByText('Il tuo abbonamento è stato attivato, ora la tua location è online').waitFor();
    await expectAccessible(page, 'payment succeeded dialog');
    await done.getByRole('button').first().click();
    await page.waitForURL(`${baseUrl}/dashboard/subscription`);

    const section = page.getByRole('main');
    await section.getByText('Attivo', { exact: true }).waitFor();
    await section.getByText('Basic', { exact: true }).waitFor();
    await section.getByText(/•••• 4242/).waitFor();
    const nextYear = new Date(Date.now() + 365 * 86_400_000);
    const renewal = `${String(nextYear.getDate()).padStart(2, '0')}/${String(nextYear.getMonth() + 1).padStart(2, '0')}/${nextYear.getFullYear()}`;
    await section.getByText(renewal).first().waitFor();
    await expectAccessible(page, 'subscription section, active');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A guest finds it now.
    expect(await foundBySearch(guest, name)).toBe(true);

    // The portal cancels it: it stays live until the yearly expiry, and the dashboard says when it ends.
    const manage = page.getByRole('button', { name: 'Gestisci abbonamento su Stripe' });
    await expect.poll(() => manage.isEnabled()).toBe(true);
    await manage.click();
    await page.waitForURL(/\/dev\/stripe\/portal\//);
    await expectAccessible(page, 'local billing portal');
    await page.getByRole('button', { name: 'Annulla abbonamento' }).click();
    await page
      .getByText(/Terminerà il/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Torna a Festalocation' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/subscription`);
    await page.getByRole('main').getByText(`Terminerà il ${renewal}`).waitFor();
    await page.getByRole('main').getByText('Attivo', { exact: true }).waitFor();
    expect(locationId).toMatch(/^[0-9a-f-]{36}$/);
    await guest.close();
    await context.close();
  });

  it('the demo host’s live locations are subscribed at the stand-in: price with IVA, the early adopter’s reduced price, renewal, card, portal', async () => {
    const context = await signedInContext(browser, baseUrl, HOST, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard/quote-requests`);
    const open = async (name: string) => {
      await page.goto(`${baseUrl}/profile/locations`);
      await page.getByRole('button', { name: `Seleziona ${name}`, exact: true }).click();
      await page.waitForURL(/\/dashboard\/quote-requests$/);
      await page.goto(`${baseUrl}/dashboard/subscription`);
      const section = page.getByRole('main');
      await section.getByRole('heading', { name: 'Abbonamento', level: 1 }).waitFor();
      await section.getByText('Attivo', { exact: true }).waitFor();
      await section.getByText(/Visa •••• 4242/).waitFor();
      await section
        .getByText(/^\d{2}\/\d{2}\/\d{4}$/)
        .first()
        .waitFor();
      const manage = section.getByRole('button', { name: 'Gestisci abbonamento su Stripe' });
      await expect.poll(() => manage.isEnabled()).toBe(true);
      return section;
    };
    const early = await open('Cascina dei Tigli');
    await early.getByText('Early Adopter', { exact: true }).waitFor();
    await early
      .getByText(
        /^Gratis fino al \d{2}\/\d{2}\/\d{4}, poi 203,00\s€\/anno IVA inclusa \(prezzo ridotto, −30%\)$/,
      )
      .waitFor();
    await expectAccessible(page, 'subscription section, early adopter');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'subscription section, early adopter, phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    const basic = await open('Villa Aurora');
    await basic.getByText('Basic', { exact: true }).waitFor();
    await basic.getByText(/^(290,00\s€\/anno|29,00\s€\/mese) IVA inclusa$/).waitFor();
    await context.close();
  });
});
