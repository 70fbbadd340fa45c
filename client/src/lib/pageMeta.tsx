import { useEffect, useRef } from 'react';
import { it } from '../i18n/it';

/** Sets one head element's attribute, creating the element when the head has none. */
export function setHead(selector: string, create: () => HTMLElement, attr: string, value: string) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

/**
 * The head every route starts from: its title (the route's, else the product's), the product's
 * description, its own canonical address, and none of a page's own tags (social, structured data). A page
 * with tags of its own (the location page) sets them after this.
 */
export function applyRouteMeta(pathname: string, title: string | null = null) {
  document.title = title ?? it.meta.title;
  setHead(
    'meta[name="description"]',
    () => Object.assign(document.createElement('meta'), { name: 'description' }),
    'content',
    it.meta.description,
  );
  setHead(
    'link[rel="canonical"]',
    () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
    'href',
    `${window.location.origin}${pathname}`,
  );
  document.head
    .querySelectorAll('meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]')
    .forEach((el) => el.remove());
}

/**
 * Resets the head on every page change. Rendered before the page in the tree, so its effect runs before
 * the page's own (React runs sibling effects in order, and a parent's after its children's).
 */
export function RouteHead({
  pageKey,
  pathname,
  title,
}: {
  pageKey: string;
  pathname: string;
  /** The route's title (see `routeTitle`), null when the page names itself. */
  title: string | null;
}) {
  const first = useRef(true);
  useEffect(() => {
    const arriving = first.current;
    first.current = false;
    // The gateway served a location page with that location's head already: keep it while the page loads.
    if (arriving && pathname.startsWith('/location/')) return;
    applyRouteMeta(pathname, title);
    // Once per page, not per room or service opened on it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageKey]);
  return null;
}
