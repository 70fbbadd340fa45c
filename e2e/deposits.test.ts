import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './browser';
import { DESKTOP, GUEST, HOST, PHONE, blockedDays, freeDay, gql, request, token, dealJourney } from './deals';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

const sideways = (page: Page) =>
  page.evaluate((max) => document.documentElement.scrollWidth > max, PHONE.width);

/** The guest pays on the provider's page (the stand-in's, with the test card prefilled) and comes back. */
async function payOnProviderPage(page: Page, violations: string[]) {
  await page.getByRole('heading', { name: 'Pagamento di prova' }).waitFor();
  await page.getByText('Caparra').first().waitFor();
  violations.push(...(await seriousViolations(page, 'deposit payment page')));
  await page.getByRole('button', { name: 'Paga' }).click();
  await page.waitForURL(/caparra=pagata/);
}

describe.skipIf(!chromiumPath)(
  'caparra online: the guest pays the deposit to the host when accepting',
  () => {
    const deal = dealJourney(chromiumPath!);

    it('host enables online payments → quote with a 30 % deposit paid online → confirmed for both → cancelled 40 days before: all back; 5 days before: nothing', async () => {
      const { v, room } = deal;
      const host = await deal.as(HOST, DESKTOP);
      const guest = await deal.as(GUEST, DESKTOP);
      const violations: string[] = [];
      const hp = host.page;
      const gp = guest.page;

      // 'Pagamenti' in the dashboard: the provider's onboarding, then the account's state in words.
      await hp.goto(`${baseUrl}/dashboard/payments`);
      await hp.getByRole('heading', { name: 'Incassi online della caparra', level: 1 }).waitFor();
      violations.push(...(await seriousViolations(hp, 'payments section (desktop)')));
      const start = hp.getByRole('button', { name: 'Incassa la caparra online' });
      if (await start.count()) {
        await start.click();
        await hp.getByRole('heading', { name: 'Attiva i pagamenti online' }).waitFor();
        violations.push(...(await seriousViolations(hp, 'provider onboarding page')));
        await hp.getByRole('textbox', { name: "Nome dell'attività" }).fill('Villa Rosa');
        await hp.getByRole('button', { name: "Completa l'attivazione" }).click();
        await hp.waitForURL(/\/dashboard\/payments\?link=done/);
      }
      await hp.getByText('Attivi: i clienti pagano la caparra online').waitFor({ timeout: 20_000 });
      await hp.getByRole('link', { name: /Apri la dashboard di Stripe/ }).waitFor();

      // The host quotes a request 40+ days ahead with a 30 % deposit, paid online.
      const guestToken = await token(GUEST);
      const date = await freeDay(v, room.id, 41);
      const req = await request(guestToken, v, room.id, date);
      await hp.goto(`${baseUrl}/dashboard/quote-requests/${req.id}`);
      await hp.getByRole('button', { name: 'Invia preventivo' }).click();
      await hp.getByRole('heading', { name: 'Nuovo preventivo' }).waitFor();
      await hp.getByRole('group', { name: 'Caparra' }).getByText('Percentuale (%)').click();
      await hp.getByRole('textbox', { name: 'Valore della caparra' }).fill('30');
      await hp.getByRole('textbox', { name: 'Valore della caparra' }).blur();
      await hp.getByRole('checkbox', { name: /paga la caparra online con carta/ }).check({ force: true });
      violations.push(...(await seriousViolations(hp, 'quote editor with the online deposit (desktop)')));
      await hp.getByRole('button', { name: 'Invia preventivo' }).click();
      await hp.getByRole('region', { name: 'Preventivo della location' }).waitFor();

      // The guest accepts and pays with the test card; both read the booking confirmed.
      await gp.goto(`${baseUrl}/profile/quote-requests/${req.id}`);
      const quote = gp.getByRole('region', { name: 'Preventivo della location' });
      await quote.getByText(/da pagare online con carta accettando il preventivo/).waitFor();
      await gp.getByRole('button', { name: 'Accetta preventivo' }).click();
      const dialog = gp.getByRole('alertdialog', { name: 'Accettare il preventivo?' });
      await dialog.getByText(/paghi ora con carta la caparra/).waitFor();
      violations.push(...(await seriousViolations(gp, 'accept and pay dialog (desktop)')));
      await dialog.getByRole('button', { name: 'Accetta e paga la caparra' }).click();
      await payOnProviderPage(gp, violations);
      await gp.getByText(/Caparra di .* pagata online il/).waitFor({ timeout: 20_000 });
      await gp.getByText('Accettata').first().waitFor();
      expect(await blockedDays(v.id, room.id)).toContain(date);
      // The host's open page learns it live.
      await hp.getByRole('button', { name: 'Annulla prenotazione' }).waitFor({ timeout: 15_000 });
      await hp.getByText(/Caparra di .* pagata online il/).waitFor();

      // 40+ days before the event the guest cancels: the whole deposit comes back.
      await gp.getByRole('button', { name: 'Annulla prenotazione' }).click();
      const cancel = gp.getByRole('dialog', { name: 'Annullare la prenotazione?' });
      await cancel.getByRole('textbox', { name: /Motivo dell'annullamento/ }).fill('Evento rinviato');
      await cancel.getByRole('button', { name: 'Sì, annulla' }).click();
      await gp.getByText("Annullata dall'ospite").first().waitFor();
      await expect
        .poll(
          async () => {
            await gp.reload();
            return gp.getByText(/Rimborso della caparra: .*\(rimborsati .*\)/).count();
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toBe(1);
      const refund = await gp.getByText(/Rimborso della caparra/).innerText();
      const paid = /Caparra di (.*) pagata/.exec(await gp.getByText(/Caparra di .* pagata/).innerText())![1]!;
      expect(refund).toBe(`Rimborso della caparra: ${paid} (rimborsati ${paid})`);
      expect(await blockedDays(v.id, room.id)).not.toContain(date);

      // A second booking, 5 days ahead, paid then cancelled by the guest: nothing comes back.
      const soon = await freeDay(v, room.id, 3, 4);
      const second = await request(guestToken, v, room.id, soon);
      const hostToken = await token(HOST);
      const sent = await gql(
        `mutation($i: SendQuoteInput!) { sendQuote(input: $i) { id } }`,
        {
          i: {
            quoteRequestId: second.id,
            guests: 30,
            lines: [
              {
                kind: 'AMBIENT',
                sourceId: second.ambients[0]!.id,
                label: room.name,
                pricing: 'FLAT',
                unitPriceCents: 100_000,
              },
            ],
            vatRate: 10,
            vatMode: 'INCLUDED',
            deposit: { percent: 30 },
            depositOnline: true,
            validUntil: soon,
          },
        },
        hostToken,
      );
      expect(sent.errors).toBeUndefined();
      await gp.goto(`${baseUrl}/profile/quote-requests/${second.id}`);
      await gp.getByRole('button', { name: 'Accetta preventivo' }).click();
      await gp.getByRole('alertdialog').getByRole('button', { name: 'Accetta e paga la caparra' }).click();
      await payOnProviderPage(gp, violations);
      await gp
        .getByText('Caparra di 300,00 € pagata online il', { exact: false })
        .waitFor({ timeout: 20_000 });
      await gp.getByRole('button', { name: 'Annulla prenotazione' }).click();
      const cancelSoon = gp.getByRole('dialog', { name: 'Annullare la prenotazione?' });
      await cancelSoon.getByRole('textbox', { name: /Motivo dell'annullamento/ }).fill('Imprevisto');
      await cancelSoon.getByRole('button', { name: 'Sì, annulla' }).click();
      await gp.getByText(/Caparra non rimborsata/).waitFor({ timeout: 10_000 });
      expect(await gp.getByText(/Rimborso della caparra/).count()).toBe(0);

      expect(violations).toEqual([]);
    });

    it('at 360 px: the payments section and a quote with an online deposit fit, with no serious axe finding', async () => {
      const { v, room } = deal;
      const host = await deal.as(HOST, PHONE);
      const hp = host.page;
      const violations: string[] = [];
      await hp.goto(`${baseUrl}/dashboard/payments`);
      await hp.getByRole('heading', { name: 'Incassi online della caparra', level: 1 }).waitFor();
      expect(await sideways(hp)).toBe(false);
      violations.push(...(await seriousViolations(hp, 'payments section (phone)')));

      const guestToken = await token(GUEST);
      const date = await freeDay(v, room.id, 80);
      const req = await request(guestToken, v, room.id, date);
      const account = await gql<{ depositAccount: { status: string } }>(
        `{ depositAccount { status } }`,
        {},
        await token(HOST),
      );
      const online = account.data?.depositAccount.status === 'ACTIVE';
      await gql(
        `mutation($i: SendQuoteInput!) { sendQuote(input: $i) { id } }`,
        {
          i: {
            quoteRequestId: req.id,
            guests: 30,
            lines: [
              {
                kind: 'AMBIENT',
                sourceId: req.ambients[0]!.id,
                label: room.name,
                pricing: 'FLAT',
                unitPriceCents: 150_000,
              },
            ],
            vatRate: 22,
            vatMode: 'EXCLUDED',
            deposit: { percent: 30 },
            depositOnline: online,
            validUntil: date,
          },
        },
        await token(HOST),
      );
      const guest = await deal.as(GUEST, PHONE);
      const gp = guest.page;
      await gp.goto(`${baseUrl}/profile/quote-requests/${req.id}`);
      await gp.getByRole('region', { name: 'Preventivo della location' }).waitFor();
      expect(await sideways(gp)).toBe(false);
      violations.push(...(await seriousViolations(gp, 'quote with a deposit (phone)')));
      await gp.getByRole('button', { name: 'Accetta preventivo' }).click();
      await gp.getByRole('alertdialog', { name: 'Accettare il preventivo?' }).waitFor();
      expect(await sideways(gp)).toBe(false);
      violations.push(...(await seriousViolations(gp, 'accept dialog (phone)')));
      expect(violations).toEqual([]);
    });
  },
);
