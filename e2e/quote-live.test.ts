import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fillSignIn, launch, markWelcomeSeen, signInAndSettle } from './browser';
import { e2eBaseUrl } from './baseUrl';
import { HOST, readAllNotifications } from './deals';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

async function hostLocationSlug(): Promise<{ slug: string; name: string }> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation { login(input: { email: "host@festalocation.it", password: "Host!2025" }) { firstLocation { slug name } } }`,
    }),
  });
  const body = (await res.json()) as { data: { login: { firstLocation: { slug: string; name: string } } } };
  return body.data.login.firstLocation;
}

describe.skipIf(!chromiumPath)('quote request, live, across two people', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('guest sends a request → host sees the dot live → accepts → guest sees the update', async () => {
    const venue = await hostLocationSlug();
    const hostCtx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
    const guestCtx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
    await Promise.all([markWelcomeSeen(hostCtx), markWelcomeSeen(guestCtx)]);
    await markWelcomeSeen(hostCtx);
    const host = await hostCtx.newPage();
    const guest = await guestCtx.newPage();

    await signInAndSettle(host, baseUrl, 'host@festalocation.it', 'Host!2025');
    await host.waitForURL(/\/dashboard\/quote-requests$/);
    await host.getByRole('heading', { name: 'Nuove richieste' }).waitFor();
    const avatarDot = host.getByTestId('avatar-dot');
    // Whatever the feed held before (other journeys' requests and messages), start from a read state.
    await readAllNotifications(HOST, 'HOST');
    await host.goto(baseUrl + '/dashboard/quote-requests');
    await host.getByRole('heading', { name: 'Nuove richieste' }).waitFor();
    expect(await avatarDot.count()).toBe(0);
    const allHeading = host.getByRole('heading', { name: /^Richieste preventivo \(\d+\)$/ });
    const before = Number(/\((\d+)\)/.exec(await allHeading.innerText())![1]);

    await signInAndSettle(guest, baseUrl, 'ospite@festalocation.it', 'Ospite!2025');
    await guest.goto(`${baseUrl}/location/${venue.slug}`);
    const box = guest.getByRole('complementary', { name: 'Compila preventivo' });
    await box.waitFor();
    await box
      .getByRole('button', { name: /Calendario|Scegli|calendar/i })
      .or(box.locator('[aria-haspopup="dialog"]'))
      .first()
      .click();
    const day = guest.locator(
      '[role="gridcell"] [role="button"]:not([data-unavailable]):not([data-disabled]):not([data-outside-month])',
    );
    if ((await day.count()) === 0) await guest.getByRole('button', { name: /successivo|Next/i }).click();
    await day.first().click();
    await box.getByRole('checkbox').first().check({ force: true });
    // A service too, so the room may be one included in the service price.
    await box.getByRole('group', { name: 'Servizi' }).getByRole('checkbox').first().check({ force: true });
    await box.getByText(/^Totale/).waitFor();
    await box.getByRole('button', { name: 'Invia richiesta' }).click();
    const sent = guest.getByRole('dialog', { name: 'Richiesta inviata' });
    await sent.waitFor();
    await sent.getByRole('button', { name: 'Torna alla location' }).click();
    await sent.waitFor({ state: 'detached' });
    // Back to the quote box's heading, not to the page.
    const boxHeading = box.getByRole('heading', { name: 'Compila preventivo' });
    await expect.poll(() => boxHeading.evaluate((el) => el === document.activeElement)).toBe(true);

    // The host, still on the dashboard, sees the dot appear without reloading.
    await avatarDot.waitFor({ timeout: 5000 });
    await host.getByRole('heading', { name: `Richieste preventivo (${before + 1})` }).waitFor();
    const newTable = host.getByRole('region', { name: 'Nuove richieste' });
    await newTable
      .getByRole('link', { name: /Vedi richiesta/ })
      .first()
      .click();
    await host.getByRole('heading', { name: /^Preventivo \d+$/ }).waitFor();
    await host.getByRole('button', { name: /Imposta stato/ }).click();
    await host.getByRole('option', { name: 'Accettata' }).click();
    await host.getByRole('button', { name: 'Salva' }).click();
    await host.getByText('Stato aggiornato con successo').waitFor();

    await guest.getByTestId('avatar-dot').waitFor({ timeout: 5000 });
    await guest.goto(baseUrl + '/notifications');
    await guest.getByText(`La tua richiesta per ${venue.name} è ora: Accettata`).first().waitFor();
    await guest.getByRole('heading', { name: 'Oggi' }).waitFor();
    await guest.getByText(`La tua richiesta per ${venue.name} è ora: Accettata`).first().click();
    await guest.waitForURL(/\/profile\/quote-requests\/[0-9a-f-]{36}$/);
    await guest.getByText('Accettata').first().waitFor();
    await guest.getByRole('link', { name: 'Richieste preventivo' }).click();
    await guest.waitForURL(/\/profile\/quote-requests$/);
    await guest.getByRole('cell', { name: venue.name }).first().waitFor();

    await hostCtx.close();
    await guestCtx.close();
  });

  it('on mobile: signed out gets the login dialog, a guest the full panel; a HOST session no quote box', async () => {
    const venue = await hostLocationSlug();
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'it-IT' });
    await markWelcomeSeen(ctx);
    const page = await ctx.newPage();
    await page.goto(`${baseUrl}/location/${venue.slug}`);
    await page.getByRole('button', { name: 'Richiedi preventivo' }).click();
    const login = page.getByRole('dialog', { name: 'Accedi' });
    await login.waitFor();
    await fillSignIn(login, 'ospite@festalocation.it', 'Ospite!2025');
    await login.waitFor({ state: 'detached' });
    await page.goto(`${baseUrl}/location/${venue.slug}`);
    await page.getByRole('button', { name: 'Richiedi preventivo' }).click();
    const panel = page.getByRole('dialog', { name: 'Richiesta preventivo' });
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Invia richiesta' }).click();
    await panel.getByText('La data è obbligatoria').waitFor();
    await panel.getByText('Seleziona almeno un ambiente o un servizio').waitFor();
    await ctx.close();

    const hostCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await markWelcomeSeen(hostCtx);
    const host = await hostCtx.newPage();
    await signInAndSettle(host, baseUrl, 'host@festalocation.it', 'Host!2025');
    await host.waitForURL(/\/dashboard/);
    await host.goto(`${baseUrl}/location/${venue.slug}`);
    await host.getByRole('heading', { level: 1 }).waitFor();
    expect(await host.getByRole('complementary', { name: 'Compila preventivo' }).count()).toBe(0);
    await hostCtx.close();
  });
});
