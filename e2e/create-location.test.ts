import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { fillSignIn, launch, markWelcomeSeen, seriousViolations } from './browser';
import { signUpAsHost } from './journeys';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page, where)).toEqual([]);
}

/** Nothing wider than the viewport: no sideways scrolling. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** 'Avanti' (or 'Invia richiesta') with the step incomplete: the step stays and says why. */
async function failsWith(page: Page, button: string, message: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByText(message, { exact: true }).first().waitFor();
}

const heading = (page: Page, name: string): Locator => page.getByRole('heading', { level: 1, name });

describe.skipIf(!chromiumPath)('create location', () => {
  let browser: Browser;
  const email = `e2e-host-${Date.now()}@festalocation.test`;
  const password = 'Festa!2025';
  const locationName = `Villa E2E ${Date.now()}`;

  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a new host signs up from 'Diventa HOST' and sends a location through the six steps", async () => {
    // axe-core needs a page of an explicit context.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
    await markWelcomeSeen(context);
    const page = await context.newPage();
    await signUpAsHost(browser, page, email, password);

    // Step 0: the intro.
    await heading(page, 'Aggiungi la tua location e preparati a fare festa!').waitFor();
    await expectAccessible(page, 'intro, desktop');
    await page.getByRole('button', { name: 'Inizia ora' }).click();

    // Step 1: type and activities.
    await heading(page, 'Che tipo di location hai?').waitFor();
    await page.getByText('Step 1', { exact: true }).waitFor();
    await failsWith(page, 'Avanti', 'Seleziona il tipo di location');
    await page.getByRole('radio', { name: 'Horeca' }).check({ force: true });
    await page
      .getByRole('group', { name: 'Tipi di attività' })
      .getByRole('checkbox')
      .first()
      .check({ force: true });
    await expectAccessible(page, 'step 1, desktop');
    await page.getByRole('button', { name: 'Avanti' }).click();

    // Step 2: address and comune.
    await heading(page, 'Dove si trova la tua location?').waitFor();
    await failsWith(page, 'Avanti', "L'indirizzo è obbligatorio");
    await page.getByRole('textbox', { name: 'Indirizzo' }).fill('Via Roma 1');
    await page.getByRole('combobox', { name: 'Città' }).fill('Milan');
    await page.getByRole('option', { name: /^Milano \(MI\)/ }).click();
    await expect(page.getByRole('textbox', { name: 'Provincia' }).inputValue()).resolves.toBe('Milano');
    await expect(page.getByRole('textbox', { name: 'CAP' }).inputValue()).resolves.toMatch(/^\d{5}$/);
    await page.getByRole('button', { name: 'Avanti' }).click();

    // Step 3: the space.
    await heading(page, 'Com’è il tuo spazio?').waitFor();
    await failsWith(page, 'Avanti', 'La tipologia è obbligatoria');
    await page.getByRole('radio', { name: 'Chiuso' }).check({ force: true });
    await page.getByText('La tipologia è obbligatoria').waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Capienza (persone)' }).fill('80');
    await page.getByRole('button', { name: 'Avanti' }).click();

    // Step 4: event types, by keyboard.
    await heading(page, 'Quali eventi puoi ospitare?').waitFor();
    await failsWith(page, 'Avanti', 'Devi selezionare almeno un evento');
    await page.getByRole('row', { name: 'Matrimonio' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Avanti' }).click();

    // Step 5: business data; the tax rules ask for PEC or SDI with a partita IVA.
    await heading(page, 'I dati della tua attività').waitFor();
    await page.getByRole('textbox', { name: 'Nome della location' }).fill(locationName);
    await page.getByRole('textbox', { name: 'Partita IVA / Codice fiscale' }).fill('00743110157');
    await page.getByRole('textbox', { name: 'Numero di telefono' }).fill('+39 02 1234567');
    // Who is invoiced: the legal name, and the registered office (here the venue's own address).
    await page.getByRole('textbox', { name: /^Ragione sociale o nome e cognome/ }).fill('Villa Test S.r.l.');
    await page.getByRole('button', { name: 'Usa l’indirizzo della location' }).click();
    await expect(
      page.getByRole('combobox', { name: /^Comune della sede legale/ }).inputValue(),
    ).resolves.toBe('Milano');
    await failsWith(
      page,
      'Invia richiesta',
      'Per le partite IVA è obbligatorio inserire almeno PEC o codice SDI',
    );
    // What was typed survives a reload.
    await page.reload();
    await heading(page, 'I dati della tua attività').waitFor();
    await expect(
      page.getByRole('textbox', { name: 'Partita IVA / Codice fiscale' }).inputValue(),
    ).resolves.toBe('00743110157');
    await page.getByRole('textbox', { name: 'PEC' }).fill('villa@pec.it');
    await expectAccessible(page, 'step 5, desktop');
    await page.getByRole('button', { name: 'Invia richiesta' }).click();

    // Step 6: sent.
    await heading(page, 'Ottimo! La tua location è stata inviata').waitFor();
    const subscribe = page.getByRole('link', { name: 'Abbonati ora' });
    expect(await subscribe.getAttribute('href')).toMatch(/^\/subscription\/[^/]+$/);
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('festalocation.session')!));
    expect(session).toMatchObject({ role: 'HOST' });
    expect(await subscribe.getAttribute('href')).toBe(`/subscription/${session.selectedLocationId}`);
    await expectAccessible(page, 'step 6, desktop');

    await page.setViewportSize({ width: 360, height: 740 });
    await expectAccessible(page, 'step 6, phone');
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });

  it('on a 360 px phone: back arrow and Chiudi, the cancel dialog, nothing sideways', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'it-IT' });
    await markWelcomeSeen(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/create/location`);
    // Signed out: the host login opens over the intro.
    await page.getByRole('dialog').getByRole('button', { name: 'Accedi', exact: true }).waitFor();
    await fillSignIn(page.getByRole('dialog'), email, password);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto(`${baseUrl}/create/location`);
    await page.getByRole('button', { name: 'Inizia ora' }).click();
    await heading(page, 'Che tipo di location hai?').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'step 1, phone');
    await page.getByRole('radio', { name: 'Privata' }).check({ force: true });
    await page.getByRole('button', { name: 'Indietro' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Attenzione! Sei sicuro di voler annullare?' });
    await confirm.waitFor();
    await expectAccessible(page, 'cancel dialog, phone');
    await confirm.getByRole('button', { name: 'Continua registratione' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Chiudi', exact: true }).click();
    await confirm.getByRole('button', { name: 'Sì, voglio annullare' }).click();
    // Home; a host who already has a location is sent on from there to the dashboard.
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/dashboard');
    const draft = await page.evaluate(() => localStorage.getItem('festalocation.createLocationDraft'));
    expect(JSON.parse(draft ?? '{}')).toMatchObject({ step: 0, idempotencyKey: null });
    await context.close();
  });

  it("'Le mie location', a change request of the essential data and its withdrawal, then deletion with ELIMINA", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
    await markWelcomeSeen(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Diventa HOST' }).first().click();
    const login = page.getByRole('dialog');
    await fillSignIn(login, email, password);
    await page.waitForURL(`${baseUrl}/dashboard/quote-requests`);

    // The new location waits for approval, with no subscription yet.
    await page.goto(`${baseUrl}/profile/locations`);
    const own = page
      .getByRole('list', { name: 'Le mie location' })
      .getByRole('listitem')
      .filter({ hasText: locationName });
    await own.getByText('In approvazione').waitFor();
    await own.getByText('Non Attivo').waitFor();
    await own.getByText('Horeca').waitFor();
    await expectAccessible(page, 'own locations, desktop');
    // Picking it runs the subscription check: in approval, it invites to activate meanwhile.
    await own.getByRole('button', { name: new RegExp(`^Seleziona(ta)? ${locationName}$`) }).click();
    const invite = page.getByRole('alertdialog', { name: 'Approvazione in corso' });
    await invite.getByRole('button', { name: 'Attiva abbonamento' }).waitFor();
    await invite.getByRole('button', { name: 'Più tardi' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/quote-requests`);

    // Essential settings: a change request, not a change; its banner; its withdrawal.
    await page
      .getByRole('complementary', { name: 'Menu dashboard' })
      .getByRole('link', { name: 'Impostazioni', exact: true })
      .click();
    await heading(page, 'Impostazioni').waitFor();
    await expectAccessible(page, 'essential settings, desktop');
    const phone = page.getByRole('textbox', { name: 'Telefono', exact: true });
    await phone.fill('');
    await failsWith(page, 'Richiedi approvazione', 'Il numero di telefono è obbligatorio');
    await phone.fill('+39 02 7654321');
    await page.getByRole('button', { name: 'Richiedi approvazione' }).click();
    await page.getByText("Richiesta di modifica inviata con successo, attendi l'approvazione").waitFor();
    await page.getByText('Ci sono delle modifiche da approvare.').waitFor();
    await expect(phone.isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Annulla richiesta' }).click();
    const withdraw = page.getByRole('alertdialog', {
      name: 'Sei sicuro di voler annullare la richiesta di modifica?',
    });
    await withdraw.getByRole('button', { name: 'Sì, annulla' }).click();
    await page.getByText('Ci sono delle modifiche da approvare.').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Richiedi approvazione' }).waitFor();
    // The live data never changed: the form shows the phone the location was created with.
    await expect(phone.inputValue()).resolves.toBe('+39 02 1234567');

    await page.setViewportSize({ width: 360, height: 740 });
    await expectAccessible(page, 'essential settings, phone');
    expect(await scrollsSideways(page)).toBe(false);
    await page.goto(`${baseUrl}/profile/locations`);
    await page.getByRole('list', { name: 'Le mie location' }).waitFor();
    await expectAccessible(page, 'own locations, phone');
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Deletion: the button waits for ELIMINA.
    await page.goto(`${baseUrl}/dashboard/settings`);
    await page.getByRole('button', { name: 'Elimina location' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sei sicuro di voler eliminare questa location?' });
    await expect(confirm.getByRole('button', { name: 'Elimina', exact: true }).isDisabled()).resolves.toBe(
      true,
    );
    await confirm.getByRole('textbox', { name: 'Scrivi ELIMINA per confermare' }).fill('ELIMINA');
    await confirm.getByRole('button', { name: 'Elimina', exact: true }).click();
    await page.getByText('Location eliminata con successo').waitFor();
    await page.waitForURL(`${baseUrl}/profile/locations`);
    await page.getByText('Non hai ancora una location.').waitFor();
    expect(await page.getByText(locationName).count()).toBe(0);
    await context.close();
  });
});
