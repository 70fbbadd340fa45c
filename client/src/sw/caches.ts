/**
 * What the service worker (`sw.ts`) and the page share: cache names, the marker of a page served from
 * the device, and how a push message reads. Pure, so both sides and the tests use the same rules.
 */

/** Pages viewed (their server HTML) and the images they showed: cleared on sign-in and sign-out. */
export const PAGES_CACHE = 'fl-pages-v1';
export const MEDIA_CACHE = 'fl-media-v1';
/** The most recent pages and images kept; older ones are dropped first. */
export const MAX_PAGES = 40;
export const MAX_MEDIA = 120;

export const OFFLINE_URL = '/offline.html';
export const SW_URL = '/sw.js';

/** The header a saved page carries: when it was fetched (ms since the epoch). */
export const SAVED_AT_HEADER = 'x-fl-saved-at';
/** The meta element that tells the app it is a saved copy, not the server's answer of now. */
export const OFFLINE_COPY_META = 'fl-offline-copy';

/** A saved page as served offline: its HTML with the time it was saved where the app reads it. */
export function markOfflineCopy(html: string, savedAt: number): string {
  return html.replace(/<head>/i, `<head><meta name="${OFFLINE_COPY_META}" content="${Math.floor(savedAt)}">`);
}

/** The time the page in this document was saved, when it is a saved copy served offline. */
export function offlineCopySavedAt(doc: Document): Date | null {
  const content = doc.querySelector(`meta[name="${OFFLINE_COPY_META}"]`)?.getAttribute('content');
  const ms = content ? Number(content) : NaN;
  return Number.isFinite(ms) && ms > 0 ? new Date(ms) : null;
}

/** Which requests the worker answers, by path: everything else (GraphQL above all) goes to the network. */
export function requestKind(url: URL, origin: string, mode: string): 'page' | 'asset' | 'media' | null {
  if (url.origin !== origin) return null;
  if (mode === 'navigate') {
    // Data, feeds and the dev mailbox are never pages the app shows offline.
    return /^\/(graphql|calendar|dev|media|uploads|healthz|readyz)(\/|$)/.test(url.pathname) ? null : 'page';
  }
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (url.pathname.startsWith('/media/')) return 'media';
  return null;
}

/** The hashed files a page's HTML loads or preloads. */
export function assetsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))];
}

export interface ShownPush {
  title: string;
  body: string;
  /** Same-origin path the tap opens (the in-app feed opens the same one). */
  link: string;
  tag?: string;
}

/**
 * A push as Firebase Cloud Messaging delivers it to a web token (`notification`, `data`, `fcmOptions.link`)
 * or as the local stand-in sends it (`title`, `body`, `link`). Links to other sites open the feed instead.
 */
export function readPush(payload: unknown, origin: string): ShownPush {
  const p = (payload ?? {}) as {
    title?: string;
    body?: string;
    link?: string;
    notification?: { title?: string; body?: string; click_action?: string };
    data?: Record<string, string | undefined>;
    fcmOptions?: { link?: string };
  };
  const raw =
    p.fcmOptions?.link ?? p.data?.link ?? p.notification?.click_action ?? p.link ?? p.data?.route ?? '';
  let link = '/notifications';
  try {
    const url = new URL(raw || '/notifications', origin);
    if (url.origin === origin) link = url.pathname + url.search + url.hash;
  } catch {
    // An unreadable link opens the feed.
  }
  return {
    title: p.notification?.title ?? p.title ?? 'Festalocation',
    body: p.notification?.body ?? p.body ?? '',
    link,
    tag: p.data?.notificationId,
  };
}
