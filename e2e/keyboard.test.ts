import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, markWelcomeSeen, seriousViolations } from './browser';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

/**
 * The guest journey must take at most 40 Tab and arrow presses (80 when it was written). The
 * skip links ('Vai al contenuto principale', 'Vai ai risultati', 'Vai al preventivo'), focus on each new
 * page's heading, the quote box right after the location's heading and the gallery as one Tab stop bring it
 * there; what is left is printed per step (most of it: the quote form's own fields). The host's path has
 * no target of its own: its budget holds today's figure, so a change can only lower it.
 */
const GUEST_TARGET = 40;
const HOST_BUDGET = 14;
/**
 * From 'Richiesta inviata' to the request just sent. Through the header, the account menu, 'Profilo' and
 * the profile's side menu a person took 75 presses; the dialog's 'Vedi le mie richieste' takes today's 5.
 */
const REQUESTS_AFTER_SENDING_BUDGET = 5;

const isCounted = (key: string) => /(^|\+)(Tab|Arrow(Up|Down|Left|Right))$/.test(key);

/**
 * Drives a page with the keyboard alone: every press goes through here, Tab and arrow presses are counted
 * per step, and after each press focus must be somewhere visible.
 */
class Keyboard {
  /** Each step's name, its Tab and arrow presses, and whether they are part of the journey's count. */
  readonly perStep: [string, number, boolean][] = [];
  constructor(private readonly page: Page) {}

  get total() {
    return this.perStep.reduce((sum, [, n, counted]) => sum + (counted ? n : 0), 0);
  }

  /** A new step; a detour the journey doesn't need (trying the heart) is checked but not counted. */
  step(name: string, { counted = true }: { counted?: boolean } = {}) {
    this.perStep.push([name, 0, counted]);
  }

  /** Presses a key; unless told otherwise, focus must then be visible (not the page, with a ring). */
  async press(key: string, { check = true }: { check?: boolean } = {}) {
    if (isCounted(key)) this.perStep[this.perStep.length - 1]![1]++;
    await this.page.keyboard.press(key);
    if (process.env.KB_DEBUG && isCounted(key))
      console.log(
        'DBG',
        this.perStep.at(-1)?.[0],
        key,
        await this.page.evaluate(() => {
          const a = document.activeElement;
          return a
            ? `${a.tagName} ${a.getAttribute('aria-label') ?? (a.textContent ?? '').trim().slice(0, 40)}`
            : 'none';
        }),
      );
    if (check) await this.expectFocusVisible(`${this.perStep.at(-1)?.[0]}: ${key}`);
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  /**
   * Tab (or Shift+Tab, when the target comes earlier in the page) until `target` has focus, as a person
   * would: one press at a time, each counted and checked.
   */
  async tabTo(target: Locator, max = 30) {
    const handle = await target.elementHandle({ timeout: 10_000 });
    for (let i = 0; i <= max; i++) {
      const where = await handle!.evaluate((el) => {
        const active = document.activeElement;
        if (el === active) return 'here';
        if (!active || active === document.body) return 'after';
        return active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING ? 'before' : 'after';
      });
      if (where === 'here') return;
      await this.press(where === 'before' ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`${await target.evaluate((el) => el.outerHTML.slice(0, 120))} not reached in ${max}`);
  }

  /** After a navigation, focus lands on the new page's main heading (ui/a11y's route focus) and shows. */
  async expectOnHeading(where: string) {
    await expect
      .poll(() => this.page.evaluate(() => document.activeElement?.matches('main h1') ?? false), {
        timeout: 10_000,
        message: `${where}: focus on the page's heading`,
      })
      .toBe(true);
    await this.expectFocusVisible(where);
  }

  /**
   * A menu's type-ahead: the first letters of an item move to it (react-aria's menus, as the ARIA
   * practices describe), the way a keyboard user picks from a menu they know.
   */
  async typeTo(target: Locator, letters: string) {
    await this.page.keyboard.type(letters);
    await expect
      .poll(() => target.evaluate((el) => el === document.activeElement || el.hasAttribute('data-focused')))
      .toBe(true);
  }

  /** Arrow key presses (in a menu, a list box) until `target` is the active option. */
  async arrowTo(target: Locator, key: 'ArrowDown' | 'ArrowUp', max = 10) {
    for (let i = 0; i <= max; i++) {
      const active = await target.evaluate(
        (el) =>
          el === document.activeElement ||
          el.id === document.activeElement?.getAttribute('aria-activedescendant') ||
          el.hasAttribute('data-focused'),
      );
      if (active) return;
      await this.press(key);
    }
    throw new Error(`option not reached with ${key}`);
  }

  /**
   * Focus is on an element (not the page) that shows it: an outline or a ring on the element itself, on the
   * react-aria wrapper styled for its focus (a field's frame, a checkbox's box), or, for a date segment, its
   * highlight. A dialog that has just opened holds focus itself; the dialog is the visible indicator.
   */
  async expectFocusVisible(where: string) {
    // react-aria returns focus a frame or two after a popover or dialog has gone: judge where it settles.
    await this.page
      .waitForFunction(() => document.activeElement && document.activeElement !== document.body, undefined, {
        timeout: 500,
      })
      .catch(() => undefined);
    if (process.env.KB_DEBUG)
      console.log(
        'DBG focus at',
        where,
        await this.page.evaluate(() => document.activeElement?.outerHTML.slice(0, 100)),
      );
    const problem = await this.page.evaluate(() => {
      const a = document.activeElement;
      if (!a || a === document.body || a === document.documentElement) return 'focus is on the page body';
      if (a.matches('[role="dialog"], [role="alertdialog"]')) return null;
      const shows = (el: Element) => {
        const r = el.getBoundingClientRect();
        if (r.width < 4 || r.height < 4) return false;
        const s = getComputedStyle(el);
        if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) return true;
        if (s.boxShadow !== 'none') return true;
        return el.matches('[data-focused]') && s.backgroundColor !== 'rgba(0, 0, 0, 0)';
      };
      const candidates: Element[] = [a];
      for (let el = a.parentElement, i = 0; el && i < 4; el = el.parentElement, i++)
        if (el.matches('[data-focus-visible], [data-focus-within], [data-focused]')) candidates.push(el);
      for (const c of [...candidates])
        if (c.matches('[data-focus-visible]')) candidates.push(...c.querySelectorAll('*'));
      if (candidates.some(shows)) return null;
      const name = (a.getAttribute('aria-label') ?? a.textContent ?? '').trim().slice(0, 60);
      return `no visible focus indicator on <${a.tagName.toLowerCase()}> "${name}"`;
    });
    expect.soft(problem, where).toBeNull();
  }

  report(title: string, target?: number) {
    const lines = this.perStep.map(
      ([name, n, counted]) =>
        `  ${String(n).padStart(3)}  ${name}${counted ? '' : ' (a detour, not counted)'}`,
    );
    const goal = target ? ` (target: ${target})` : '';
    console.log(`[keyboard] ${title}: ${this.total} Tab/arrow presses${goal}\n${lines.join('\n')}`);
  }
}

/** Waits for the page's dialogs and popovers to settle (entry or exit animations). */
const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[data-entering], [data-exiting]'));

describe.skipIf(!chromiumPath)('keyboard only', () => {
  let browser: Browser;
  const violations: string[] = [];

  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage() {
    // axe-core needs a page of an explicit context.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
    await markWelcomeSeen(context);
    return context.newPage();
  }
  const axe = async (page: Page, where: string) => violations.push(...(await seriousViolations(page, where)));

  it('guest: sign in → search → location → quote → own requests → notifications', async () => {
    const page = await newPage();
    const k = new Keyboard(page);
    await page.goto(baseUrl + '/');
    // The search fields hydrate with their own chunk; a person waits for the page to respond.
    await page.getByRole('combobox', { name: 'Città' }).waitFor();
    await axe(page, 'home');

    k.step('sign in from the header');
    await k.tabTo(page.getByRole('button', { name: 'Accedi', exact: true }));
    await k.press('Enter');
    const login = page.getByRole('dialog', { name: 'Accedi' });
    await login.waitFor();
    await settled(page);
    await axe(page, 'login dialog');
    await k.tabTo(login.getByLabel('Email'));
    await k.type('ospite@festalocation.it');
    await k.tabTo(login.getByLabel('Password', { exact: true }));
    await k.type('Ospite!2025');
    await k.press('Enter', { check: false });
    await login.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Menu account/ }).waitFor();
    await k.expectOnHeading('after signing in');

    k.step('search from the home bar');
    await k.tabTo(page.getByRole('combobox', { name: 'Città' }));
    await k.type('Milan');
    const milano = page.getByRole('option', { name: /^Milano \(MI\)/ });
    await milano.waitFor();
    await k.arrowTo(milano, 'ArrowDown');
    await k.press('Enter');
    await k.tabTo(page.getByRole('textbox', { name: 'Ospiti' }));
    await k.type('10');
    await k.tabTo(page.getByRole('button', { name: 'Cerca' }));
    await k.press('Enter', { check: false });
    await page.waitForURL(/\/search\?filters=/);
    const results = page.getByRole('list', { name: 'Risultati' });
    const card = results.getByRole('article').first();
    await card.waitFor();
    await page
      .getByRole('group', { name: 'Filtri' })
      .getByRole('button', { name: 'Tipo di attività' })
      .waitFor();
    await k.expectOnHeading('search results');
    await axe(page, 'search results');

    k.step('results: skip to them');
    await k.tabTo(page.getByRole('link', { name: 'Vai ai risultati' }));
    await k.press('Enter');
    const cardLink = card.getByRole('link');
    await expect.poll(() => cardLink.evaluate((el) => el === document.activeElement)).toBe(true);
    const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    // One Tab stop per card: the heart is one arrow away and says its state.
    k.step('results: the heart and back', { counted: false });
    await k.press('ArrowRight');
    await card.getByRole('button', { name: `Aggiungi ai preferiti: ${name}`, pressed: false }).waitFor();
    expect(await card.getByRole('button').evaluate((el) => el === document.activeElement)).toBe(true);
    await k.press('ArrowLeft');
    k.step('results: open the first');
    await k.press('Enter', { check: false });
    await page.waitForURL(/\/location\/[^/]+$/);
    const box = page.getByRole('complementary', { name: 'Compila preventivo' });
    const calendarButton = box.getByRole('button', { name: 'Calendario' });
    await calendarButton.waitFor();
    await k.expectOnHeading('location page');
    await axe(page, 'location');

    k.step('location: skip to the quote, pick the first available date');
    await k.tabTo(page.getByRole('link', { name: 'Vai al preventivo' }));
    await k.press('Enter');
    expect(await calendarButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await k.press('Enter');
    const calendar = page.getByRole('dialog').getByRole('grid');
    await calendar.waitFor();
    await settled(page);
    // The calendar opens on the first day it offers, and only that day is called the first available.
    const first = page.getByRole('button', { name: /Prima data disponibile/ });
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await first.getAttribute('aria-disabled')).toBeNull();
    await axe(page, 'location, calendar open');
    await k.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    await settled(page);
    await k.expectFocusVisible('date picked');
    // The guests of the search bar came along, as the date would.
    expect(await box.getByRole('textbox', { name: 'Ospiti' }).inputValue()).toBe('10');

    k.step('quote: a room and a service, send');
    await k.tabTo(box.getByRole('group', { name: 'Ambienti' }).getByRole('checkbox').first());
    await k.press('Space');
    await k.tabTo(box.getByRole('group', { name: 'Servizi' }).getByRole('checkbox').first());
    await k.press('Space');
    await k.tabTo(box.getByRole('button', { name: 'Invia richiesta' }));
    await k.press('Enter', { check: false });
    const sent = page.getByRole('dialog', { name: 'Richiesta inviata' });
    await sent.waitFor();
    await settled(page);
    await k.expectFocusVisible('Richiesta inviata open');
    await axe(page, 'Richiesta inviata');

    // The dialog offers the way to one's own requests, and the list comes before the profile's side menu.
    k.step("'Richiesta inviata' → 'Vedi le mie richieste'");
    const afterSending = k.total;
    await k.tabTo(sent.getByRole('link', { name: 'Vedi le mie richieste' }));
    await k.press('Enter', { check: false });
    await page.waitForURL(/\/profile\/quote-requests$/);
    // Each row's link names its location and date: the newest is the one just sent.
    const view = page.getByRole('link', {
      name: new RegExp(`^Vedi richiesta: ${name}, \\d{2}/\\d{2}/\\d{4}$`),
    });
    await view.first().waitFor();
    await k.expectOnHeading('own requests');
    await axe(page, 'own requests');

    k.step("'Vedi richiesta'");
    await k.tabTo(view.first());
    expect(k.total - afterSending, "presses from 'Richiesta inviata' to the request").toBeLessThanOrEqual(
      REQUESTS_AFTER_SENDING_BUDGET,
    );

    // A fresh load of the list: its skip link leads to the rows, not into the profile's side menu.
    k.step('own requests reloaded: skip to the content, the first request');
    await page.reload();
    await view.first().waitFor();
    await k.tabTo(page.getByRole('link', { name: 'Vai al contenuto principale' }));
    await k.press('Enter');
    const atContent = k.total;
    await k.tabTo(view.first());
    expect(k.total - atContent, 'Tab presses from the content to the first request').toBe(1);
    await k.press('Enter', { check: false });
    await page.waitForURL(/\/profile\/quote-requests\/[0-9a-f-]{36}$/);
    await page.getByText(name).first().waitFor();
    await k.expectOnHeading('request detail');

    k.step('notifications from the account menu');
    const menu = page.getByRole('button', { name: /^Menu account/ });
    await k.tabTo(menu);
    await k.press('Enter');
    await k.typeTo(page.getByRole('menuitem', { name: /^Notifiche/ }), 'N');
    await k.press('Enter', { check: false });
    await page.waitForURL(/\/notifications$/);
    await page.getByRole('heading', { level: 1, name: 'Notifiche' }).waitFor();
    await k.expectOnHeading('notifications');
    await axe(page, 'notifications');

    k.report('guest journey', GUEST_TARGET);
    await page.context().close();
    expect(violations).toEqual([]);
    expect(k.total).toBeLessThanOrEqual(GUEST_TARGET);
    // Six screens, each with an axe run, one key at a time: about 40 s on a quiet machine, so the default
    // minute leaves no margin when the cores are shared.
  }, 120_000);

  it("host: dashboard → a request → 'Imposta stato' → 'Salva'", async () => {
    violations.length = 0;
    const page = await newPage();
    const k = new Keyboard(page);
    await page.goto(baseUrl + '/');
    await page.getByRole('combobox', { name: 'Città' }).waitFor();

    k.step('sign in from the header');
    await k.tabTo(page.getByRole('button', { name: 'Accedi', exact: true }));
    await k.press('Enter');
    const login = page.getByRole('dialog', { name: 'Accedi' });
    await login.waitFor();
    await k.tabTo(login.getByLabel('Email'));
    await k.type('host@festalocation.it');
    await k.tabTo(login.getByLabel('Password', { exact: true }));
    await k.type('Host!2025');
    await k.press('Enter', { check: false });
    await page.waitForURL(/\/dashboard\/quote-requests$/);
    const fresh = page.getByRole('region', { name: 'Nuove richieste' });
    const view = fresh.getByRole('link', {
      name: /^Vedi richiesta: Preventivo \d+, .+, \d{2}\/\d{2}\/\d{4}$/,
    });
    await view.first().waitFor();
    await k.expectOnHeading('dashboard');
    await axe(page, 'dashboard');

    k.step("dashboard → 'Vedi richiesta'");
    await k.tabTo(view.first(), 40);
    await k.press('Enter', { check: false });
    await page.getByRole('heading', { name: /^Preventivo \d+$/ }).waitFor();
    const status = page.getByRole('button', { name: /Imposta stato/ });
    await status.waitFor();
    await k.expectOnHeading('request detail');
    await axe(page, 'request detail');

    k.step("'Imposta stato' → Accettata → 'Salva'");
    await k.tabTo(status);
    await k.press('Enter');
    const accepted = page.getByRole('option', { name: 'Accettata' });
    await accepted.waitFor();
    await settled(page);
    await axe(page, 'status list open');
    await k.arrowTo(accepted, 'ArrowDown');
    // Focus returns to the select once its list has gone (its exit animation), not on the key press.
    await k.press('Enter', { check: false });
    await accepted.waitFor({ state: 'detached' });
    await settled(page);
    await k.expectFocusVisible('status chosen');
    await k.tabTo(page.getByRole('button', { name: 'Salva' }));
    await k.press('Enter', { check: false });
    await page.getByText('Stato aggiornato con successo').waitFor();
    await k.expectFocusVisible('status saved');
    await axe(page, 'status saved');

    k.report('host journey');
    await page.context().close();
    expect(violations).toEqual([]);
    expect(k.total).toBeLessThanOrEqual(HOST_BUDGET);
  });
});
