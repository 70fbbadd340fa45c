/** One photo of the gallery (the location's, a room's or a service's) and its text alternative. */
export interface GalleryImage {
  id: string;
  imageUrl: string;
  alt: string;
}

/** A stable shuffle per location (seeded by its id) so the gallery does not reorder on every render. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  const rand = () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const GALLERY_VISIBLE = 5;

/** Which layout the gallery uses and how many images sit behind the '+N' overlay of the last tile. */
export function galleryLayout(count: number): { layout: 1 | 2 | 3 | 4 | 5; shown: number; more: number } {
  const shown = Math.min(count, GALLERY_VISIBLE);
  return {
    layout: Math.max(1, shown) as 1 | 2 | 3 | 4 | 5,
    shown,
    more: Math.max(0, count - GALLERY_VISIBLE),
  };
}
