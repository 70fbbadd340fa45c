import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PROJECT_ROOT } from '../paths.js';
import { SCENE_KINDS, venueScene, type SceneKind } from './scenes.js';

/** Free-licence photographs shipped with the seed (see photos/CREDITS.md), by theme. */
export const SEED_PHOTOS = {
  flowers: ['flowers-orange.webp', 'flowers-marigold.webp', 'flowers-yellow.webp'],
  outdoor: ['meadow.webp', 'dune-grass.webp'],
} as const;
const PHOTOS_DIR = path.join(PROJECT_ROOT, 'gateway', 'src', 'seed', 'photos');

const PALETTES: [string, string][] = [
  ['#E8336D', '#FF9A5A'],
  ['#5B3CC4', '#E8336D'],
  ['#0F8B8D', '#A8E6CF'],
  ['#1D3557', '#457B9D'],
  ['#F4A261', '#E76F51'],
  ['#2A9D8F', '#264653'],
  ['#8E44AD', '#F39C12'],
  ['#C0392B', '#F1C40F'],
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function svg(width: number, height: number, text: string, palette: [string, string], subtitle?: string) {
  const size = Math.round(Math.min(width, height) * (text.length > 2 ? 0.22 : 0.38));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>
  <pattern id="p" width="48" height="48" patternUnits="userSpaceOnUse"><circle cx="24" cy="24" r="3" fill="#fff" fill-opacity="0.12"/></pattern></defs>
  <rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#p)"/>
  <text x="50%" y="${subtitle ? '40%' : '50%'}" dominant-baseline="middle" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#fff" fill-opacity="0.92">${esc(text)}</text>
  ${subtitle ? `<text x="50%" y="74%" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(size * 0.28)}" fill="#fff" fill-opacity="0.85">${esc(subtitle)}</text>` : ''}
</svg>`;
}

/** Renders (once) a gradient image with large text into the media store; returns its public URL. */
export class ImageRenderer {
  private pending: (() => Promise<void>)[] = [];
  private queued = new Set<string>();
  constructor(private readonly mediaDir: string) {
    fs.mkdirSync(path.join(mediaDir, 'seed'), { recursive: true });
  }

  render(
    file: string,
    opts: { text: string; paletteIndex: number; width: number; height: number; subtitle?: string },
  ): string {
    const target = path.join(this.mediaDir, 'seed', file);
    if (!this.queued.has(file) && !fs.existsSync(target)) {
      this.queued.add(file);
      const palette = PALETTES[opts.paletteIndex % PALETTES.length]!;
      this.pending.push(() =>
        sharp(Buffer.from(svg(opts.width, opts.height, opts.text, palette, opts.subtitle)))
          .webp({ quality: 72 })
          .toFile(target)
          .then(() => undefined),
      );
    }
    return `/media/seed/${file}`;
  }

  /**
   * Renders (once) drawn venue scene number `n` (a pool of 8 of each kind keeps the seed fast) and returns
   * its URL: a hall, a garden or a terrace laid for a party.
   */
  scene(n: number, kind: SceneKind = SCENE_KINDS[n % SCENE_KINDS.length]!): string {
    const seed = n % 8;
    const file = `scene-${kind}-${seed}.webp`;
    const target = path.join(this.mediaDir, 'seed', file);
    if (!this.queued.has(file) && !fs.existsSync(target)) {
      this.queued.add(file);
      this.pending.push(() =>
        sharp(Buffer.from(venueScene(kind, seed, 960, 640)))
          .webp({ quality: 78 })
          .toFile(target)
          .then(() => undefined),
      );
    }
    return `/media/seed/${file}`;
  }

  /** Copies (once) one of the seed's photographs into the media store; returns its public URL. */
  photo(file: string): string {
    const name = `photo-${file}`;
    const target = path.join(this.mediaDir, 'seed', name);
    if (!this.queued.has(name) && !fs.existsSync(target)) {
      this.queued.add(name);
      this.pending.push(() => fs.promises.copyFile(path.join(PHOTOS_DIR, file), target));
    }
    return `/media/seed/${name}`;
  }

  async flush(): Promise<void> {
    // Bounded parallelism keeps a 2-core machine responsive while the seed renders.
    while (this.pending.length) await Promise.all(this.pending.splice(0, 8).map((job) => job()));
  }
}
