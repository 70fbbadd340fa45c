import { describe, expect, it } from 'vitest';
import { ICONS, iconSvg, webManifest } from './manifest';
import { brand } from '../src/ui/theme/brand';

describe('web app manifest', () => {
  // What Chromium's installability check and Lighthouse 11's PWA audits look for.
  it('is installable, in Italian, in the theme colours, with a maskable icon', () => {
    const m = webManifest();
    expect(m).toMatchObject({
      lang: 'it',
      short_name: 'Festalocation',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: brand.primary,
      background_color: brand.background,
    });
    const sizes = m.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  it('draws every icon at its own size', () => {
    for (const icon of ICONS) expect(iconSvg(icon)).toContain(`width="${icon.size}" height="${icon.size}"`);
  });
});
