import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { drawScene, SCENE_KINDS, venueScene } from './scenes.js';
import { coverStyle, galleryPicture, servicePicture } from './pictures.js';
import { venueLogo } from './logos.js';
import { SERVICE_TYPES, VENUE_NAMES } from './data.js';

/** The seed's venue names in its order (names repeat with the city after the first 24). */
const names = Array.from({ length: 76 }, (_, i) => VENUE_NAMES[i % VENUE_NAMES.length]!);
const covers = (() => {
  let previous: ReturnType<typeof coverStyle>['kind'] | null = null;
  return names.map((name, i) => {
    const style = coverStyle(i, name, previous);
    previous = style.kind;
    return style;
  });
})();

/** A small raster of a picture, to compare what people see. */
const thumb = async (svg: string) =>
  (await sharp(Buffer.from(svg)).resize(48, 32).removeAlpha().raw().toBuffer()) as Buffer;
const difference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;

describe('the drawn venue pictures of the demo data', () => {
  it('draws the same picture from the same inputs, and another from another number', () => {
    for (const kind of SCENE_KINDS) {
      expect(venueScene(kind, 3, 960, 640)).toBe(venueScene(kind, 3, 960, 640));
      expect(venueScene(kind, 3, 960, 640)).not.toBe(venueScene(kind, 4, 960, 640));
    }
  });

  it('gives neighbouring cards (beside and above one another in a grid) different subject, light, palette and arrangement', () => {
    for (let i = 1; i < covers.length; i++) {
      const [a, b] = [covers[i - 1]!, covers[i]!];
      expect(b.kind, `cover ${i}`).not.toBe(a.kind);
      expect(b.time, `cover ${i}`).not.toBe(a.time);
      expect(b.accents, `cover ${i}`).not.toBe(a.accents);
      expect(b.layout, `cover ${i}`).not.toBe(a.layout);
      for (const row of [3, 4])
        if (i >= row) {
          const above = covers[i - row]!;
          expect([above.time, above.accents], `cover ${i} under ${i - row}`).not.toEqual([b.time, b.accents]);
        }
    }
    // Every kind of place shows up, and the name decides where it can: a Baia is a beach.
    expect(new Set(covers.map((c) => c.kind)).size).toBe(SCENE_KINDS.length);
    expect(covers[5]!.kind).toBe('beach');
  });

  it('neighbouring covers look different, not just differ in a detail', async () => {
    const rasters = await Promise.all(
      covers.slice(0, 12).map((style, i) => thumb(drawScene(style, i, 480, 320))),
    );
    for (let i = 1; i < rasters.length; i++)
      expect(difference(rasters[i - 1]!, rasters[i]!), `covers ${i - 1} and ${i}`).toBeGreaterThan(25);
  });

  it('renders detailed pictures with furniture in the lower part, not flat gradients', async () => {
    for (const [i, style] of covers.slice(0, 10).entries()) {
      const svg = Buffer.from(drawScene(style, i, 480, 320));
      // Edges everywhere: a gradient with initials measures about 1.
      expect((await sharp(svg).stats()).sharpness, style.kind).toBeGreaterThan(1.5);
    }
  });

  it('never shows one picture twice in a venue’s gallery', () => {
    for (const [i, cover] of covers.entries()) {
      const gallery = Array.from({ length: 9 }, (_, k) => galleryPicture(cover.kind, i, k + 1).name);
      expect(new Set(gallery).size, `venue ${i}`).toBe(gallery.length);
    }
  });

  it('draws every service type but flowers (which have photographs)', () => {
    const drawn = SERVICE_TYPES.filter((t) => servicePicture(t, 0, 0));
    expect(drawn).toEqual(SERVICE_TYPES.filter((t) => t !== 'Allestimento floreale'));
  });

  it('draws logos as a monogram in a shape with a motif and the name, varied from one venue to the next', () => {
    const logo = venueLogo('Villa Aurora', 0);
    expect(logo).toContain('>VA</text>');
    expect(logo).toContain('>VILLA AURORA</text>');
    const shapes = names.slice(0, 6).map((name, i) => {
      const svg = venueLogo(name, i);
      return svg
        .match(/<(circle|path|polygon|rect) /g)!
        .slice(1, 3)
        .join();
    });
    expect(new Set(shapes).size).toBeGreaterThan(4);
    expect(venueLogo('Villa Aurora', 0)).not.toBe(venueLogo('Villa Aurora', 1));
  });
});
