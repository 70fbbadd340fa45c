import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, seriousViolations } from './browser';
import {
  DESKTOP,
  GUEST,
  HOST,
  PHONE,
  contextAs,
  dearestRoom,
  freeDay,
  gql,
  request,
  token,
  venue,
  type Venue,
} from './deals';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

// Two people's browsers (headless Chromium says 'HeadlessChrome', which the count leaves out as a bot).
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

interface Totals {
  views: number;
  phoneClicks: number;
  whatsappClicks: number;
  quoteRequests: number;
}
const STATS = `query($l: ID!) { locationStats(locationId: $l, period: MONTH) {
  total { views phoneClicks whatsappClicks quoteRequests } } }`;

async function totals(hostToken: string, locationId: string): Promise<Totals> {
  const res = await gql<{ locationStats: { total: Totals } }>(STATS, { l: locationId }, hostToken);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.locationStats.total;
}

/** A signed-out visitor opens the location's page (server-rendered) in a browser of their own. */
async function visit(browser: Browser, v: Venue, userAgent: string, viewport: typeof DESKTOP) {
  const ctx = await browser.newContext({ userAgent, viewport, locale: 'it-IT' });
  // The WhatsApp link opens wa.me in a new tab: nothing leaves the test machine.
  await ctx.route(/wa\.me|whatsapp/, (r) => r.abort());
  const page = await ctx.newPage();
  await page.goto(`${baseUrl}/location/${v.slug}`);
  await page.getByRole('heading', { level: 1, name: v.name }).waitFor();
  return { ctx, page };
}

/** The summary card of one figure: its value, as the host reads it. */
const card = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

describe.skipIf(!chromiumPath)("the host's statistics", () => {
  let browser: Browser;
  let v: Venue;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
    v = await venue();
  });
  afterAll(async () => {
    for (const ctx of contexts) await ctx.close().catch(() => undefined);
    await browser?.close();
  });

  it('counts views, contact clicks and a request made now, and shows them with charts and tables', async () => {
    const hostToken = await token(HOST);
    const before = await totals(hostToken, v.id);
    // The contacts the page shows ('Chiama', and 'WhatsApp' when the venue has that number).
    const shown = await gql<{ location: { phoneNumber: string | null; whatsapp: string | null } }>(
      `query($s: String!) { location(idOrSlug: $s) { phoneNumber whatsapp } }`,
      { s: v.slug },
    );
    const contacts = [
      ...(shown.data!.location.phoneNumber ? ['Chiama'] : []),
      ...(shown.data!.location.whatsapp ? ['WhatsApp'] : []),
    ];
    expect(contacts, 'the demo venue shows its phone number').toContain('Chiama');

    // One visitor twice (a reload is the same visitor that day), clicking both contacts.
    const first = await visit(browser, v, DESKTOP_UA, DESKTOP);
    contexts.push(first.ctx);
    await first.page.reload();
    await first.page.getByRole('heading', { level: 1, name: v.name }).waitFor();
    for (const name of contacts) {
      const counted = first.page.waitForResponse(
        (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('RecordContactClick'),
      );
      await first.page.getByRole('link', { name, exact: true }).click();
      await counted;
    }
    // Another visitor on a phone; a crawler-like headless browser is left out.
    contexts.push((await visit(browser, v, PHONE_UA, PHONE)).ctx);
    const bot = await browser.newContext();
    contexts.push(bot);
    await (await bot.newPage()).goto(`${baseUrl}/location/${v.slug}`);

    const guestToken = await token(GUEST);
    const room = dearestRoom(v);
    await request(guestToken, v, room.id, await freeDay(v, room.id, 70));

    const after = await totals(hostToken, v.id);
    expect(after).toEqual({
      views: before.views + 2,
      phoneClicks: before.phoneClicks + 1,
      whatsappClicks: before.whatsappClicks + (contacts.includes('WhatsApp') ? 1 : 0),
      quoteRequests: before.quoteRequests + 1,
    });

    const host = await contextAs(browser, HOST, DESKTOP);
    contexts.push(host.ctx);
    const page = host.page;
    const cspViolations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) cspViolations.push(msg.text());
    });
    await page.goto(`${baseUrl}/dashboard/quote-requests`);
    await page.getByRole('link', { name: 'Statistiche' }).click();
    await page.getByRole('heading', { level: 1, name: 'Statistiche' }).waitFor();
    const nf = { format: (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.') };
    await expect
      .poll(() => card(page, 'Visite alla pagina').getByText(nf.format(after.views), { exact: true }).count())
      .toBe(1);
    await expect(
      card(page, "Clic su 'Chiama'").getByText(nf.format(after.phoneClicks), { exact: true }).count(),
    ).resolves.toBe(1);
    await expect(
      card(page, "Clic su 'WhatsApp'").getByText(nf.format(after.whatsappClicks), { exact: true }).count(),
    ).resolves.toBe(1);
    await expect(
      card(page, 'Richieste di preventivo')
        .getByText(nf.format(after.quoteRequests), { exact: true })
        .count(),
    ).resolves.toBe(1);
    // Three charts drawn, with no CSP complaint.
    await expect
      .poll(() => page.locator('figure canvas').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    expect(cspViolations).toEqual([]);
    expect(await seriousViolations(page, 'statistics desktop')).toEqual([]);

    // Keyboard alone: Tab to the first 'Mostra i dati in tabella' and open it; this month's row is there.
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.textContent === 'Mostra i dati in tabella');
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: 'Visite e contatti' });
    await table.waitFor();
    const month = new Intl.DateTimeFormat('it-IT', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Rome',
    }).format(new Date());
    await expect(table.getByRole('rowheader', { name: month }).count()).resolves.toBe(1);
    expect(await seriousViolations(page, 'statistics table')).toEqual([]);

    // By week, from the keyboard too.
    await page.getByRole('radio', { name: 'Mese' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('radio', { name: 'Settimana' }).isChecked()).toBe(true);
    await expect.poll(() => table.getByRole('rowheader', { name: /^settimana del/ }).count()).toBe(52);

    const phone = await contextAs(browser, HOST, PHONE);
    contexts.push(phone.ctx);
    await phone.page.goto(`${baseUrl}/dashboard/stats`);
    await phone.page.getByRole('heading', { level: 1, name: 'Statistiche' }).waitFor();
    await expect
      .poll(() => phone.page.locator('figure canvas').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    for (const summary of await phone.page.getByText('Mostra i dati in tabella').all()) await summary.click();
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no horizontal scroll at 360 px',
    ).toBe(true);
    expect(await seriousViolations(phone.page, 'statistics phone')).toEqual([]);
  }, 300_000);
});
