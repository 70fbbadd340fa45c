import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, markWelcomeSeen, seriousViolations } from './browser';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

type Provider = 'Google' | 'Facebook' | 'Apple';
type Outcome =
  'Accesso consentito' | 'Credenziale non valida (rifiutata dal server)' | 'Errore del fornitore';

/** Presses 'Accedi con X' in the login dialog and answers the stand-in's consent popup as a person would. */
async function signInWith(
  page: Page,
  provider: Provider,
  answer: { email?: string; outcome?: Outcome; cancel?: boolean },
) {
  const dialog = page.getByRole('dialog');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: `Accedi con ${provider}` }).click(),
  ]);
  await popup.getByRole('heading', { name: `Accedi con ${provider}` }).waitFor();
  if (answer.cancel) {
    await popup.getByRole('button', { name: 'Annulla' }).click();
  } else {
    if (answer.email) await popup.getByLabel('Email', { exact: true }).fill(answer.email);
    await popup.getByLabel(answer.outcome ?? 'Accesso consentito').check();
    await popup.getByRole('button', { name: 'Continua' }).click();
  }
  if (!popup.isClosed()) await popup.waitForEvent('close');
}

describe.skipIf(!chromiumPath)('social sign-in through the local stand-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the three providers and signs a new person in with each, to complete the registration', async () => {
    for (const provider of ['Google', 'Facebook', 'Apple'] as const) {
      // A context of its own: axe runs only on a context's pages.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await markWelcomeSeen(context);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/login`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Accedi con Apple' }).waitFor();
      if (provider === 'Google')
        expect(await seriousViolations(page, 'login with social buttons')).toEqual([]);
      await signInWith(page, provider, { email: `e2e-${provider.toLowerCase()}-${Date.now()}@example.com` });
      await page.getByRole('heading', { name: 'Completa la registrazione' }).waitFor();
      await context.close();
    }
  });

  it("gives the spec's messages when a provider fails, and nothing when the person cancels", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/login`);
    const dialog = page.getByRole('dialog');
    const email = `e2e-social-fail-${Date.now()}@example.com`;

    await signInWith(page, 'Google', { cancel: true });
    await page.waitForTimeout(300);
    expect(await dialog.getByText(/annullato o fallito|Errore durante/).count()).toBe(0);

    await signInWith(page, 'Google', { email, outcome: 'Errore del fornitore' });
    await dialog.getByText('Login con Google annullato o fallito. Per favore, riprova').waitFor();

    await signInWith(page, 'Apple', { email, outcome: 'Credenziale non valida (rifiutata dal server)' });
    await dialog
      .getByText(
        "Errore durante l'autenticazione con Apple: Accesso con Apple non riuscito. Per favore, riprova",
      )
      .waitFor();

    await signInWith(page, 'Facebook', { email, outcome: 'Credenziale non valida (rifiutata dal server)' });
    await dialog.getByText('Login con Facebook annullato o fallito. Per favore, riprova').waitFor();
    await page.close();
  });
});
