import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launch, markWelcomeSeen, seriousViolations } from './browser';
import { DESKTOP, HOST, PHONE, contextAs, dearestRoom, gql, token, venue, type Venue } from './deals';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

const sideways = (page: Page) =>
  page.evaluate((max) => document.documentElement.scrollWidth > max, PHONE.width);

/** Two days in a row next month, a Tuesday and a Wednesday (the demo venue is closed on Mondays). */
function nextMonthDays() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 8));
  while (first.getUTCDay() !== 2) first.setUTCDate(first.getUTCDate() + 1);
  const iso = first.toISOString().slice(0, 10);
  const end = new Date(first.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
  const month = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(first);
  return {
    iso,
    end,
    days: [first.getUTCDate(), first.getUTCDate() + 1],
    month,
    year: first.getUTCFullYear(),
  };
}

const dayCell = (scope: Page | Locator, day: number, month: string, year: number) =>
  scope.getByRole('button', { name: new RegExp(`\\b${day} ${month} ${year}\\b`, 'i') }).first();

describe.skipIf(!chromiumPath)('calendari importati: an Airbnb-like calendar closes days to guests', () => {
  let browser: Browser;
  let server: http.Server;
  let icsUrl: string;
  let v: Venue;
  const contexts: BrowserContext[] = [];
  const span = nextMonthDays();

  beforeAll(async () => {
    // The platform's calendar, served by the test: one booking over two nights.
    const basic = (d: string) => d.replaceAll('-', '');
    const body = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//Airbnb//EN',
      'BEGIN:VEVENT',
      'UID:e2e-booking@test',
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${basic(span.iso)}`,
      `DTEND;VALUE=DATE:${basic(span.end)}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    server = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/calendar' }).end(body),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    icsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/airbnb.ics`;
    browser = await launch(chromiumPath!);
    v = await venue();
  });
  afterAll(async () => {
    // Other journeys book this room: the import goes.
    const t = await token(HOST);
    const list = await gql<{ calendarImports: { id: string }[] }>(
      `query($l: ID!) { calendarImports(locationId: $l) { id } }`,
      { l: v.id },
      t,
    );
    for (const i of list.data?.calendarImports ?? [])
      await gql(`mutation($id: ID!) { removeCalendarImport(id: $id) }`, { id: i.id }, t);
    for (const ctx of contexts) await ctx.close().catch(() => undefined);
    await browser?.close();
    await new Promise((r) => server?.close(r));
  });

  it('host imports → guest cannot pick those days → host sees them in the bookings calendar (desktop and 360 px)', async () => {
    const room = dearestRoom(v);
    const host = await contextAs(browser, HOST, DESKTOP);
    contexts.push(host.ctx);
    const hp = host.page;
    const violations: string[] = [];

    // The room's page in the dashboard: 'Calendari importati', by keyboard.
    await hp.goto(new URL(`/dashboard/ambients/${room.id}`, baseUrl).toString());
    const imports = hp.getByRole('region', { name: 'Calendari importati' });
    await imports.waitFor();
    await imports.getByRole('textbox', { name: 'Indirizzo iCal' }).fill(icsUrl);
    await imports.getByRole('button', { name: 'Importa calendario' }).focus();
    await hp.keyboard.press('Enter');
    await hp.getByText('Calendario importato', { exact: true }).first().waitFor();
    await imports.getByText('2 giorni bloccati').waitFor();
    await expect(imports.getByRole('list', { name: 'Calendari importati' }).textContent()).resolves.toContain(
      icsUrl,
    );
    violations.push(...(await seriousViolations(hp, 'calendar imports, desktop')));

    // The guest cannot pick those days for that room.
    const guestContext = await browser.newContext({ viewport: DESKTOP, locale: 'it-IT' });
    contexts.push(guestContext);
    await markWelcomeSeen(guestContext);
    const guest = await guestContext.newPage();
    await guest.goto(new URL(`/location/${v.slug}`, baseUrl).toString());
    const box = guest.getByRole('complementary', { name: 'Compila preventivo' });
    await box.waitFor();
    await box.getByRole('checkbox', { name: new RegExp(room.name) }).check({ force: true });
    await box.locator('[aria-haspopup="dialog"]').first().click();
    const picker = guest.getByRole('dialog');
    await picker
      .getByRole('button', { name: /successivo/i })
      .first()
      .click();
    for (const day of span.days)
      await expect(
        dayCell(picker, day, span.month, span.year).getAttribute('data-unavailable'),
      ).resolves.toBe('true');

    // The host's bookings calendar: next month by keyboard, the imported days named with the room.
    await hp.getByRole('link', { name: 'Calendario prenotazioni' }).click();
    const calendar = hp.getByRole('region', { name: /\d{4}/ });
    await hp.getByRole('heading', { level: 1, name: 'Calendario prenotazioni' }).waitFor();
    await hp.getByRole('button', { name: 'Mese successivo' }).focus();
    await hp.keyboard.press('Enter');
    await hp
      .getByRole('heading', { level: 2, name: new RegExp(`${span.month} ${span.year}`, 'i') })
      .waitFor();
    await calendar.getByText(`${room.name}: importato`).first().waitFor();
    expect(await calendar.getByText(`${room.name}: importato`).count()).toBe(2);
    violations.push(...(await seriousViolations(hp, 'bookings calendar, desktop')));
    // Page Up goes back a month.
    await hp.keyboard.press('PageUp');
    await expect(hp.getByText(`${room.name}: importato`).count()).resolves.toBe(0);

    // At 360 px: the same month by Page Down, no sideways scroll.
    const phone = await contextAs(browser, HOST, PHONE);
    contexts.push(phone.ctx);
    const pp = phone.page;
    await pp.goto(new URL('/dashboard/bookings-calendar', baseUrl).toString());
    await pp.getByRole('heading', { level: 1, name: 'Calendario prenotazioni' }).waitFor();
    await pp.getByRole('button', { name: 'Mese successivo' }).focus();
    await pp.keyboard.press('PageDown');
    await pp.getByText(`${room.name}: importato`).first().waitFor();
    expect(await sideways(pp)).toBe(false);
    violations.push(...(await seriousViolations(pp, 'bookings calendar, 360 px')));
    expect(violations).toEqual([]);
  });
});
