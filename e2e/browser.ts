import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

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
 * Every page and context starts with a cookie choice made (all optional categories refused), so the
 * consent banner covers no button a journey clicks; a test about the banner uses `newCleanContext`.
 */
export async function launch(executablePath: string): Promise<Browser> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
  // The service worker is tested by e2e/pwa.test.ts in a profile of its own. Here it stays off unless a
  // test asks for it: otherwise every fresh context installs it and downloads the shell again, which costs
  // CI time and proves nothing new for a journey.
  const noWorker = <T extends { serviceWorkers?: 'allow' | 'block' }>(options?: T) =>
    ({ serviceWorkers: 'block', ...options }) as T;
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(noWorker(options));
    await markWelcomeSeen(page);
    await markCookieChoiceMade(page);
    return waitUntilLive(page);
  };
  const newContext = browser.newContext.bind(browser);
  cleanContexts.set(browser, async (options) => {
    const context = await newContext(noWorker(options));
    const contextPage = context.newPage.bind(context);
    context.newPage = async () => waitUntilLive(await contextPage());
    return context;
  });
  browser.newContext = async (options) => {
    const context = await newContext(noWorker(options));
    await markCookieChoiceMade(context);
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
    // Chromium now and then aborts a reload (net::ERR_ABORTED) when it lands while the page is still
    // settling; a person would press reload again, and so does the journey, once.
    const response = await reload(options).catch((error: unknown) => {
      if (!String(error).includes('ERR_ABORTED')) throw error;
      return goto(page.url(), options);
    });
    await live();
    return response;
  };
  return page;
}

const cleanContexts = new WeakMap<Browser, Browser['newContext']>();

/** A context as a first-time visitor has it: no cookie choice stored (and no welcome seen). */
export function newCleanContext(
  browser: Browser,
  options?: Parameters<Browser['newContext']>[0],
): Promise<BrowserContext> {
  const make = cleanContexts.get(browser);
  if (!make) throw new Error('newCleanContext needs a browser from launch()');
  return make(options);
}

/** A cookie choice as the banner stores it, unless the page has one already (a reload keeps it). */
export async function markCookieChoiceMade(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    try {
      if (localStorage.getItem('festalocation.cookieConsent')) return;
      const consent = { analytics: false, sessionRecording: false, decidedAt: new Date().toISOString() };
      localStorage.setItem('festalocation.cookieConsent', JSON.stringify({ consent }));
    } catch {
      // storage unavailable: the banner shows
    }
  });
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

/** Serious or critical axe-core violations of the page as it is now (open dialogs included), one line each. */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // Let dialogs finish their entry animation: half-transparent text would read as low contrast.
  await page.waitForFunction(() => !document.querySelector('[data-entering]'));
  await page.waitForTimeout(350);
  // …and toasts theirs (a toast fading in is as half-transparent): finite animations only, as spinners and
  // skeletons loop for ever; a page still animating after two seconds is checked as it is.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  // WCAG 2.1 A and AA, plus 'Label in Name' (2.5.3), which axe ships as experimental and so runs only when
  // named: a control's accessible name must contain the text it shows.
  const result = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
    );
}

/**
 * Fills and sends a login dialog already open, whatever opened it (`/login`, 'Diventa HOST', a favourite
 * while signed out…); what to wait for afterwards is the journey's own.
 */
export async function fillSignIn(dialog: Locator, email: string, password: string) {
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/** Fills and sends the login dialog of `/login`; what to wait for afterwards is the journey's own. */
export async function signInThroughDialog(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await fillSignIn(page.getByRole('dialog'), email, password);
}

/** Signs in through `/login` and waits until the dialog has closed on the signed-in page. */
export async function signInAndSettle(page: Page, baseUrl: string, email: string, password: string) {
  await signInThroughDialog(page, baseUrl, email, password);
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/**
 * A context already signed in as `who`, as the login dialog leaves it (a session in the app's storage, a host
 * in the HOST role on their first location), for journeys that are not about signing in: the dialog itself
 * is driven in accounts, create-location, discovery and quote-live. Saves a page load and a form a context.
 */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  who: { email: string; password: string },
  options?: Parameters<Browser['newContext']>[0],
): Promise<BrowserContext> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token firstLocation { id } } }`,
      variables: { e: who.email, p: who.password },
    }),
  });
  const body = (await res.json()) as {
    data?: { login: { token: string | null; firstLocation: { id: string } | null } };
    errors?: unknown;
  };
  const login = body.data?.login;
  if (!login?.token) throw new Error(`no session for ${who.email}: ${JSON.stringify(body.errors)}`);
  const first = login.firstLocation;
  const session = {
    token: login.token,
    role: first ? 'HOST' : 'GUEST',
    selectedLocationId: first?.id ?? null,
  };
  const context = await browser.newContext({ locale: 'it-IT', ...options });
  await markWelcomeSeen(context);
  await context.addInitScript((s) => {
    // Once per context: a later logout in the page must not be undone by the next navigation.
    if (!sessionStorage.getItem('e2e.signedIn')) {
      localStorage.setItem('festalocation.session', JSON.stringify(s));
      sessionStorage.setItem('e2e.signedIn', '1');
    }
  }, session);
  return context;
}

/** Logs the page's session out from elsewhere (another device): the page itself sends nothing. */
export async function endSessionElsewhere(page: Page, baseUrl: string): Promise<unknown> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('festalocation.session')!).token as string,
  );
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'mutation { logout }' }),
  });
  return res.json();
}

/**
 * Links drawn in the browser's own colours (blue, or visited purple) rather than the product's, one line
 * each: an unstyled link is what a page forgot to style.
 */
export async function browserColouredLinks(page: Page, where: string): Promise<string[]> {
  const found = await page.locator('a[href]').evaluateAll((links) =>
    links
      .filter((a) => (a as HTMLElement).offsetParent !== null)
      .map((a) => [a.textContent?.trim().slice(0, 40) ?? '', getComputedStyle(a).color] as const)
      .filter(([, color]) => color === 'rgb(0, 0, 238)' || color === 'rgb(85, 26, 139)'),
  );
  return found.map(([text, color]) => `${where}: «${text}» ${color}`);
}
