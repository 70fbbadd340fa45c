import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  endSessionElsewhere,
  fillSignIn,
  launch,
  markWelcomeSeen,
  seriousViolations,
  signInThroughDialog,
} from './browser';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

/** The newest 6-digit code the development outbox holds for this address. */
async function codeFromMailbox(browser: Browser, email: string, subject: RegExp): Promise<string> {
  const page = await browser.newPage();
  try {
    for (let i = 0; i < 20; i++) {
      await page.goto(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}`);
      const article = page.getByRole('article').filter({ hasText: subject }).first();
      if (await article.count()) {
        const match = /Il tuo codice è: (\d{6})/.exec(await article.innerText());
        if (match?.[1]) return match[1];
      }
      await page.waitForTimeout(250);
    }
    throw new Error(`no code for ${email}`);
  } finally {
    await page.close();
  }
}

/** No serious or critical axe-core violation on the page as it is now (open dialogs included). */
async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page, where)).toEqual([]);
}

async function logout(page: Page) {
  await page.getByRole('button', { name: /^Menu account/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Accedi', exact: true }).waitFor();
}

describe.skipIf(!chromiumPath)('accounts', () => {
  let browser: Browser;
  const email = `e2e-${Date.now()}@festalocation.test`;
  let password = 'Festa!2025';

  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('registers with an e-mailed code, completes the profile, skips the avatar and lands home', async () => {
    // axe-core needs a page of an explicit context.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
    await markWelcomeSeen(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/register`);
    await page.waitForURL(`${baseUrl}/`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Registrati' }).waitFor();
    const submit = dialog.getByRole('button', { name: 'Registrati', exact: true });
    await dialog.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
    await dialog.getByLabel('Password', { exact: true }).fill('debole');
    await expect(dialog.locator('li[data-met="false"]').count()).resolves.toBe(4);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await expect(dialog.locator('li[data-met="false"]').count()).resolves.toBe(0);
    await dialog.getByLabel('Conferma password').fill(password);
    await expect(submit.isDisabled()).resolves.toBe(true);
    await dialog.getByText('Accetto i termini e condizioni').click();
    await dialog.getByText('Accetto la privacy policy').click();
    await submit.click();

    await dialog.getByRole('heading', { name: 'Verifica il codice' }).waitFor();
    await dialog.getByRole('button', { name: /Invia di nuovo il codice tra \d+s/ }).waitFor();
    const code = await codeFromMailbox(browser, email, /codice di verifica/);
    await dialog.getByLabel('Codice di verifica').fill('12');
    await dialog.getByRole('button', { name: 'Verifica' }).click();
    await dialog.getByText('Il codice deve essere di 6 cifre').waitFor();
    await dialog.getByLabel('Codice di verifica').fill(code);
    await dialog.getByRole('button', { name: 'Verifica' }).click();

    await dialog.getByRole('heading', { name: 'Completa la registrazione' }).waitFor();
    await expectAccessible(page, 'complete registration');
    await expect(dialog.getByRole('button', { name: 'Chiudi' }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await dialog.getByRole('heading', { name: 'Completa la registrazione' }).waitFor();
    await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe(email);
    await dialog.getByLabel('Nome e cognome').fill('  Elena Verdi ');
    await dialog.getByRole('combobox', { name: 'Città' }).fill('Milan');
    await page.getByRole('option', { name: /^Milano \(MI\)/ }).click();
    await dialog.getByRole('spinbutton', { name: /giorno/i }).click();
    await page.keyboard.type('14071992');
    await dialog.getByRole('button', { name: 'Continua' }).click();

    await dialog.getByRole('heading', { name: 'Aggiungi una foto profilo' }).waitFor();
    await expectAccessible(page, 'avatar upload');
    await dialog.getByRole('button', { name: 'Lo farò dopo' }).click();
    await dialog.getByRole('heading', { name: 'Benvenuto su Festalocation!' }).waitFor();
    await dialog.getByText('Esplora location, trova idee e rendi speciale ogni evento').waitFor();
    await dialog.getByRole('button', { name: 'Continua' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: /^Menu account/ }).waitFor();
    await context.close();
  });

  it('signs in and out', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughDialog(page, baseUrl, email, 'Sbagliata!1');
    await page.getByRole('dialog').getByText('Credenziali non valide').waitFor();
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('dialog').getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByRole('button', { name: /^Menu account/ }).waitFor();
    await page.waitForURL(`${baseUrl}/`);
    await logout(page);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('festalocation.session') ?? '{}').token),
    ).toBeNull();
    await page.close();
  });

  it('resets a forgotten password and signs in with the new one', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/forgot-password?email=${encodeURIComponent(email.toUpperCase())}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Recupera password' }).waitFor();
    await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe(email);
    await dialog.getByRole('button', { name: 'Invia codice' }).click();
    await dialog.getByRole('heading', { name: 'Verifica il codice' }).waitFor();
    const code = await codeFromMailbox(browser, email, /reimpostare la password/);
    await dialog.getByLabel('Codice di verifica').fill(code);
    await dialog.getByRole('button', { name: 'Verifica' }).click();
    await dialog.getByRole('heading', { name: 'Nuova password' }).waitFor();
    password = 'Nuova_Festa9';
    await dialog.getByLabel('Nuova password').fill(password);
    await dialog.getByLabel('Conferma password').fill('Diversa_Festa9');
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await dialog.getByText('Le password non corrispondono').waitFor();
    await dialog.getByLabel('Conferma password').fill(password);
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await dialog.getByRole('heading', { name: 'Password modificata' }).waitFor();
    await dialog.getByText('La password è stata aggiornata con successo').waitFor();
    await dialog.getByRole('button', { name: 'Torna al login' }).click();
    await fillSignIn(dialog, email, password);
    await page.getByRole('button', { name: /^Menu account/ }).waitFor();
    await page.close();
  });

  it('updates the profile and changes the password', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughDialog(page, baseUrl, email, password);
    await page.getByRole('button', { name: /^Menu account/ }).waitFor();
    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL(`${baseUrl}/profile/account`);
    const name = page.getByLabel('Nome e cognome');
    await expect(name.inputValue()).resolves.toBe('Elena Verdi');
    await name.fill('Elena Verdi Rossi');
    await page.getByLabel('Telefono').fill('+39 333 0000000');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e8336d' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Cambia foto profilo')
      .setInputFiles({ name: 'io.png', mimeType: 'image/png', buffer: photo });
    await page.locator('img[src^="/media/uploads/"]').waitFor();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Profilo aggiornato con successo').first().waitFor();
    await page.reload();
    await expect(page.getByLabel('Nome e cognome').inputValue()).resolves.toBe('Elena Verdi Rossi');
    await page
      .getByRole('button', { name: /^Menu account/ })
      .locator('img[src^="/media/uploads/"]')
      .waitFor();

    await page.getByRole('link', { name: 'Password' }).click();
    await page.getByRole('heading', { name: 'Gestione password' }).waitFor();
    await page.getByLabel('Password attuale').fill(password);
    await page.getByLabel('Nuova password', { exact: true }).fill(password);
    await page.getByLabel('Conferma nuova password').fill(password);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('La nuova password non può essere uguale alla password attuale').waitFor();
    const next = 'Ancora!Nuova7';
    await page.getByLabel('Nuova password', { exact: true }).fill(next);
    await page.getByLabel('Conferma nuova password').fill(next);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Password aggiornata con successo').first().waitFor();
    await expect(page.getByLabel('Password attuale').inputValue()).resolves.toBe('');
    password = next;
    await page.close();
  });

  it('shows "Sessione scaduta" once when the session ends on the server, then logs out', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughDialog(page, baseUrl, email, password);
    await page.getByRole('button', { name: /^Menu account/ }).waitFor();
    expect(await endSessionElsewhere(page, baseUrl)).toEqual({ data: { logout: true } });
    await page.goto(`${baseUrl}/profile/account`);
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: 'Sessione scaduta' }).waitFor();
    await dialog.getByText('La tua sessione è scaduta. Per favore, accedi di nuovo.').waitFor();
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(1);
    await dialog.getByRole('button', { name: 'Va bene' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Accedi', exact: true }).waitFor();
    await page.close();
  });

  it('switches between host and guest sessions and keeps the role across reloads', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughDialog(page, baseUrl, 'host@festalocation.it', 'Host!2025');
    await page.waitForURL(/\/dashboard\/quote-requests$/);
    await page.getByRole('button', { name: /^Menu account/ }).click();
    await page.getByRole('menuitem', { name: 'Prenota evento' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.reload();
    await page.getByRole('heading', { name: 'Trova la location perfetta per la tua festa' }).waitFor();
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: /^Menu account/ }).click();
    await page.getByRole('menuitem', { name: 'Passa a host' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${baseUrl}/profile/locations`);
    const list = page.getByRole('list', { name: 'Le mie location' });
    await list.getByRole('button').first().click();
    // Picking a location opens its dashboard (on desktop, the quote requests section).
    await page.waitForURL(/\/dashboard(\/quote-requests)?$/);
    await logout(page);
    await page.close();
  });

  it('signs a host in from the header of the server-rendered home page: the dashboard, the dialog gone', async () => {
    // The page under the dialog hydrated from the server's signed-out HTML; the dashboard mounting after
    // the sign-in must see the new session at once, not ask for a sign-in again over itself.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
    await markWelcomeSeen(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForSelector('html[data-ready="true"]');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Accedi' });
    await dialog.getByLabel('Email').fill('host@festalocation.it');
    await dialog.getByLabel('Password', { exact: true }).fill('Host!2025');
    await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('button', { name: /^Menu account/ }).waitFor();
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 5_000 }).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('main h1') ?? false), {
        timeout: 5_000,
      })
      .toBe(true);
    await context.close();
  });

  it('deletes the account: "Account eliminato con successo", and no "Sessione scaduta" after it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughDialog(page, baseUrl, email, password);
    await page.getByRole('button', { name: /^Menu account/ }).waitFor();
    await page.goto(`${baseUrl}/profile/account`);
    await page.getByRole('button', { name: 'Elimina account' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sì, elimina' }).click();
    await page.getByText('Account eliminato con successo').waitFor();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Accedi', exact: true }).first().waitFor();
    // Whatever was still in flight with the ended session has answered by now.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await expect(page.getByRole('heading', { name: 'Sessione scaduta' }).count()).resolves.toBe(0);
    await expect(page.evaluate(() => localStorage.getItem('festalocation.session'))).resolves.not.toContain(
      'token":"',
    );
    await page.close();
  });
});
