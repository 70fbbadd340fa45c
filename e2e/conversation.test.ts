import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, seriousViolations, signedInContext } from './browser';
import { e2eBaseUrl } from './baseUrl';
import { ADMIN, GUEST, HOST } from './people';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The seeded guest sends the seeded host's first location a request, on a day far enough to be free. */
async function newRequest(): Promise<string> {
  const login = (email: string, password: string) =>
    gql<{ login: { token: string; firstLocation: { slug: string } | null } }>(
      `mutation ($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token firstLocation { slug } } }`,
      { e: email, p: password },
    );
  const { slug } = (await login('host@festalocation.it', 'Host!2025')).login.firstLocation!;
  const guest = (await login('ospite@festalocation.it', 'Ospite!2025')).login.token;
  const { location } = await gql<{
    location: { id: string; openingDays: string[]; ambients: { id: string; rentPriceCents: number }[] };
  }>(`query ($s: String!) { location(idOrSlug: $s) { id openingDays ambients { id rentPriceCents } } }`, {
    s: slug,
  });
  // The room with a rent of its own (the dearest): one included in a service would need that service too.
  const room = [...location.ambients].sort((a, b) => b.rentPriceCents - a.rentPriceCents)[0]!;
  // A random day far ahead (each run its own), moved on to one the location opens.
  const WEEK = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
  let day = new Date(Date.now() + (200 + Math.floor(Math.random() * 150)) * 86_400_000);
  while (!location.openingDays.includes(WEEK[day.getUTCDay()]!)) day = new Date(day.getTime() + 86_400_000);
  const created = await gql<{ createQuoteRequest: { id: string } }>(
    `mutation ($i: CreateQuoteRequestInput!) { createQuoteRequest(input: $i) { id } }`,
    {
      i: {
        locationId: location.id,
        ambients: [room.id],
        services: [],
        guests: 20,
        date: day.toISOString().slice(0, 10),
        note: null,
        allergens: null,
      },
    },
    guest,
  );
  return created.createQuoteRequest.id;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.skipIf(!chromiumPath)('the conversation of a quote request, live between two people', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('guest and host write to each other live, with read receipts; phone layout and axe clean', async () => {
    const id = await newRequest();
    const hostCtx = await signedInContext(browser, baseUrl, HOST, { viewport: { width: 1280, height: 900 } });
    // The guest on a small phone: nothing may scroll sideways at 360 px.
    const guestCtx = await signedInContext(browser, baseUrl, GUEST, {
      viewport: { width: 360, height: 740 },
    });
    const host = await hostCtx.newPage();
    const guest = await guestCtx.newPage();
    await host.goto(`${baseUrl}/dashboard/quote-requests/${id}`);
    await guest.goto(`${baseUrl}/profile/quote-requests/${id}`);
    for (const page of [host, guest]) await page.getByRole('heading', { name: 'Messaggi' }).waitFor();

    // The guest writes with the keyboard alone: the labelled box, then Tab to 'Invia'.
    const box = guest.getByRole('textbox', { name: 'Messaggio' });
    await box.focus();
    await guest.keyboard.type('Buongiorno, avete il parcheggio?');
    await guest.getByRole('button', { name: 'Invia', exact: true }).focus();
    await guest.keyboard.press('Enter');
    const guestLog = guest.getByRole('log', { name: 'Messaggi' });
    await guestLog.getByText('Buongiorno, avete il parcheggio?').waitFor();
    await expect.poll(() => box.inputValue()).toBe('');

    // The host sees it without reloading, and reading it tells the guest 'Letto'.
    const hostLog = host.getByRole('log', { name: 'Messaggi' });
    await hostLog.getByText('Buongiorno, avete il parcheggio?').waitFor({ timeout: 5000 });
    await guestLog.getByText('Letto').waitFor({ timeout: 5000 });

    // The host answers; the guest sees it live.
    await host.getByRole('textbox', { name: 'Messaggio' }).fill('Sì, 30 posti auto.');
    await host.getByRole('button', { name: 'Invia', exact: true }).click();
    await guestLog.getByText('Sì, 30 posti auto.').waitFor({ timeout: 5000 });
    await hostLog.getByText('Letto').waitFor({ timeout: 5000 });

    expect(await noSidewaysScroll(guest)).toBe(true);
    expect([
      ...(await seriousViolations(host, 'host request detail')),
      ...(await seriousViolations(guest, 'guest request detail (360 px)')),
    ]).toEqual([]);
    await hostCtx.close();
    await guestCtx.close();
  });

  it('a host on a phone sends a PDF; the guest downloads it, reports it, and the admin dismisses the report', async () => {
    const id = await newRequest();
    const hostCtx = await signedInContext(browser, baseUrl, HOST, { viewport: { width: 360, height: 740 } });
    const guestCtx = await signedInContext(browser, baseUrl, GUEST, {
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const host = await hostCtx.newPage();
    const guest = await guestCtx.newPage();
    await host.goto(`${baseUrl}/dashboard/quote-requests/${id}`);
    await guest.goto(`${baseUrl}/profile/quote-requests/${id}`);
    for (const page of [host, guest]) await page.getByRole('heading', { name: 'Messaggi' }).waitFor();

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');
    const chooser = host.waitForEvent('filechooser');
    await host.getByRole('button', { name: 'Allega foto o PDF' }).click();
    await (await chooser).setFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: pdf });
    await host.getByRole('button', { name: "Rimuovi l'allegato menu.pdf" }).waitFor();
    await host.getByRole('textbox', { name: 'Messaggio' }).fill('Ecco il menu');
    await host.getByRole('button', { name: 'Invia', exact: true }).click();
    expect(await noSidewaysScroll(host)).toBe(true);

    const log = guest.getByRole('log', { name: 'Messaggi' });
    const download = log.getByRole('button', { name: 'Scarica menu.pdf' });
    await download.waitFor({ timeout: 5000 });
    const saved = guest.waitForEvent('download');
    await download.click();
    expect((await saved).suggestedFilename()).toBe('menu.pdf');

    await log.getByRole('button', { name: 'Segnala' }).click();
    const dialog = guest.getByRole('dialog', { name: 'Segnala il messaggio' });
    await dialog.getByRole('textbox', { name: /Motivo della segnalazione/ }).fill('Il file non è un menu');
    await dialog.getByRole('button', { name: 'Invia segnalazione' }).click();
    await log.getByText('Segnalato').waitFor();
    expect(await seriousViolations(host, 'host request detail (360 px) with a file')).toEqual([]);
    await hostCtx.close();
    await guestCtx.close();

    const adminCtx = await signedInContext(browser, baseUrl, ADMIN, {
      viewport: { width: 1280, height: 900 },
    });
    const admin = await adminCtx.newPage();
    await admin.goto(`${baseUrl}/admin/messaggi`);
    await admin.getByRole('heading', { level: 1, name: 'Messaggi segnalati' }).waitFor();
    const card = admin.getByRole('article').filter({ hasText: 'Il file non è un menu' });
    await card.getByText('Ecco il menu').waitFor();
    expect(await seriousViolations(admin, 'admin reported messages')).toEqual([]);
    await card.getByRole('button', { name: 'Archivia segnalazione' }).click();
    await card.waitFor({ state: 'detached' });
    await adminCtx.close();
  });
});
