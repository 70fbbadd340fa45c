import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  jsonLd: Record<string, unknown>;
}

type Restore = () => void;

/** Sets (or creates) one head element's attribute and returns how to put it back. */
function setHead(selector: string, create: () => HTMLElement, attr: string, value: string): Restore {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
    const added = el;
    el.setAttribute(attr, value);
    return () => added.remove();
  }
  const previous = el.getAttribute(attr);
  el.setAttribute(attr, value);
  const found = el;
  return () => (previous == null ? found.removeAttribute(attr) : found.setAttribute(attr, previous));
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  setHead(
    `meta[${key}="${name}"]`,
    () => {
      const m = document.createElement('meta');
      m.setAttribute(key, name);
      return m;
    },
    'content',
    content,
  );

/** The location's own head tags while the page is open; the previous ones come back on leaving. */
export function useLocationMeta(m: PageMeta | null) {
  const key = m ? JSON.stringify(m) : '';
  useEffect(() => {
    if (!m) return;
    const previousTitle = document.title;
    document.title = m.title;
    const restores: Restore[] = [
      meta('name', 'description', m.description),
      meta('property', 'og:title', m.title),
      meta('property', 'og:description', m.description),
      meta('property', 'og:url', m.canonical),
      meta('property', 'og:type', 'place'),
      setHead(
        'link[rel="canonical"]',
        () => {
          const l = document.createElement('link');
          l.rel = 'canonical';
          return l;
        },
        'href',
        m.canonical,
      ),
    ];
    if (m.image) restores.push(meta('property', 'og:image', m.image));
    // The gateway already put a JSON-LD block into the served HTML; replace rather than duplicate it.
    const served = document.head.querySelector('script[data-seo]');
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-seo', 'client');
    script.textContent = JSON.stringify(m.jsonLd);
    served?.remove();
    document.head.appendChild(script);
    return () => {
      document.title = previousTitle;
      for (const r of restores.reverse()) r();
      script.remove();
    };
    // `key` captures every field of the metadata.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
