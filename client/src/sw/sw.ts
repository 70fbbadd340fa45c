/// <reference lib="webworker" />
/**
 * The service worker, built by the client build into `dist/client/sw.js` (client/pwa/plugin.ts) with the
 * list of the shell's files. Pages: network first, the last copy of that page when offline (marked, so the
 * app says it is a saved copy), else the offline page. The shell's hashed files: from the device. GraphQL
 * and every other request are never answered here: data is fresh from the server or visibly absent.
 */
import {
  MAX_MEDIA,
  MAX_PAGES,
  MEDIA_CACHE,
  OFFLINE_URL,
  PAGES_CACHE,
  SAVED_AT_HEADER,
  assetsIn,
  markOfflineCopy,
  readPush,
  requestKind,
} from './caches';

declare const self: ServiceWorkerGlobalScope;
/** Injected by the build: the shell's files and a version that changes with them. */
declare const __PRECACHE__: string[];
declare const __VERSION__: string;

const SHELL_CACHE = `fl-shell-${__VERSION__}`;
/** Hashed files loaded later (a page's code): kept per version, like the shell. */
const ASSETS_CACHE = `fl-assets-${__VERSION__}`;
const KEEP = new Set([SHELL_CACHE, ASSETS_CACHE, PAGES_CACHE, MEDIA_CACHE]);

self.addEventListener('install', (event) => {
  // No skipWaiting: a new version waits until the open pages are closed, so a page never loses the
  // files of its own version halfway (its lazy pages stay in the old caches until then).
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll([...__PRECACHE__, OFFLINE_URL])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Pages are requested while the worker starts, not after: being network-first costs no delay.
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith('fl-') && !KEEP.has(n)).map((n) => caches.delete(n)),
      );
      // The page that installed the worker loaded before it: saved now with the code it preloads, so it
      // too is there offline.
      const windows = await self.clients.matchAll({ type: 'window' });
      await Promise.all(windows.map((w) => savePageAndCode(w.url).catch(() => undefined)));
      // Only the first install takes the open pages over; an update activates when they are gone anyway.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const kind = requestKind(new URL(request.url), self.location.origin, request.mode);
  if (kind === 'page') event.respondWith(page(event));
  else if (kind === 'asset') event.respondWith(asset(request));
  else if (kind === 'media') event.respondWith(media(event));
});

async function page(event: FetchEvent): Promise<Response> {
  try {
    // The navigation preload, sent while the worker started (when the browser supports it).
    const preloaded = (await event.preloadResponse) as Response | undefined;
    const res = preloaded ?? (await fetch(event.request));
    if (res.ok && res.type === 'basic' && isHtml(res))
      event.waitUntil(savePage(event.request.url, res.clone()));
    return res;
  } catch {
    const saved = await (await caches.open(PAGES_CACHE)).match(event.request, { ignoreVary: true });
    if (saved) {
      const savedAt = Number(saved.headers.get(SAVED_AT_HEADER)) || Date.now();
      return new Response(markOfflineCopy(await saved.text(), savedAt), { headers: htmlHeaders(saved) });
    }
    return (await caches.match(OFFLINE_URL)) ?? Response.error();
  }
}

async function savePageAndCode(url: string) {
  if (requestKind(new URL(url), self.location.origin, 'navigate') !== 'page') return;
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok || !isHtml(res)) return;
  const html = await res.clone().text();
  await savePage(url, res);
  const code = assetsIn(html).filter((a) => !__PRECACHE__.includes(a));
  if (code.length) await (await caches.open(ASSETS_CACHE)).addAll(code);
}

async function savePage(url: string, res: Response) {
  if (!res.ok || !isHtml(res)) return;
  const headers = htmlHeaders(res);
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  const copy = new Response(await res.text(), { headers });
  const cache = await caches.open(PAGES_CACHE);
  // Deleted first so the page moves to the end of the cache's order: the newest are kept.
  await cache.delete(url);
  await cache.put(url, copy);
  await trim(cache, MAX_PAGES);
}

/** Only what the page needs: its type and its policy (whose style nonce the saved HTML carries). */
function htmlHeaders(res: Response): Headers {
  const headers = new Headers({ 'content-type': res.headers.get('content-type') ?? 'text/html' });
  const csp = res.headers.get('content-security-policy');
  if (csp) headers.set('content-security-policy', csp);
  const saved = res.headers.get(SAVED_AT_HEADER);
  if (saved) headers.set(SAVED_AT_HEADER, saved);
  return headers;
}

const isHtml = (res: Response) => (res.headers.get('content-type') ?? '').includes('text/html');

/** Hashed names never change content: the device's copy when there is one. */
async function asset(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const res = await fetch(request);
  if (res.ok) {
    const copy = res.clone();
    void caches.open(ASSETS_CACHE).then((c) => c.put(request, copy));
  }
  return res;
}

/** Images: the network first (an edited photo shows at once), the last copy offline. */
async function media(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(MEDIA_CACHE);
  try {
    const res = await fetch(event.request);
    if (res.ok && res.type === 'basic') {
      const copy = res.clone();
      event.waitUntil(cache.put(event.request, copy).then(() => trim(cache, MAX_MEDIA)));
    }
    return res;
  } catch (err) {
    const saved = await cache.match(event.request);
    if (saved) return saved;
    throw err;
  }
}

async function trim(cache: Cache, max: number) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)));
}

self.addEventListener('push', (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json();
  } catch {
    payload = { body: event.data?.text() };
  }
  const shown = readPush(payload, self.location.origin);
  event.waitUntil(
    self.registration.showNotification(shown.title, {
      body: shown.body,
      icon: '/icons/icon-192.png',
      lang: 'it',
      tag: shown.tag,
      data: { link: shown.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string } | null)?.link ?? '/notifications';
  const url = new URL(link, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      // An open window of the app goes to the link (the app's router takes it from there); else a new one.
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        await (focused.navigate(url) ?? Promise.resolve(null));
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
