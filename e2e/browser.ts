import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Pages from `browser.newPage()` start with the welcome slideshow already seen, so journeys that are not
 * about it are not blocked by its dialog. A test about the slideshow uses `browser.newContext()` instead.
 */
export async function launch(executablePath: string): Promise<Browser> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await markWelcomeSeen(page);
    return page;
  };
  return browser;
}

/** For journeys in their own contexts (two people at once) that are not about the welcome slideshow. */
export async function markWelcomeSeen(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    try {
      localStorage.setItem('festalocation.welcome', JSON.stringify({ seen: true }));
    } catch {
      // storage unavailable: nothing to skip
    }
  });
}
