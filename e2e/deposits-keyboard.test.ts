import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './browser';
import { DESKTOP, GUEST, HOST, PHONE, freeDay, gql, request, token, dealJourney } from './deals';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

const sideways = (page: Page) =>
  page.evaluate((max) => document.documentElement.scrollWidth > max, PHONE.width);

/**
 * Presses Tab until `target` has the focus, as someone without a mouse moves through the page: a control
 * it never reaches (or a focus trap keeping it away) fails the journey.
 */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'none');
  throw new Error(`not reached with Tab after ${max} presses (focus on ${focused})`);
}

/** Selects what a focused text field holds and types over it, keys only. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** The demo host's quote with a 30 % deposit paid online for `requestId`, sent beside the browser. */
async function quoteOnline(
  hostToken: string,
  requestId: string,
  ambientLine: string,
  room: string,
  until: string,
) {
  const sent = await gql(
    `mutation($i: SendQuoteInput!) { sendQuote(input: $i) { id } }`,
    {
      i: {
        quoteRequestId: requestId,
        guests: 30,
        lines: [
          { kind: 'AMBIENT', sourceId: ambientLine, label: room, pricing: 'FLAT', unitPriceCents: 120_000 },
        ],
        vatRate: 10,
        vatMode: 'INCLUDED',
        deposit: { percent: 30 },
        depositOnline: true,
        validUntil: until,
      },
    },
    hostToken,
  );
  expect(sent.errors).toBeUndefined();
}

/** The host's account takes deposits: onboarding through the stand-in's page, with the keyboard alone. */
async function onboardByKeyboard(hp: Page, violations: string[]) {
  await hp.goto(`${baseUrl}/dashboard/payments`);
  await hp.getByRole('heading', { name: 'Incassi online della caparra', level: 1 }).waitFor();
  const start = hp.getByRole('button', { name: 'Incassa la caparra online' });
  const active = hp.getByText('Attivi: i clienti pagano la caparra online');
  await Promise.race([start.waitFor(), active.waitFor()]);
  if (await start.count()) {
    await tabTo(hp, start);
    await hp.keyboard.press('Enter');
    await hp.getByRole('heading', { name: 'Attiva i pagamenti online' }).waitFor();
    violations.push(...(await seriousViolations(hp, 'provider onboarding page')));
    await tabTo(hp, hp.getByRole('textbox', { name: "Nome dell'attività" }));
    await typeOver(hp, 'Villa Rosa');
    await tabTo(hp, hp.getByRole('button', { name: "Completa l'attivazione" }));
    await hp.keyboard.press('Enter');
    await hp.waitForURL(/\/dashboard\/payments\?link=done/);
  }
  await active.waitFor({ timeout: 20_000 });
}

describe.skipIf(!chromiumPath)('caparra online with the keyboard alone', () => {
  const deal = dealJourney(chromiumPath!);

  it('the host sets the refund share, the guest accepts and pays on the provider page: Tab, Enter and Space only', async () => {
    const { v, room } = deal;
    const host = await deal.as(HOST, DESKTOP);
    const guest = await deal.as(GUEST, DESKTOP);
    const { page: hp } = host;
    const { page: gp } = guest;
    const violations: string[] = [];
    await onboardByKeyboard(hp, violations);

    const date = await freeDay(v, room.id, 50);
    const req = await request(await token(GUEST), v, room.id, date);
    await quoteOnline(await token(HOST), req.id, req.ambients[0]!.id, room.name, date);

    // The host revises the quote: the share for 8 to 30 days before is a field reached and typed by keys.
    await hp.goto(`${baseUrl}/dashboard/quote-requests/${req.id}`);
    await tabTo(hp, hp.getByRole('button', { name: 'Rivedi preventivo' }));
    await hp.keyboard.press('Space');
    await hp.getByRole('heading', { name: /Nuova versione del preventivo/ }).waitFor();
    const share = hp.getByRole('textbox', { name: /Rimborso della caparra se l’ospite annulla/ });
    expect(await share.inputValue()).toBe('50');
    await tabTo(hp, share);
    await typeOver(hp, '40');
    violations.push(...(await seriousViolations(hp, 'quote editor with the refund share (desktop)')));
    await tabTo(hp, hp.getByRole('button', { name: 'Invia preventivo' }));
    await hp.keyboard.press('Enter');
    await hp.getByRole('region', { name: 'Preventivo della location' }).waitFor();
    await hp.getByText('Rimborso se annulli tra 8 e 30 giorni prima: 40%').waitFor();

    // The guest reads the share on the quote and in the dialog, accepts and pays, keys only.
    await gp.goto(`${baseUrl}/profile/quote-requests/${req.id}`);
    const quote = gp.getByRole('region', { name: 'Preventivo della location' });
    await quote.getByText('Rimborso se annulli tra 8 e 30 giorni prima: 40%').waitFor();
    violations.push(...(await seriousViolations(gp, 'quote with the refund share (desktop)')));
    await tabTo(gp, gp.getByRole('button', { name: 'Accetta preventivo' }));
    await gp.keyboard.press('Enter');
    const dialog = gp.getByRole('alertdialog', { name: 'Accettare il preventivo?' });
    await dialog.getByText('Rimborso se annulli tra 8 e 30 giorni prima: 40%').waitFor();
    violations.push(...(await seriousViolations(gp, 'accept and pay dialog with the refund share')));
    await tabTo(gp, dialog.getByRole('button', { name: 'Accetta e paga la caparra' }));
    await gp.keyboard.press('Enter');

    await gp.getByRole('heading', { name: 'Pagamento di prova' }).waitFor();
    violations.push(...(await seriousViolations(gp, 'deposit payment page')));
    // Every field of the card can be reached (and corrected) before paying.
    for (const name of ['Numero della carta', 'Scadenza (MM/AA)', 'CVC', 'Intestatario (facoltativo)']) {
      await tabTo(gp, gp.getByRole('textbox', { name }), 10);
    }
    await typeOver(gp, 'Giulia Ospite');
    await tabTo(gp, gp.getByRole('button', { name: 'Paga' }), 5);
    await gp.keyboard.press('Enter');
    await gp.waitForURL(/caparra=pagata/);
    await gp.getByText(/Caparra di .* pagata online il/).waitFor({ timeout: 20_000 });
    await gp.getByText('Accettata').first().waitFor();
    expect(violations).toEqual([]);
    // Two people, the provider's pages and a Tab walk through each: longer than one page's journey.
  }, 240_000);

  it('at 360 px the refund share is in the editor, fits and passes axe', async () => {
    const { v, room } = deal;
    const host = await deal.as(HOST, PHONE);
    const { page: hp } = host;
    const date = await freeDay(v, room.id, 70);
    const req = await request(await token(GUEST), v, room.id, date);
    const hostToken = await token(HOST);
    const account = await gql<{ depositAccount: { status: string } }>(
      `{ depositAccount { status } }`,
      {},
      hostToken,
    );
    expect(account.data?.depositAccount.status).toBe('ACTIVE');
    await quoteOnline(hostToken, req.id, req.ambients[0]!.id, room.name, date);
    await hp.goto(`${baseUrl}/dashboard/quote-requests/${req.id}`);
    await tabTo(hp, hp.getByRole('button', { name: 'Rivedi preventivo' }));
    await hp.keyboard.press('Enter');
    await tabTo(hp, hp.getByRole('textbox', { name: /Rimborso della caparra se l’ospite annulla/ }));
    expect(await sideways(hp)).toBe(false);
    expect(await seriousViolations(hp, 'quote editor with the refund share (phone)')).toEqual([]);
  }, 120_000);
});
