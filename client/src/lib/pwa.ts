import { MEDIA_CACHE, PAGES_CACHE, SW_URL } from '../sw/caches';

/**
 * Registers the service worker once the page has loaded (it never competes with the page's own files),
 * in production builds only: the dev server and the tests run without it. A new version installs in the
 * background and takes over when every open page of the old one is closed (`sw.ts`), so an open page is
 * never switched to files of another version.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SW_URL, { scope: '/' }).catch(() => {
      // Without a worker the site works as before, only not offline.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The worker's registration when there is one (web push needs it); never waits when there is none. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/**
 * Forgets the pages and images saved for offline use: on sign-in and sign-out, so whatever one account
 * viewed is not shown to the next person on the device.
 */
export function forgetSavedPages(): Promise<unknown> {
  if (typeof caches === 'undefined') return Promise.resolve();
  return Promise.all([caches.delete(PAGES_CACHE), caches.delete(MEDIA_CACHE)]).catch(() => undefined);
}
