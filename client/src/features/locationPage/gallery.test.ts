import { describe, expect, it } from 'vitest';
import { galleryLayout, seededShuffle } from './gallery';

describe('gallery', () => {
  it('shuffles the same way for the same location, keeping every image', () => {
    const imgs = Array.from({ length: 12 }, (_, i) => `img-${i}`);
    const a = seededShuffle(imgs, 'loc-1');
    expect(seededShuffle(imgs, 'loc-1')).toEqual(a);
    expect([...a].sort()).toEqual([...imgs].sort());
    expect(seededShuffle(imgs, 'loc-2')).not.toEqual(a);
  });
  it('picks the 1, 2, 3, 4 and 5+ layouts with +N beyond five', () => {
    expect(galleryLayout(1)).toEqual({ layout: 1, shown: 1, more: 0 });
    expect(galleryLayout(3)).toEqual({ layout: 3, shown: 3, more: 0 });
    expect(galleryLayout(5)).toEqual({ layout: 5, shown: 5, more: 0 });
    expect(galleryLayout(9)).toEqual({ layout: 5, shown: 5, more: 4 });
  });
});
