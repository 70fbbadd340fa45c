import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './browser';
import {
  CREATE,
  DESKTOP,
  GUEST,
  HOST,
  OTHER,
  PHONE,
  blockedDays,
  freeDay,
  gql,
  request,
  token,
  type Venue,
  dealJourney,
} from './deals';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

/**
 * Another person picks the room and types the day in the location's quote box; resolves to whether the
 * box says the room is not available that day.
 */
async function boxRefusesDay(page: Page, v: Venue, roomName: string, date: string): Promise<boolean> {
  await page.goto(`${baseUrl}/location/${v.slug}`);
  const box = page.getByRole('complementary', { name: 'Compila preventivo' });
  await box.waitFor();
  const room = box.getByRole('checkbox', { name: roomName, exact: true });
  if (!(await room.isChecked())) await room.check({ force: true });
  const [y, m, d] = date.split('-');
  await box.getByRole('spinbutton', { name: /giorno/i }).click();
  await page.keyboard.type(`${d}${m}${y}`);
  await page.keyboard.press('Tab');
  const refusal = box.getByText(`L'ambiente "${roomName}" non è disponibile`);
  await page.waitForTimeout(500);
  return (await refusal.count()) > 0;
}

/** The location's private iCalendar address, made if it has none yet (an existing one is kept). */
async function calendarFeedUrl(hostToken: string, locationId: string): Promise<string> {
  const found = await gql<{ calendarFeed: { url: string } | null }>(
    `query($l: ID!) { calendarFeed(locationId: $l) { url } }`,
    { l: locationId },
    hostToken,
  );
  if (found.data?.calendarFeed) return found.data.calendarFeed.url;
  const made = await gql<{ regenerateCalendarFeed: { url: string } }>(
    `mutation($l: ID!) { regenerateCalendarFeed(locationId: $l) { url } }`,
    { l: locationId },
    hostToken,
  );
  return made.data!.regenerateCalendarFeed.url;
}

/** Whether the feed has a booking (not a host's own block) starting on `date`. */
async function bookedInFeed(url: string, date: string): Promise<boolean> {
  const text = (await (await fetch(url)).text()).replace(/\r\n[ \t]/g, '');
  const start = `DTSTART;VALUE=DATE:${date.replaceAll('-', '')}`;
  return text.split('BEGIN:VEVENT').some((event) => event.includes(start) && /SUMMARY:Prenotato/.test(event));
}

/** [] when the page fits the phone; else the elements that stick out of a parent that fits (to fix them). */
async function sideways(page: Page): Promise<string[]> {
  return page.evaluate((max) => {
    if (document.documentElement.scrollWidth <= max) return [];
    return [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > max + 0.5 &&
          !(el.parentElement!.getBoundingClientRect().right > max + 0.5),
      )
      .slice(0, 8)
      .map((el) => `${el.outerHTML.slice(0, 120)} ends at ${Math.round(el.getBoundingClientRect().right)}px`);
  }, PHONE.width);
}
const price = (page: Page, line: string) =>
  page.getByRole('group', { name: line, exact: true }).getByRole('textbox', { name: 'Prezzo (€)' });

describe.skipIf(!chromiumPath)('the deal: a priced quote, revised, accepted and cancelled', () => {
  const deal = dealJourney(chromiumPath!);

  it('host quotes with a changed price, a free line and a deposit → guest sees it live → revision → accept → day blocked → cancel → day free', async () => {
    const { v, room } = deal;
    const date = await freeDay(v, room.id, 40);
    const guestToken = await token(GUEST);
    const req = await request(guestToken, v, room.id, date);
    const host = await deal.as(HOST, DESKTOP);
    const guest = await deal.as(GUEST, DESKTOP);
    const violations: string[] = [];

    // The guest has the request open while the host answers.
    await guest.page.goto(`${baseUrl}/profile/quote-requests/${req.id}`);
    await guest.page.getByRole('heading', { name: `Preventivo ${req.number}`, level: 1 }).waitFor();
    expect(await guest.page.getByRole('button', { name: 'Accetta preventivo' }).count()).toBe(0);

    const hp = host.page;
    await hp.goto(`${baseUrl}/dashboard/quote-requests/${req.id}`);
    await hp.getByRole('heading', { name: `Preventivo ${req.number}`, level: 1 }).waitFor();
    await hp.getByRole('button', { name: 'Invia preventivo' }).click();
    await hp.getByRole('heading', { name: 'Nuovo preventivo' }).waitFor();
    await price(hp, room.name).fill('1234');
    await hp.getByRole('button', { name: 'Aggiungi SIAE' }).click();
    await price(hp, 'SIAE').fill('150');
    const deposit = hp.getByRole('group', { name: 'Caparra' });
    await deposit.getByText('Percentuale (%)').click();
    await hp.getByRole('textbox', { name: 'Valore della caparra' }).fill('30');
    await hp.getByRole('textbox', { name: 'Valore della caparra' }).blur();
    // 1.234 + 150 = 1.384 €, IVA 10% included; the deposit 30% of it.
    await hp.getByTestId('quote-total').filter({ hasText: '1.384,00 €' }).waitFor();
    violations.push(...(await seriousViolations(hp, 'host quote editor (desktop)')));
    await hp.getByRole('button', { name: 'Invia preventivo' }).click();
    await hp.getByText('Preventivo inviato', { exact: true }).first().waitFor();
    await hp.getByRole('region', { name: 'Preventivo della location' }).waitFor();

    // Live: the guest's open detail shows the quote without a reload.
    const gp = guest.page;
    const quote = gp.getByRole('region', { name: 'Preventivo della location' });
    await quote.waitFor({ timeout: 10_000 });
    await quote.getByText('SIAE').waitFor();
    await quote.getByText('415,20 €, da pagare come concordato').waitFor();
    expect(await quote.getByTestId('quote-total').innerText()).toContain('1.384,00 €');

    // The host writes beside the quote; the guest reads it live and asks for a change in the conversation.
    await hp.getByRole('textbox', { name: 'Messaggio' }).fill('Ecco il preventivo: la SIAE è a parte.');
    await hp.getByRole('button', { name: 'Invia', exact: true }).click();
    await gp
      .getByRole('log', { name: 'Messaggi' })
      .getByText('Ecco il preventivo: la SIAE è a parte.')
      .waitFor({ timeout: 10_000 });
    await gp.getByRole('textbox', { name: 'Messaggio' }).fill('Si può rivedere la SIAE?');
    await gp.getByRole('button', { name: 'Invia', exact: true }).click();
    await hp
      .getByRole('log', { name: 'Messaggi' })
      .getByText('Si può rivedere la SIAE?')
      .waitFor({ timeout: 10_000 });

    // The host revises: SIAE at 200 €; the guest reads version 2 and the history.
    await hp.getByRole('button', { name: 'Rivedi preventivo' }).click();
    await price(hp, 'SIAE').fill('200');
    await price(hp, 'SIAE').blur();
    await hp.getByTestId('quote-total').filter({ hasText: '1.434,00 €' }).waitFor();
    await hp.getByRole('button', { name: 'Invia preventivo' }).click();
    await hp.getByText(/^Versione 2 del/).waitFor();
    await quote.getByText(/^Versione 2 del/).waitFor({ timeout: 10_000 });
    await gp.getByRole('region', { name: 'Versioni precedenti' }).waitFor();
    violations.push(...(await seriousViolations(gp, 'guest quote view (desktop)')));

    await gp.getByRole('button', { name: 'Accetta preventivo' }).click();
    const confirm = gp.getByRole('alertdialog', { name: 'Accettare il preventivo?' });
    await confirm.getByText(/1\.434,00 €/).waitFor();
    violations.push(...(await seriousViolations(gp, 'guest accept dialog (desktop)')));
    await confirm.getByRole('button', { name: 'Sì, accetta' }).click();
    await gp.getByText('Accettata').first().waitFor();

    // Another guest cannot have that room on that day; it is blocked in the location's calendar.
    const other = await gql(
      CREATE,
      { input: { locationId: v.id, ambients: [room.id], services: [], guests: 10, date } },
      await token(OTHER),
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('AMBIENT_UNAVAILABLE');
    expect(await blockedDays(v.id, room.id)).toContain(date);
    // The location's calendar feed (what the host's calendar app reads) shows the booking on that day.
    const feed = await calendarFeedUrl(await token(HOST), v.id);
    expect(await bookedInFeed(feed, date)).toBe(true);
    const third = await deal.as(OTHER, DESKTOP);
    expect(await boxRefusesDay(third.page, v, room.name, date)).toBe(true);

    // The host reads the acceptance live, and could cancel too.
    await hp.getByRole('button', { name: 'Annulla prenotazione' }).waitFor({ timeout: 10_000 });

    await gp.getByRole('button', { name: 'Annulla prenotazione' }).click();
    const cancel = gp.getByRole('dialog', { name: 'Annullare la prenotazione?' });
    await cancel.getByRole('button', { name: 'Sì, annulla' }).click();
    await cancel.getByText("Indica il motivo dell'annullamento").waitFor();
    violations.push(...(await seriousViolations(gp, 'guest cancel dialog (desktop)')));
    await cancel.getByRole('textbox', { name: /Motivo dell'annullamento/ }).fill('Evento rinviato');
    await cancel.getByRole('button', { name: 'Sì, annulla' }).click();
    await gp.getByText("Annullata dall'ospite").first().waitFor();
    expect(await blockedDays(v.id, room.id)).not.toContain(date);
    expect(await bookedInFeed(feed, date)).toBe(false);
    expect(await boxRefusesDay(third.page, v, room.name, date)).toBe(false);
    await hp.getByText("Annullata dall'ospite").first().waitFor({ timeout: 10_000 });

    expect(violations).toEqual([]);
  });

  it('at 360 px, by keyboard: the host writes the quote, the guest reads and accepts it; nothing scrolls sideways', async () => {
    const { v, room } = deal;
    const date = await freeDay(v, room.id, 70);
    const req = await request(await token(GUEST), v, room.id, date);
    const host = await deal.as(HOST, PHONE);
    const guest = await deal.as(GUEST, PHONE);
    const violations: string[] = [];
    const hp = host.page;
    const key = (page: Page, k: string) => page.keyboard.press(k);

    await hp.goto(`${baseUrl}/dashboard/quote-requests/${req.id}`);
    await hp.getByRole('heading', { name: `Preventivo ${req.number}`, level: 1 }).waitFor();
    await hp.getByRole('button', { name: 'Invia preventivo' }).focus();
    await key(hp, 'Enter');
    // The editor takes the focus on its heading; Tab goes on into its fields.
    const heading = hp.getByRole('heading', { name: 'Nuovo preventivo' });
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    await key(hp, 'Tab');
    expect(
      await hp.evaluate(() => !!document.activeElement?.closest('[aria-labelledby="quote-editor-title"]')),
    ).toBe(true);
    const total = hp.getByTestId('quote-total');
    const before = await total.innerText();
    await hp.getByRole('button', { name: 'Aggiungi Torta nuziale' }).focus();
    await key(hp, 'Enter');
    await price(hp, 'Torta nuziale').focus();
    await hp.keyboard.type('300');
    await key(hp, 'Tab');
    await expect.poll(() => total.innerText()).not.toBe(before);
    expect(await sideways(hp)).toEqual([]);
    violations.push(...(await seriousViolations(hp, 'host quote editor (phone)')));
    await hp.getByRole('button', { name: 'Invia preventivo' }).focus();
    await key(hp, 'Enter');
    await hp.getByRole('region', { name: 'Preventivo della location' }).waitFor();
    expect(await sideways(hp)).toEqual([]);

    const gp = guest.page;
    await gp.goto(`${baseUrl}/profile/quote-requests/${req.id}`);
    await gp.getByRole('region', { name: 'Preventivo della location' }).getByText('Torta nuziale').waitFor();
    expect(await sideways(gp)).toEqual([]);
    violations.push(...(await seriousViolations(gp, 'guest quote view (phone)')));
    await gp.getByRole('button', { name: 'Accetta preventivo' }).focus();
    await key(gp, 'Enter');
    const confirm = gp.getByRole('alertdialog', { name: 'Accettare il preventivo?' });
    await confirm.waitFor();
    expect(await sideways(gp)).toEqual([]);
    violations.push(...(await seriousViolations(gp, 'guest accept dialog (phone)')));
    await confirm.getByRole('button', { name: 'Sì, accetta' }).focus();
    await key(gp, 'Enter');
    await gp.getByText('Accettata').first().waitFor();

    // The host calls it off, by keyboard too: the day is free again for the next run.
    await hp.reload();
    await hp.getByRole('button', { name: 'Annulla prenotazione' }).focus();
    await key(hp, 'Enter');
    const cancel = hp.getByRole('dialog', { name: 'Annullare la prenotazione?' });
    await cancel.getByRole('textbox', { name: /Motivo dell'annullamento/ }).focus();
    await hp.keyboard.type('Sala in manutenzione');
    await cancel.getByRole('button', { name: 'Sì, annulla' }).focus();
    await key(hp, 'Enter');
    await hp.getByText('Annullata dalla location').first().waitFor();
    await gp.getByText('Annullata dalla location').first().waitFor({ timeout: 10_000 });
    expect(await sideways(gp)).toEqual([]);
    expect(violations).toEqual([]);
  });
});
