import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, seriousViolations, signedInContext } from './browser';
import { e2eBaseUrl } from './baseUrl';
import { GUEST } from './people';

/**
 * The demo guest plans a christening with a to-do list made from the 'Battesimo' preset, ticks
 * and renames tasks (saved after a second of quiet, still there after a reload), deletes some, then the
 * list. Accessible on desktop and on a 360 px phone, where nothing scrolls sideways.
 */

const baseUrl = e2eBaseUrl();
const chromiumPath = inject('chromiumPath');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 780 };

/** What sticks out past the right edge (empty when nothing scrolls sideways), to name the culprit. */
const wideElements = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.scrollWidth > window.innerWidth
      ? [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.textContent?.slice(0, 40)}`)
      : [],
  );

/** Waits for the gateway's answer to one operation (the debounced save, a delete). */
const answered = (page: Page, operation: string) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(operation),
  );

describe.skipIf(!chromiumPath)('to-do lists', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
    const context = await signedInContext(browser, baseUrl, GUEST, { viewport: DESKTOP });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('from the Battesimo preset: tick, rename (saved), delete selected tasks, delete the list', async () => {
    await page.goto(`${baseUrl}/todo`);
    await page.getByRole('heading', { level: 1, name: 'To do list' }).waitFor();
    await page.getByRole('heading', { name: 'In corso' }).waitFor();
    expect(await seriousViolations(page, 'lists, desktop')).toEqual([]);

    // One step from the preset: the list with all its tasks, selected, its title focused.
    await page.getByRole('button', { name: /Tipo di evento/ }).click();
    await page.getByRole('option', { name: 'Battesimo' }).click();
    await page.getByRole('button', { name: 'Crea dal modello' }).click();
    await page.waitForURL(/\/todo\/[0-9a-f-]{36}$/);
    const listUrl = page.url();
    const title = page.getByRole('textbox', { name: 'Titolo della lista' });
    await expect.poll(() => title.inputValue()).toBe('Battesimo');
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Le tue liste' });
    await nav
      .getByRole('link', { name: /Battesimo/ })
      .first()
      .waitFor();

    // Tick a task (optimistic), rename another: saved after a second of quiet.
    const first = page.getByRole('checkbox', { name: 'Completata: Scegliere padrino e madrina' });
    const ticked = answered(page, 'UpdateTodoItem');
    await first.check({ force: true });
    await ticked;
    const renamed = answered(page, 'UpdateTodoItem');
    await page
      .getByRole('textbox', { name: 'Attività 2', exact: true })
      .fill('Prenotare la chiesa di San Marco');
    await renamed;
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Attività 2', exact: true }).inputValue())
      .toBe('Prenotare la chiesa di San Marco');
    expect(
      await page.getByRole('checkbox', { name: 'Completata: Scegliere padrino e madrina' }).isChecked(),
    ).toBe(true);
    expect(await seriousViolations(page, 'list, desktop')).toEqual([]);

    // Selection mode: two tasks selected and deleted.
    await page.getByRole('button', { name: 'Seleziona', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Seleziona: Bomboniere e confetti' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Seleziona: Vestina del battesimo' }).check({ force: true });
    const deleted = answered(page, 'DeleteTodoItems');
    await page.getByRole('button', { name: 'Elimina selezionate (2)' }).click();
    await deleted;
    await page
      .getByRole('textbox', { name: /^Attività \d+$/ })
      .first()
      .waitFor();
    const names = await page
      .getByRole('textbox', { name: /^Attività \d+$/ })
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    expect(names).not.toContain('Bomboniere e confetti');
    expect(names).not.toContain('Vestina del battesimo');
    expect(names).toHaveLength(11);

    // A phone: the open list alone, with the way back; nothing sideways; then the lists alone.
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: 'Torna alle liste' }).waitFor();
    expect(await wideElements(page)).toEqual([]);
    expect(await seriousViolations(page, 'list, phone')).toEqual([]);
    await page.getByRole('link', { name: 'Torna alle liste' }).click();
    await page.waitForURL(/\/todo$/);
    await page.getByRole('heading', { name: 'In corso' }).waitFor();
    expect(await wideElements(page)).toEqual([]);
    expect(await seriousViolations(page, 'lists, phone')).toEqual([]);
    await page.setViewportSize(DESKTOP);

    // Delete the list, with the confirmation.
    await page.goto(listUrl);
    await page.getByRole('button', { name: 'Elimina lista' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sei sicuro di voler eliminare questa lista?' });
    await confirm.getByRole('button', { name: 'Annulla' }).waitFor();
    const gone = answered(page, 'DeleteTodoList');
    await confirm.getByRole('button', { name: 'Sì, elimina lista' }).click();
    await gone;
    await page.waitForURL(/\/todo$/);
    await page.reload();
    await page.getByRole('heading', { name: 'In corso' }).waitFor();
    const id = listUrl.split('/').pop()!;
    expect(await page.locator(`a[href="/todo/${id}"]`).count()).toBe(0);
  });

  it("from one of the guest's quote requests: a linked list, shown beside the tasks, then unlinked", async () => {
    await page.goto(`${baseUrl}/profile/quote-requests`);
    await page.locator('a[href^="/profile/quote-requests/"]').first().click();
    await page.waitForURL(/\/profile\/quote-requests\/[0-9a-f-]{36}$/);
    const requestPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Crea una lista di cose da fare' }).click();
    await page.waitForURL(/\/todo\/[0-9a-f-]{36}$/);
    const card = page.getByRole('region', { name: 'Richiesta di preventivo' });
    expect(await card.getByRole('link', { name: 'Vedi richiesta' }).getAttribute('href')).toBe(requestPath);
    // Made from a preset: its tasks are there, and the name says the event and the venue.
    await expect.poll(() => page.getByRole('textbox', { name: /^Attività \d+$/ }).count()).toBeGreaterThan(5);
    expect(await page.getByRole('textbox', { name: 'Titolo della lista' }).inputValue()).toMatch(/ – /);
    expect(await seriousViolations(page, 'linked list, desktop')).toEqual([]);
    await card.getByRole('button', { name: 'Scollega' }).click();
    await page.getByRole('button', { name: /Collega a una richiesta di preventivo/ }).waitFor();
    expect(await card.count()).toBe(0);
  });
});
