import { useEffect } from 'react';

/**
 * Leaves the app for the payment provider's page (Checkout, Billing Portal) in the same window: the
 * provider sends the browser back to our return addresses. One function, so tests can stand in for it
 * (jsdom cannot navigate).
 */
export function leaveApp(url: string) {
  window.location.assign(url);
}

/**
 * Runs `restored` when the browser's Back brings this page back from its cache as it was left, a button
 * still pending on the way out: the button must become pressable again.
 */
export function usePageRestored(restored: () => void) {
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && restored();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [restored]);
}

/**
 * Leaves for the provider's page from inside a dialog: resolves only if the browser brings this page back
 * from its cache (Back). A dialog closing takes its history entry off with `history.back()`, which would
 * cancel the navigation still under way; kept open (its button pending) until the page is gone, it cannot.
 */
export function leaveAppFromDialog(url: string): Promise<void> {
  return new Promise((resolve) => {
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      window.removeEventListener('pageshow', onShow);
      resolve();
    };
    window.addEventListener('pageshow', onShow);
    leaveApp(url);
  });
}
