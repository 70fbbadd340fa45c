import type { Browser, Page } from 'playwright-core';
import { e2eBaseUrl } from './baseUrl';

/** Steps that several journeys take the same way, as a person would: signing up, sending a location. */

const baseUrl = e2eBaseUrl;

/** The newest 6-digit code the development outbox holds for this address. */
export async function codeFromMailbox(browser: Browser, email: string): Promise<string> {
  const page = await browser.newPage();
  try {
    for (let i = 0; i < 20; i++) {
      await page.goto(`${baseUrl()}/dev/mailbox?to=${encodeURIComponent(email)}`);
      const article = page
        .getByRole('article')
        .filter({ hasText: /codice di verifica/ })
        .first();
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

/** From 'Diventa HOST' on the home page to the onboarding's intro, as a brand-new account. */
export async function signUpAsHost(browser: Browser, page: Page, email: string, password: string) {
  await page.goto(`${baseUrl()}/`);
  await page.getByRole('button', { name: 'Diventa HOST' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Registrati', exact: true }).click();
  await dialog.getByRole('heading', { name: 'Registrati' }).waitFor();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Conferma password').fill(password);
  await dialog.getByText('Accetto i termini e condizioni').click();
  await dialog.getByText('Accetto la privacy policy').click();
  await dialog.getByRole('button', { name: 'Registrati', exact: true }).click();
  await dialog.getByRole('heading', { name: 'Verifica il codice' }).waitFor();
  await dialog.getByLabel('Codice di verifica').fill(await codeFromMailbox(browser, email));
  await dialog.getByRole('button', { name: 'Verifica' }).click();
  await dialog.getByRole('heading', { name: 'Completa la registrazione' }).waitFor();
  await dialog.getByLabel('Nome e cognome').fill('Marco Neri');
  await dialog.getByRole('combobox', { name: 'Città' }).fill('Milan');
  await page.getByRole('option', { name: /^Milano \(MI\)/ }).click();
  await dialog.getByRole('spinbutton', { name: /giorno/i }).click();
  await page.keyboard.type('14071985');
  await dialog.getByRole('button', { name: 'Continua' }).click();
  await dialog.getByRole('button', { name: 'Lo farò dopo' }).click();
  await dialog.getByRole('button', { name: 'Continua' }).click();
  await page.waitForURL(`${baseUrl()}/create/location`);
}

/** The onboarding's six steps without a detour: a Horeca venue in Milano for weddings. */
export async function submitLocation(page: Page, name: string) {
  const heading = (text: string) => page.getByRole('heading', { level: 1, name: text }).waitFor();
  await heading('Aggiungi la tua location e preparati a fare festa!');
  await page.getByRole('button', { name: 'Inizia ora' }).click();
  await heading('Che tipo di location hai?');
  await page.getByRole('radio', { name: 'Horeca' }).check({ force: true });
  await page
    .getByRole('group', { name: 'Tipi di attività' })
    .getByRole('checkbox')
    .first()
    .check({ force: true });
  await page.getByRole('button', { name: 'Avanti' }).click();
  await heading('Dove si trova la tua location?');
  await page.getByRole('textbox', { name: 'Indirizzo' }).fill('Via Roma 1');
  await page.getByRole('combobox', { name: 'Città' }).fill('Milan');
  await page.getByRole('option', { name: /^Milano \(MI\)/ }).click();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await heading('Com’è il tuo spazio?');
  await page.getByRole('radio', { name: 'Chiuso' }).check({ force: true });
  await page.getByRole('textbox', { name: 'Capienza (persone)' }).fill('80');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await heading('Quali eventi puoi ospitare?');
  await page.getByRole('row', { name: 'Matrimonio' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await heading('I dati della tua attività');
  await page.getByRole('textbox', { name: 'Nome della location' }).fill(name);
  await page.getByRole('textbox', { name: 'Partita IVA / Codice fiscale' }).fill('00743110157');
  await page.getByRole('textbox', { name: /^Ragione sociale o nome e cognome/ }).fill(`${name} S.r.l.`);
  await page.getByRole('button', { name: 'Usa l’indirizzo della location' }).click();
  await page.getByRole('textbox', { name: 'Numero di telefono' }).fill('+39 02 1234567');
  await page.getByRole('textbox', { name: 'PEC' }).fill('villa@pec.it');
  await page.getByRole('button', { name: 'Invia richiesta' }).click();
  await heading('Ottimo! La tua location è stata inviata');
}
