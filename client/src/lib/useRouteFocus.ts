import { useEffect, useRef, useState } from 'react';
import { announce, focusElement, focusIsLost, mainHeading } from '../ui';
import { it } from '../i18n/it';

/** How long a page may take to show its heading (its code and data loading) before `<main>` gets focus. */
const HEADING_WAIT_MS = 5000;

/**
 * After a navigation inside the app (not the first load, not a change of filters on the same page: the
 * caller's `pageKey` leaves the query out), focus moves to the new page's heading and its title is read,
 * as a screen reader would on a page load. A page still loading is waited for; if meanwhile the user has
 * moved focus somewhere (typed in a field, opened a dialog), focus stays there and only the title is read.
 */
export function useRouteFocus(pageKey: string) {
  const first = useRef(true);
  // What had focus when the navigation happened, read while rendering the new page: by the time effects
  // run, the page may have focused something of its own (a new list's title), which it keeps.
  const [navigation, setNavigation] = useState({ pageKey, before: null as Element | null });
  if (navigation.pageKey !== pageKey)
    setNavigation({ pageKey, before: typeof document === 'undefined' ? null : document.activeElement });
  const { before } = navigation;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let done = false;
    let placed: HTMLElement | null = null;
    const main = document.querySelector<HTMLElement>('main');
    // Focus the user (or the page) put somewhere of the new page's own, or in a dialog, stays there. Focus
    // still on what was pressed, lost, or handed back to the header by a closing menu is moved.
    const chosen = () => {
      const active = document.activeElement;
      if (focusIsLost() || !active || active === before || active === main) return false;
      return !!main?.contains(active) || !!active.closest('[role="dialog"], [role="alertdialog"]');
    };
    const settle = (target: HTMLElement | null) => {
      done = true;
      if (!chosen() && focusElement(target)) placed = target;
      announce(it.a11y.pageOpened(document.title));
    };
    const check = () => {
      if (done) {
        // A page that swaps its loading state for its content may replace the heading focus was put on,
        // or a menu closing late may hand focus back to its trigger: the new heading gets it again.
        // A page slower than the wait got `<main>`: its heading takes over when it shows.
        const stale = placed && (document.activeElement !== placed || placed === main);
        const heading = stale ? mainHeading() : null;
        if (heading && heading !== document.activeElement && !chosen() && focusElement(heading))
          placed = heading;
        return;
      }
      const heading = mainHeading();
      if (heading) settle(heading);
    };
    const observer = new MutationObserver(check);
    if (main) observer.observe(main, { childList: true, subtree: true });
    document.addEventListener('focusin', check);
    const timer = setTimeout(() => !done && settle(main), HEADING_WAIT_MS);
    // The repairs stop at the user's first key or pointer press (from then on, focus is theirs), or soon.
    const stopRepairs = () => {
      if (!done) return;
      placed = null;
      document.removeEventListener('keydown', stopRepairs, true);
      document.removeEventListener('pointerdown', stopRepairs, true);
    };
    document.addEventListener('keydown', stopRepairs, true);
    document.addEventListener('pointerdown', stopRepairs, true);
    const repair = setTimeout(() => {
      placed = null;
      observer.disconnect();
      document.removeEventListener('focusin', check);
    }, 2 * HEADING_WAIT_MS);
    // After the page's own effects (its title).
    const frame = requestAnimationFrame(check);
    return () => {
      done = true;
      observer.disconnect();
      document.removeEventListener('focusin', check);
      document.removeEventListener('keydown', stopRepairs, true);
      document.removeEventListener('pointerdown', stopRepairs, true);
      clearTimeout(timer);
      clearTimeout(repair);
      cancelAnimationFrame(frame);
    };
    // Once per page; `before` belongs to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageKey]);
}
