import * as d from './data.js';

const DAY_MS = 86_400_000;

/**
 * A demo venue's reviews: two to five, each by a different guest and on its own day, spread over the
 * months before the seed ran (newest a few days ago), without the same text twice. Counts, texts and
 * votes come from the seed's generator in the order they always did, so the rest of the demo data stays
 * as it was; the days come from a generator of the venue's own.
 */
export function reviewsOf(rng: d.Rng, locationId: string, index: number, seededAt: Date) {
  const count = d.int(rng, 2, 5);
  const authors = new Set<string>();
  const texts = new Set<number>();
  const days = d.mulberry32(9000 + index);
  let daysAgo = 2 + Math.floor(days() * 12);
  return Array.from({ length: count }, (_, r) => {
    const text = Math.floor(rng() * d.REVIEW_TEXTS.length);
    let slot = Math.floor(rng() * d.REVIEWERS.length);
    while (authors.has(d.REVIEWERS[slot]!)) slot = (slot + 1) % d.REVIEWERS.length;
    const author = d.REVIEWERS[slot]!;
    authors.add(author);
    const [title, content] = texts.has(text)
      ? d.MORE_REVIEW_TEXTS[(index + r) % d.MORE_REVIEW_TEXTS.length]!
      : d.REVIEW_TEXTS[text]!;
    texts.add(text);
    const createdAt = new Date(seededAt.getTime() - daysAgo * DAY_MS - Math.floor(days() * 10) * 3_600_000);
    daysAgo += 6 + Math.floor(days() * 50);
    return { locationId, author, voteTenths: d.int(rng, 30, 50), title, content, createdAt };
  });
}
