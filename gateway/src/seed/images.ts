import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PROJECT_ROOT } from '../paths.js';
import { drawScene, type SceneStyle } from './scenes.js';
import { serviceScene, type ServiceSubject } from './serviceScenes.js';
import { venueLogo } from './logos.js';

/** Free-licence photographs shipped with the seed (see photos/CREDITS.md), by theme. */
export const SEED_PHOTOS = {
  flowers: ['flowers-orange.webp', 'flowers-marigold.webp', 'flowers-yellow.webp'],
  outdoor: ['meadow.webp', 'dune-grass.webp'],
} as const;
const PHOTOS_DIR = path.join(PROJECT_ROOT, 'gateway', 'src', 'seed', 'photos');

/** Renders (once) the seed's drawn pictures and copies its photographs into the media store. */
export class ImageRenderer {
  private pending: (() => Promise<void>)[] = [];
  private queued = new Set<string>();
  constructor(private readonly mediaDir: string) {
    fs.mkdirSync(path.join(mediaDir, 'seed'), { recursive: true });
  }

  /**
   * Renders (once) an SVG into the media store as WebP and returns its URL. Encoding effort 1: the seed
   * renders some 180 of these at every first start; at the default effort they cost three times the CPU
   * for pictures of flat colours a few KB smaller (about 17 KB each at 960×640 here).
   */
  private draw(file: string, svg: () => string): string {
    const target = path.join(this.mediaDir, 'seed', file);
    if (!this.queued.has(file) && !fs.existsSync(target)) {
      this.queued.add(file);
      this.pending.push(() =>
        sharp(Buffer.from(svg()))
          .webp({ quality: 80, effort: 1 })
          .toFile(target)
          .then(() => undefined),
      );
    }
    return `/media/seed/${file}`;
  }

  /** A drawn venue picture in `style` (960×640), varied by `seed`; `name` keeps one file per picture. */
  scene(name: string, style: SceneStyle, seed: number): string {
    return this.draw(`${name}.webp`, () => drawScene(style, seed, 960, 640));
  }

  /** Drawn service picture number `variant` of `subject` (960×640). */
  service(subject: ServiceSubject, variant: number): string {
    return this.draw(`service-${subject}-${variant}.webp`, () => serviceScene(subject, variant, 960, 640));
  }

  /** Venue number `index`'s logo (512×512): a monogram in a shape with a motif and the name. */
  logo(name: string, index: number): string {
    return this.draw(`mark-${index}.webp`, () => venueLogo(name, index, 512));
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
