import { describe, expect, it } from 'vitest';
import { applyRouteMeta } from './pageMeta';

describe('applyRouteMeta', () => {
  it("resets a location's head to the route's own", () => {
    document.title = 'Villa Rosa: location ideale a Milano per il tuo evento';
    document.head.innerHTML = `
      <meta name="description" content="Villa Rosa" />
      <link rel="canonical" href="http://localhost:3000/location/villa-rosa" />
      <meta property="og:title" content="Villa Rosa" />
      <meta property="og:image" content="/media/x.webp" />
      <meta name="twitter:card" content="summary_large_image" />
      <script type="application/ld+json" data-seo>{}</script>`;
    applyRouteMeta('/about-us');
    expect(document.title).toBe('Festalocation – Location per feste ed eventi in Italia');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Trova la location perfetta/,
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/about-us`,
    );
    expect(document.head.querySelectorAll('meta[property], meta[name^="twitter:"], script').length).toBe(0);
  });
});
