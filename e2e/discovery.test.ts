import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fillSignIn, launch, markWelcomeSeen, seriousViolations } from './browser';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

/** No serious or critical axe-core violation on the page as it is now. */
async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page, where)).toEqual([]);
}

/**
 * How far the page has moved by itself so far (the sum of layout shifts without recent input, as CLS
 * counts them). Layout-shift entries are buffered, so reading them after load sees the whole load.
 */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!e.hadRecentInput) total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback; none at all means no callback.
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** The search bar's fields without a visible label, or whose box is out of line with its row's. */
const misalignedFilters = (page: Page) =>
  page.getByRole('group', { name: 'Filtri' }).evaluate((bar) => {
    const shown = (el: Element) => el.getBoundingClientRect().height > 0;
    const cells = [...bar.children].filter(shown).map((cell) => {
      const label = [...cell.querySelectorAll('label')].find(shown);
      // The box's bottom: the lowest of the field's own controls (its input, its buttons).
      const controls = [...cell.querySelectorAll('input, button')].filter(shown);
      const bottom = Math.max(...controls.map((el) => Math.round(el.getBoundingClientRect().bottom)));
      return { name: label?.textContent ?? cell.textContent ?? '', labelled: !!label, bottom };
    });
    const problems = cells.filter((c) => !c.labelled).map((c) => `no label: ${c.name}`);
    const rows: (typeof cells)[] = [];
    for (const c of cells) {
      const row = rows.find((r) => Math.abs(r[0]!.bottom - c.bottom) < 24);
      if (row) row.push(c);
      else rows.push([c]);
    }
    for (const row of rows)
      for (const c of row)
        if (Math.abs(c.bottom - row[0]!.bottom) > 2)
          problems.push(`${c.name}: box ends at ${c.bottom}, its row at ${row[0]!.bottom}`);
    return problems;
  });

describe.skipIf(!chromiumPath)('guest discovery journey', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('home → search with filters → chip → more results → location → lightbox → room → favourite → Preferiti', async () => {
    // axe-core needs a page of an explicit context.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
    await markWelcomeSeen(context);
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    await page.getByRole('region', { name: 'Location in evidenza' }).getByRole('link').first().waitFor();
    await expectAccessible(page, 'home');

    // Typed into once the page is live (the server's HTML shows the same fields, inert until then).
    await page.waitForSelector('html[data-ready="true"]');
    await page.getByRole('combobox', { name: 'Città' }).fill('Milan');
    await page.getByRole('option', { name: /^Milano \(MI\)/ }).click();
    await page.getByRole('textbox', { name: 'Ospiti' }).fill('10');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await page.waitForURL(/\/search\?filters=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filters')!)).toEqual({
      city: 'Milano',
      guests: 10,
    });

    const results = page.getByRole('list', { name: 'Risultati' });
    const cards = results.getByRole('article');
    await cards.first().waitFor();
    const inMilano = await cards.count();
    expect(inMilano).toBeLessThanOrEqual(12);
    await expectAccessible(page, 'search');

    // Removing the city chip widens the search; the URL (the state) follows.
    await page.getByRole('button', { name: 'Rimuovi Milano' }).click();
    await page.waitForURL((u) => !decodeURIComponent(u.search).includes('Milano'));
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Risultati"] article').length === 12,
    );

    // Scrolling to the end loads the next page of 12.
    await page.mouse.wheel(0, 20_000);
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Risultati"] article').length > 12,
    );
    const names = await results.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(new Set(names).size).toBe(names.length);

    // Back to the first card: open the location.
    await page.mouse.wheel(0, -40_000);
    const first = cards.first().getByRole('link');
    const name = (await cards.first().getByRole('heading', { level: 3 }).innerText()).trim();
    await first.click();
    await page.waitForURL(/\/location\/[^/]+$/);
    const slug = new URL(page.url()).pathname.split('/')[2]!;
    await page
      .getByRole('heading', { level: 1, name: new RegExp(`^${name}: .* ideale a .* per il tuo evento$`) })
      .waitFor();
    expect(await page.title()).toMatch(/ideale a .* per il tuo evento$/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(`/location/${slug}`);
    await expectAccessible(page, 'location');

    // Gallery lightbox: its code comes only when a photo is opened; full screen on a dark ground, the photo
    // large; next, then Escape returns to the tile.
    const lightboxCode = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => /\/assets\/Lightbox-[^/]*\.js$/.test(r.name)),
      );
    expect(await lightboxCode()).toBe(false);
    const tile = page.getByRole('button', { name: 'Apri la foto 1' });
    await tile.click();
    const lightbox = page.getByRole('dialog', { name: 'Foto' });
    await lightbox.waitFor();
    expect(await lightboxCode()).toBe(true);
    const counter = lightbox.getByText(/^Foto 1 di \d+$/);
    await counter.waitFor();
    await expectAccessible(page, 'lightbox');
    const photo = lightbox.getByRole('img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const look = await photo.evaluate((img) => {
      const box = img.getBoundingClientRect();
      const dialog = img.closest('[role="dialog"]')!.getBoundingClientRect();
      let el: Element | null = img;
      let ground = 'rgba(0, 0, 0, 0)';
      while (el && ground === 'rgba(0, 0, 0, 0)') {
        ground = getComputedStyle(el.parentElement ?? el).backgroundColor;
        el = el.parentElement;
      }
      return { width: box.width, height: box.height, dialog: [dialog.width, dialog.height], ground };
    });
    expect(look.dialog).toEqual([1280, 900]);
    expect(Math.max(look.width / 1280, look.height / 900)).toBeGreaterThan(0.7);
    const [r, g, b] = look.ground.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(90);
    await lightbox.getByRole('button', { name: 'Foto successiva' }).click();
    await lightbox.getByText(/^Foto 2 di \d+$/).waitFor();
    await page.keyboard.press('ArrowRight');
    await lightbox.getByText(/^Foto 3 di \d+$/).waitFor();
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    await expect.poll(() => tile.evaluate((el) => el === document.activeElement)).toBe(true);

    // Room detail opens as a modal on its own URL; closing returns to the page.
    const rooms = page.getByRole('table').first();
    const room = rooms.getByRole('button').first();
    const roomName = (await room.innerText()).trim();
    await room.click();
    await page.waitForURL(new RegExp(`/location/${slug}/ambient/[^/]+$`));
    const detail = page.getByRole('dialog', { name: roomName });
    await detail.waitFor();
    await expectAccessible(page, 'room detail');
    await detail.getByRole('button', { name: 'Chiudi' }).click();
    await page.waitForURL(new RegExp(`/location/${slug}(\\?[^/]*)?$`));

    // Favourite while signed out → guest login dialog; sign in, then favourite.
    const heart = page.getByRole('button', { name: `Aggiungi ai preferiti: ${name}` });
    await heart.click();
    const login = page.getByRole('dialog');
    await fillSignIn(login, 'ospite@festalocation.it', 'Ospite!2025');
    await login.waitFor({ state: 'detached' });
    // Signing in as a guest lands on the home page (the sign-in rule); come back to the location.
    await page.goto(`${baseUrl}/location/${slug}`);
    await heart.click();
    await page.getByRole('button', { name: `Rimuovi dai preferiti: ${name}`, pressed: true }).waitFor();

    await page.goto(baseUrl + '/favorites');
    await page.getByRole('heading', { level: 1, name: 'Preferiti' }).waitFor();
    await page.getByRole('heading', { level: 3, name }).waitFor();
    await expectAccessible(page, 'favorites');
    await context.close();
  });

  it('desktop: the filter bar and the quote box appear without moving the server-rendered page', async () => {
    // The server renders one page for every viewport; a desktop then fills in the parts it shows at once
    // (the filter bar, the quote form). The space for them is held from the first paint.
    for (const width of [1280, 800]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${baseUrl}/search`);
      await page
        .getByRole('group', { name: 'Filtri' })
        .getByRole('button', { name: 'Tipo di attività' })
        .waitFor();
      const first = page.getByRole('list', { name: 'Risultati' }).getByRole('article').first();
      await first.waitFor();
      expect(await layoutShift(page), `/search at ${width}px`).toBeLessThan(0.01);
      // Every field of the bar, the two pickers included, has a visible label above its box, and the
      // boxes of a row line up.
      expect(await misalignedFilters(page), `/search bar at ${width}px`).toEqual([]);
      const slug = new URL(
        await first
          .getByRole('link')
          .first()
          .evaluate((a) => (a as HTMLAnchorElement).href),
      ).pathname.split('/')[2]!;
      await page.goto(`${baseUrl}/location/${slug}`);
      await page
        .getByRole('complementary', { name: 'Compila preventivo' })
        .getByRole('textbox', { name: 'Ospiti' })
        .waitFor();
      expect(await layoutShift(page), `location page at ${width}px`).toBeLessThan(0.01);

      // Photos that fail to load show their alt text in quiet boxes; the page keeps its shape.
      await page.route('**/media/**', (route) => route.fulfill({ status: 404, body: '' }));
      await page.reload();
      await page
        .getByRole('complementary', { name: 'Compila preventivo' })
        .getByRole('textbox', { name: 'Ospiti' })
        .waitFor();
      expect(await layoutShift(page), `location page with broken photos at ${width}px`).toBeLessThan(0.01);
      await page.close();
    }
  });

  it('shows the welcome slideshow once, skippable, and the not-found text', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    const welcome = page.getByRole('dialog', { name: 'Benvenuto su Festalocation' });
    await welcome.waitFor();
    await welcome.getByRole('button', { name: 'Avanti' }).click();
    await page
      .getByRole('dialog', { name: 'Cerca la location giusta' })
      .getByRole('button', { name: 'Salta' })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('region', { name: 'Location in evidenza' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.goto(baseUrl + '/location/non-esiste-proprio');
    await page.getByText('Location non trovata').waitFor();
    await context.close();
  });
});
