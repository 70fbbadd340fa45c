import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, markWelcomeSeen, seriousViolations, signedInContext } from './browser';
import { e2eBaseUrl } from './baseUrl';
import { HOST } from './people';

const baseUrl = e2eBaseUrl();
const chromiumPath = inject('chromiumPath');

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** A photograph-sized PNG of one colour: the gateway re-encodes it like any upload. */
const photo = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** Three days in a row next month, Tuesday to Thursday (the demo venue is closed on Mondays). */
function nextMonthDays(): { days: number[]; month: string; year: number } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 8));
  while (first.getUTCDay() !== 2) first.setUTCDate(first.getUTCDate() + 1);
  const d = first.getUTCDate();
  const month = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(first);
  return { days: [d, d + 1, d + 2], month, year: first.getUTCFullYear() };
}

/** A calendar's day cell by its accessible name ('mercoledì 9 dicembre 2026' and the like). */
const dayCell = (scope: Page | Locator, day: number, month: string, year: number) =>
  scope.getByRole('button', { name: new RegExp(`\\b${day} ${month} ${year}\\b`, 'i') }).first();

async function choose(page: Page, label: string, option: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('button', { name: new RegExp(`${escaped}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe.skipIf(!chromiumPath)('the host keeps the listing alive', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('general settings reach the public page; an ambient with photos, a price change and blocked days the guest cannot pick; a service added and deleted', async () => {
    const context = await signedInContext(browser, baseUrl, HOST, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard/quote-requests`);
    const sidebar = page.getByRole('complementary', { name: 'Menu dashboard' });

    // General settings: saved, live at once on the public page.
    await sidebar.getByRole('link', { name: 'Impostazioni generali' }).click();
    await page.getByRole('heading', { level: 1, name: 'Impostazioni generali' }).waitFor();
    expect(await seriousViolations(page, 'general settings, desktop')).toEqual([]);
    const description = `Sala luminosa con giardino, rinnovata nel ${Date.now()}.`;
    const field = page.getByRole('textbox', { name: 'Descrizione' });
    await field.fill(description);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('La location è stata aggiornata con successo').waitFor();
    const preview = await sidebar.getByRole('link', { name: 'Anteprima' }).getAttribute('href');
    const publicPage = await context.newPage();
    await publicPage.goto(new URL(preview!, baseUrl).toString());
    await publicPage.getByText(description).waitFor();
    await publicPage.close();

    // A new ambient with two photos.
    await sidebar.getByRole('link', { name: 'Aggiungi ambiente' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nuovo ambiente' }).waitFor();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText("Il nome dell'ambiente è obbligatorio").first().waitFor();
    const ambientName = `Sala E2E ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(ambientName);
    await choose(page, 'Tipologia', 'Chiuso');
    await page.getByRole('textbox', { name: 'Capienza' }).fill('80');
    await page.getByRole('textbox', { name: "Costo dell'affitto (€)" }).fill('450,50');
    await choose(page, "Durata dell'affitto", 'giornata intera');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Aggiungi immagini' }).click();
    await (
      await chooser
    ).setFiles([await photo('sala-1.png', '#8a6d3b'), await photo('sala-2.png', '#3b6d8a')]);
    await page.getByRole('button', { name: 'Rimuovi immagine 2' }).waitFor();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Ambiente creato con successo').waitFor();
    await page.waitForURL(/\/dashboard\/ambients\/[0-9a-f-]{36}$/);
    await sidebar.getByRole('link', { name: ambientName }).waitFor();
    // Both photos were uploaded and saved: the reloaded form shows them from the server.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: ambientName }).waitFor();
    await page.getByRole('button', { name: 'Rimuovi immagine 2' }).waitFor();
    expect(await page.getByRole('button', { name: 'Rimuovi immagine 3' }).count()).toBe(0);

    // The price changes.
    await page.getByRole('textbox', { name: "Costo dell'affitto (€)" }).fill('520');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Ambiente aggiornato con successo').waitFor();
    await page.reload();
    await expect(page.getByRole('textbox', { name: "Costo dell'affitto (€)" }).inputValue()).resolves.toBe(
      '520,00',
    );
    expect(await seriousViolations(page, 'ambient, desktop')).toEqual([]);

    // Three days blocked in 'Disponibilità'.
    const { days, month, year } = nextMonthDays();
    const availability = page.getByRole('region', { name: 'Disponibilità' });
    await availability
      .getByRole('button', { name: /successivo/i })
      .first()
      .click();
    await dayCell(availability, days[0]!, month, year).click();
    await dayCell(availability, days[2]!, month, year).click();
    await availability.getByRole('button', { name: 'Bloccato' }).click();
    await page.getByText('Disponibilità salvate con successo').waitFor();

    // The guest, choosing that ambient, cannot pick those days; the day after stays free.
    const guestContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'it-IT',
    });
    await markWelcomeSeen(guestContext);
    const guest = await guestContext.newPage();
    await guest.goto(new URL(preview!, baseUrl).toString());
    const box = guest.getByRole('complementary', { name: 'Compila preventivo' });
    await box.waitFor();
    await box.getByRole('checkbox', { name: new RegExp(ambientName) }).check({ force: true });
    await box.locator('[aria-haspopup="dialog"]').first().click();
    const picker = guest.getByRole('dialog');
    await picker
      .getByRole('button', { name: /successivo/i })
      .first()
      .click();
    for (const day of days)
      await expect(dayCell(picker, day, month, year).getAttribute('data-unavailable')).resolves.toBe('true');
    await expect(
      dayCell(picker, days[2]! + 1, month, year).getAttribute('data-unavailable'),
    ).resolves.toBeNull();
    await guestContext.close();

    // A service added, then deleted.
    await sidebar.getByRole('link', { name: 'Aggiungi servizio' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nuovo servizio' }).waitFor();
    const serviceName = `Aperitivo E2E ${Date.now()}`;
    await choose(page, 'Tipologia', 'Catering');
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(serviceName);
    await page.getByRole('textbox', { name: 'Prezzo per persona (€)' }).fill('18,5');
    await choose(page, "L'ambiente è incluso?", 'No');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Servizio creato con successo').waitFor();
    await sidebar.getByRole('link', { name: serviceName }).waitFor();
    await page.getByRole('button', { name: 'Elimina servizio' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sei sicuro di voler eliminare questo servizio?' });
    await confirm.getByRole('button', { name: 'Sì, elimina' }).click();
    await page.getByText('Servizio eliminato con successo').waitFor();
    await sidebar.getByRole('link', { name: serviceName }).waitFor({ state: 'detached' });

    // The phone: the sections read and fit.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [
      '/dashboard',
      '/dashboard/general',
      '/dashboard/ambients',
      '/dashboard/services/add',
    ]) {
      await page.goto(baseUrl + path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await seriousViolations(page, `${path}, phone`)).toEqual([]);
      expect(await scrollsSideways(page), path).toBe(false);
    }
    await context.close();
  });
});
