import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SCENE_KINDS, venueScene } from './scenes.js';

describe('the drawn venue scenes of the demo data', () => {
  it('draws each kind the same way every time, and differently by number', () => {
    for (const kind of SCENE_KINDS) {
      expect(venueScene(kind, 3, 960, 640)).toBe(venueScene(kind, 3, 960, 640));
      expect(venueScene(kind, 3, 960, 640)).not.toBe(venueScene(kind, 4, 960, 640));
    }
  });

  it('renders tables laid in the lower part of a detailed picture, not a flat gradient', async () => {
    for (const kind of SCENE_KINDS) {
      const svg = Buffer.from(venueScene(kind, 1, 480, 320));
      // Edges everywhere: a gradient with initials measures about 1.
      expect((await sharp(svg).stats()).sharpness, kind).toBeGreaterThan(1.8);
      // White tablecloths fill a good part of the lower third (a gradient has none there).
      const { data, info } = await sharp(svg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let white = 0;
      let total = 0;
      for (let y = Math.floor(info.height * 0.6); y < info.height; y++)
        for (let x = 0; x < info.width; x++) {
          const i = (y * info.width + x) * 3;
          total++;
          if (data[i]! > 245 && data[i + 1]! > 245 && data[i + 2]! > 245) white++;
        }
      expect(white / total, kind).toBeGreaterThan(0.05);
    }
  });
});
