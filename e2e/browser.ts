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
    return waitUntilLive(page);
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const contextPage = context.newPage.bind(context);
    context.newPage = async () => waitUntilLive(await contextPage());
    return context;
  };
  return browser;
}

/**
 * Public pages arrive server-rendered: visible at once, but inert until the app's code has hydrated them.
 * A person waits for the page to respond; after a load or a reload, so do the journeys.
 */
function waitUntilLive(page: Page): Page {
  // Only the app has a #root; other pages (the dev mailbox) are live as they load.
  const live = () =>
    page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.dataset.ready === 'true',
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await live();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await live();
    return response;
  };
  return page;
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
