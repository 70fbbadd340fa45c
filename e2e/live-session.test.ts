import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { endSessionElsewhere, launch, signInAndSettle } from './browser';
import { e2eBaseUrl } from './baseUrl';

const chromiumPath = inject('chromiumPath');
const baseUrl = e2eBaseUrl();

/** Counts the live sockets the page opens, and waits until the first one is open. */
function socketsOf(page: Page) {
  const opened: string[] = [];
  page.on('websocket', (ws) => opened.push(ws.url()));
  return {
    get count() {
      return opened.length;
    },
    async untilOpen(n = 1) {
      for (let i = 0; i < 100 && opened.length < n; i++) await page.waitForTimeout(100);
      expect(opened.length).toBeGreaterThanOrEqual(n);
    },
  };
}

describe.skipIf(!chromiumPath)('live session', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows "Sessione scaduta" when the server ends the session under an open socket, and stops reconnecting', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const sockets = socketsOf(page);
    await signInAndSettle(page, baseUrl, 'ospite@festalocation.it', 'Ospite!2025');
    await sockets.untilOpen();
    // Ended elsewhere (another device): the page makes no request of its own, only its socket hears it.
    expect(await endSessionElsewhere(page, baseUrl)).toEqual({ data: { logout: true } });
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: 'Sessione scaduta' }).waitFor({ timeout: 10_000 });
    const seen = sockets.count;
    await page.waitForTimeout(4_000);
    expect(sockets.count).toBe(seen);
    await dialog.getByRole('button', { name: 'Va bene' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Accedi', exact: true }).waitFor();

    // Logging out in this tab closes the socket too, and that is no expiry.
    await signInAndSettle(page, baseUrl, 'ospite@festalocation.it', 'Ospite!2025');
    await sockets.untilOpen(seen + 1);
    await page.getByRole('button', { name: /^Menu account/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Accedi', exact: true }).waitFor();
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    await page.close();
  });
});
