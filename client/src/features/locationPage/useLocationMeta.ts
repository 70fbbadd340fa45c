import { useEffect } from 'react';
import { applyRouteMeta, setHead } from '../../lib/pageMeta';

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  jsonLd: Record<string, unknown>;
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

/**
 * The location's own head tags while the page is open; on leaving, the route's defaults (not the previous
 * tags: when the gateway served this page, those were this location's own).
 */
export function useLocationMeta(m: PageMeta | null) {
  const key = m ? JSON.stringify(m) : '';
  useEffect(() => {
    if (!m) return;
    document.title = m.title;
    meta('name', 'description', m.description);
    meta('property', 'og:title', m.title);
    meta('property', 'og:description', m.description);
    meta('property', 'og:url', m.canonical);
    meta('property', 'og:type', 'place');
    setHead(
      'link[rel="canonical"]',
      () => {
        const l = document.createElement('link');
        l.rel = 'canonical';
        return l;
      },
      'href',
      m.canonical,
    );
    if (m.image) meta('property', 'og:image', m.image);
    meta('name', 'twitter:card', 'summary_large_image');
    // The gateway already put a JSON-LD block into the served HTML; replace rather than duplicate it.
    const served = document.head.querySelector('script[data-seo]');
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-seo', 'client');
    script.textContent = JSON.stringify(m.jsonLd);
    served?.remove();
    document.head.appendChild(script);
    return () => applyRouteMeta(window.location.pathname);
    // `key` captures every field of the metadata.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
