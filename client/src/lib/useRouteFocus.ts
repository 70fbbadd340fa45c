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
    const settle = (target: HTMLElement | null) => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      const active = document.activeElement;
      if (focusIsLost() || active === before || active === document.querySelector('main'))
        focusElement(target);
      announce(it.a11y.pageOpened(document.title));
    };
    const check = () => {
      const heading = mainHeading();
      if (!done && heading) settle(heading);
    };
    const observer = new MutationObserver(check);
    const main = document.querySelector('main');
    if (main) observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => !done && settle(main), HEADING_WAIT_MS);
    // After the page's own effects (its title).
    const frame = requestAnimationFrame(check);
    return () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
    // Once per page; `before` belongs to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageKey]);
}
