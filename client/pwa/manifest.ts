/**
 * The web app manifest and its icons: what a phone shows when the site is installed ("Aggiungi a schermata
 * Home"). Built by the client build (`./plugin.ts`); the colours are the theme's own (`ui/theme/brand.ts`).
 */
import { brand } from '../src/ui/theme/brand.js';

export const MANIFEST_PATH = '/manifest.webmanifest';

/** The drawn mark: a rounded pink square with a white "F" made of rectangles (no font needed to render it). */
export function iconSvg({ size, maskable }: { size: number; maskable: boolean }): string {
  // A maskable icon is cropped to a circle of 80% by the launcher: full bleed, the "F" inside the safe zone.
  const radius = maskable ? 0 : size * 0.22;
  const unit = size / 64;
  const scale = maskable ? 0.7 : 1;
  const o = (size - 64 * unit * scale) / 2;
  const r = (x: number, y: number, w: number, h: number) =>
    `<rect x="${o + x * unit * scale}" y="${o + y * unit * scale}" width="${w * unit * scale}" height="${h * unit * scale}" fill="${brand.onPrimary}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${brand.primaryStrong}"/>` +
    r(21, 16, 24, 7) +
    r(21, 16, 8, 33) +
    r(21, 29, 19, 7) +
    '</svg>'
  );
}

export interface IconFile {
  path: string;
  size: number;
  maskable: boolean;
}

export const ICONS: IconFile[] = [
  { path: '/icons/icon-192.png', size: 192, maskable: false },
  { path: '/icons/icon-512.png', size: 512, maskable: false },
  { path: '/icons/maskable-512.png', size: 512, maskable: true },
  { path: '/icons/apple-touch-icon.png', size: 180, maskable: true },
];

export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

export function webManifest() {
  return {
    id: '/',
    name: 'Festalocation – Location per feste ed eventi',
    short_name: 'Festalocation',
    description:
      'Trova la location perfetta per la tua festa: sale, ville e locali in tutta Italia, senza intermediari.',
    lang: 'it',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: brand.primary,
    background_color: brand.background,
    categories: ['lifestyle', 'shopping'],
    icons: ICONS.filter((i) => i.path !== APPLE_TOUCH_ICON).map((i) => ({
      src: i.path,
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.maskable ? 'maskable' : 'any',
    })),
    // A link to the site opened while the app is open lands in the app's window, not a second one.
    launch_handler: { client_mode: ['navigate-existing', 'auto'] },
    shortcuts: [
      { name: 'Cerca una location', short_name: 'Cerca', url: '/search' },
      { name: 'Le mie notifiche', short_name: 'Notifiche', url: '/notifications' },
    ],
  };
}
