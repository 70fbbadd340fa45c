import type { SessionRole } from './session';

/**
 * Where a signed-out visitor was going when a page asked them to sign in (a link from an e-mail, a push
 * or the installed app's deep link): signing in lands there instead of the usual first page. Kept for
 * this tab only (sessionStorage) and for a few minutes: a dialog closed and forgotten does not redirect a
 * sign-in much later.
 */
const KEY = 'festalocation.returnTo';
const TTL_MS = 10 * 60 * 1000;

export function rememberReturnTo(path: string, now = Date.now()) {
  if (!isOwnPath(path)) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Storage unavailable: signing in lands on the usual page.
  }
}

/** The remembered path, once (it is forgotten as it is read). */
export function takeReturnTo(now = Date.now()): string | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    return typeof path === 'string' && isOwnPath(path) && typeof at === 'number' && now - at < TTL_MS
      ? path
      : null;
  } catch {
    return null;
  }
}

/** A path of this site: one leading slash (`//host` would leave it). */
const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

/**
 * The session role a page needs: the host's dashboard needs HOST (with a location), the guest's own
 * requests, lists and favourites need GUEST; anything else keeps the role sign-in would choose.
 */
export function roleForPath(path: string, hasLocation: boolean, fallback: SessionRole): SessionRole {
  if (/^\/dashboard(\/|$|\?)/.test(path)) return hasLocation ? 'HOST' : fallback;
  if (/^\/(profile\/quote-requests|todo|favorites)(\/|$|\?)/.test(path)) return 'GUEST';
  return fallback;
}
