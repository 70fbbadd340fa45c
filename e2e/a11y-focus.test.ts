import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, markWelcomeSeen, seriousViolations } from './browser';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

const DESKTOP = { width: 1280, height: 900 };

/** What has focus: its tag, role, accessible-ish name, and whether it sits in a dialog. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? null,
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().slice(0, 80),
      inDialog: !!el?.closest('[role="dialog"], [role="alertdialog"]'),
    };
  });

/**
 * The focus indicator of the focused element (or of the field box around a focused input): a ring of at
 * least 2 px, at least 3:1 against the element's background and against what surrounds it. Returns what
 * fails, empty when it passes.
 */
const ringProblem = (page: Page) =>
  page.evaluate(() => {
    const rgba = (c: string) => {
      const n = c.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return { r: n[0]!, g: n[1]!, b: n[2]!, a: n[3] ?? 1 };
    };
    const lum = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const contrast = (a: string, b: string) => {
      const [x, y] = [lum(rgba(a)), lum(rgba(b))].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    /** The colour actually behind an element: its own background, else its nearest painted ancestor's. */
    const background = (el: Element | null): string => {
      for (let e = el; e; e = e.parentElement) {
        const bg = getComputedStyle(e).backgroundColor;
        if (rgba(bg).a > 0) return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    const active = document.activeElement;
    if (!active || active === document.body) return 'focus on the body';
    let ringed: Element | null = active;
    for (let i = 0; ringed && i < 3 && getComputedStyle(ringed).outlineStyle === 'none'; i++)
      ringed = ringed.parentElement;
    const label = `${active.tagName.toLowerCase()} "${(active.textContent ?? '').trim().slice(0, 40)}"`;
    if (!ringed || getComputedStyle(ringed).outlineStyle === 'none') return `${label}: no outline`;
    const style = getComputedStyle(ringed);
    if (parseFloat(style.outlineWidth) < 2) return `${label}: outline ${style.outlineWidth}`;
    const own = contrast(style.outlineColor, background(ringed));
    const around = contrast(style.outlineColor, background(ringed.parentElement));
    if (own < 3 || around < 3)
      return `${label}: ${style.outlineColor} is ${own.toFixed(2)}:1 on the element, ${around.toFixed(2)}:1 around`;
    return '';
  });

/** Tabs `n` times, checking every focus indicator met on the way. */
async function tabAndCheck(page: Page, n: number): Promise<string[]> {
  const problems: string[] = [];
  for (let i = 0; i < n; i++) {
    await page.keyboard.press('Tab');
    const problem = await ringProblem(page);
    if (problem) problems.push(problem);
  }
  return problems;
}

const politeText = (page: Page) => page.locator('[data-announcer="polite"]').innerText();

describe.skipIf(!chromiumPath)('keyboard and screen-reader users across the product', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch(chromiumPath!);
    // A context's page, as axe asks for one.
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'it-IT' });
    await markWelcomeSeen(context);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('starts every page with the skip link and gives each route its own title, on the server too', async () => {
    const served = await (await fetch(`${baseUrl}/about-us`)).text();
    expect(served).toContain('<title>Chi siamo · Festalocation</title>');

    await page.goto(`${baseUrl}/`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Vai al contenuto principale' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = (await skip.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'main' });
    expect(page.url()).toBe(`${baseUrl}/`);
    expect(await seriousViolations(page, 'home')).toEqual([]);
    // The focus indicators of the home page, from the top.
    await page.goto(`${baseUrl}/`);
    expect(await tabAndCheck(page, 12)).toEqual([]);
  });

  it("'Cerca' moves focus to the results heading, changes the title and announces it", async () => {
    await page.goto(`${baseUrl}/`);
    const city = page.getByRole('combobox', { name: 'Città' });
    const milano = page.getByRole('option', { name: /^Milano \(MI\)/ });
    // Typed as a person types; on a busy machine the field's own chunk may still be arriving, and a
    // person who sees no suggestions types again.
    await expect
      .poll(
        async () => {
          await city.fill('');
          await city.pressSequentially('Milan');
          return milano.waitFor({ timeout: 3000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await milano.click();
    await page.getByRole('button', { name: 'Cerca' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search/);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.title()).toBe('Risultati della ricerca · Festalocation');
    expect(await politeText(page)).toContain('Risultati della ricerca · Festalocation');
    expect(await tabAndCheck(page, 10)).toEqual([]);

    // A result opened with the keyboard: the location's heading takes focus, its ring checked too.
    await page.getByRole('list', { name: 'Risultati' }).getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/location\//);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await tabAndCheck(page, 8)).toEqual([]);
  });

  it("signs in through the dialog with the keyboard: 'Credenziali non valide' on both fields, then focus and 'Accesso effettuato'", async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Accedi', exact: true }).first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Accedi/ });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const email = dialog.getByLabel('Email');
    const password = dialog.getByLabel('Password', { exact: true });

    await email.focus();
    await page.keyboard.type('nessuno@festalocation.it');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sbagliata!2025');
    await page.keyboard.press('Enter');
    await dialog.getByText('Credenziali non valide').first().waitFor();
    for (const field of [email, password]) {
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const described = (await field.getAttribute('aria-describedby'))!.split(' ');
      const texts = await Promise.all(
        described.map((id) =>
          page
            .locator(`[id="${id}"]`)
            .innerText()
            .catch(() => ''),
        ),
      );
      expect(texts.join(' ')).toContain('Credenziali non valide');
    }
    expect(await page.locator('[data-announcer="assertive"]').innerText()).toContain(
      'Credenziali non valide',
    );

    await email.fill('');
    await email.focus();
    await page.keyboard.type('ospite@festalocation.it');
    await password.fill('');
    await password.focus();
    await page.keyboard.type('Ospite!2025');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body);
    expect(await focused(page)).toMatchObject({ inDialog: false });
    expect(await focused(page)).not.toMatchObject({ tag: 'body' });
    expect(await politeText(page)).toContain('Accesso effettuato');

    // The account menu, opened with the keyboard: its items show the ring, not a faint tint.
    await page.getByRole('button', { name: /^Menu account/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    expect(await ringProblem(page)).toBe('');
    await page.keyboard.press('ArrowDown');
    expect(await ringProblem(page)).toBe('');
    await page.keyboard.press('Escape');
  });

  it('Back closes an open dialog and stays on the page; focus returns to what opened it', async () => {
    await page.goto(`${baseUrl}/about-us`);
    const opener = page.getByRole('button', { name: 'Impostazioni privacy' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseUrl}/about-us`);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Impostazioni privacy');
  });
});
