import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fillSignIn, launch, markWelcomeSeen, signInAndSettle } from './browser';
import { codeFromMailbox } from './journeys';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

describe.skipIf(!chromiumPath)('accounts: other entry points', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends an unverified account that signs in to the code dialog', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const email = `e2e-unverified-${Date.now()}@festalocation.test`;
    await page.goto(`${baseUrl}/auth/register`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('Festa!2025');
    await dialog.getByLabel('Conferma password').fill('Festa!2025');
    await dialog.getByText('Accetto i termini e condizioni').click();
    await dialog.getByText('Accetto la privacy policy').click();
    await dialog.getByRole('button', { name: 'Registrati', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Verifica il codice' }).waitFor();
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await fillSignIn(dialog, email, 'Festa!2025');
    await dialog.getByRole('heading', { name: 'Verifica il codice' }).waitFor();
    // The server refused an early resend; the countdown shows the wait it gave.
    await dialog.getByRole('button', { name: /Invia di nuovo il codice tra \d+s/ }).waitFor();
    expect((await page.evaluate(() => localStorage.getItem('festalocation.session'))) ?? '').not.toContain(
      '"token":"',
    );
    await page.close();
  });

  it('verifies from an address where others typed 30 wrong codes: the browser solves a proof of work', async () => {
    // One school, office or carrier NAT: the gateway trusts X-Forwarded-For from loopback, so this
    // browser and the requests below share one client address of their own (TEST-NET-2).
    const ip = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({
          query: 'mutation ($input: OtpInput!) { verifyEmailOtp(input: $input) { token } }',
          variables: { input: { email: `altri-${i}-${Date.now()}@festalocation.test`, otp: '123456' } },
        }),
      });
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
        'Codice non valido. Riprova.',
      );
    }
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': ip },
    });
    await markWelcomeSeen(context);
    const page = await context.newPage();
    // What the browser sent and got for the code, and whether the person was told to wait.
    const exchanges: string[] = [];
    page.on('response', async (res) => {
      if (!res.url().endsWith('/graphql') || res.request().method() !== 'POST') return;
      const body = res.request().postDataJSON() as {
        operationName?: string;
        variables?: { input?: { proofOfWork?: string } };
      };
      if (body.operationName !== 'VerifyEmailOtp') return;
      const json = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
      const sent = body.variables?.input?.proofOfWork ? 'proof' : 'bare';
      exchanges.push(`${sent}: ${json.errors?.[0]?.extensions?.code ?? 'ok'}`);
    });
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        if (records.some((r) => r.target.textContent?.includes('Verifica in corso')))
          (window as unknown as { powShown: boolean }).powShown = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });

    const email = `e2e-nat-${Date.now()}@festalocation.test`;
    await page.goto(`${baseUrl}/auth/register`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('Festa!2025');
    await dialog.getByLabel('Conferma password').fill('Festa!2025');
    await dialog.getByText('Accetto i termini e condizioni').click();
    await dialog.getByText('Accetto la privacy policy').click();
    await dialog.getByRole('button', { name: 'Registrati', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Verifica il codice' }).waitFor();
    await dialog.getByLabel('Codice di verifica').fill(await codeFromMailbox(browser, email));
    await dialog.getByRole('button', { name: 'Verifica' }).click();
    await dialog.getByRole('heading', { name: 'Completa la registrazione' }).waitFor();
    expect(exchanges).toEqual(['bare: PROOF_OF_WORK_REQUIRED', 'proof: ok']);
    expect(await page.evaluate(() => (window as unknown as { powShown?: boolean }).powShown)).toBe(true);
    await context.close();
  });

  it('opens the host login from "Diventa HOST" and only redirects a signed-in user from /login', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Diventa HOST' }).first().click();
    const dialog = page.getByRole('dialog');
    await fillSignIn(dialog, 'ospite@festalocation.it', 'Ospite!2025');
    // A host session without a location goes to create one.
    await page.waitForURL(/\/create\/location$/);
    await page.goto(`${baseUrl}/login`);
    // Home, and it stays there: a host without a location has no dashboard to be sent to (it would only
    // send them back to /create/location).
    await page.waitForURL(`${baseUrl}/`);
    await page
      .getByRole('heading', { level: 1, name: 'Trova la location perfetta per la tua festa' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.close();
  });

  it('lists the profile entries on mobile, legal ones included', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Navigazione' });
    await nav.getByRole('button', { name: 'Profilo' }).click();
    const dialog = page.getByRole('dialog');
    await fillSignIn(dialog, 'ospite@festalocation.it', 'Ospite!2025');
    await page.waitForURL(`${baseUrl}/`);
    await nav.getByRole('link', { name: 'Profilo' }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    const sections = page.getByRole('navigation', { name: 'Sezioni del profilo' });
    for (const name of [
      'Account',
      'Richieste di preventivo',
      'Notifiche',
      'Password',
      'Termini e condizioni',
      'Privacy policy',
    ])
      await sections.getByRole('link', { name }).waitFor();
    await sections.getByRole('link', { name: 'Notifiche' }).click();
    await page.getByRole('heading', { name: 'Gestione notifiche mail/push' }).waitFor();
    await page.getByRole('switch', { name: 'Nuove location aggiunte' }).waitFor({ state: 'attached' });
    await page.close();
  });

  it('explains when the position cannot be found from the city field', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await markWelcomeSeen(context);
    const page = await context.newPage();
    await signInAndSettle(page, baseUrl, 'ospite@festalocation.it', 'Ospite!2025');
    await page.goto(`${baseUrl}/profile/account`);
    // No geolocation permission was granted to this browser context.
    await page.getByRole('button', { name: 'Usa la mia posizione' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByRole('heading', { name: 'Errore' }).waitFor();
    await alert.getByText('Non è stato possibile geolocalizzare la tua posizione').waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'detached' });
    await context.close();
  });
});
