import { beforeAll, describe, expect, it } from 'vitest';
import { declaredJs, kb, readBudgets, type Budgets } from '../bench/initialJs';
import { e2eBaseUrl } from './baseUrl';

const baseUrl = e2eBaseUrl();

/**
 * Bytes are exact where timings are not: the initial JavaScript of the public pages a visitor lands on
 * (gzip; the entry and every module preload of the server-rendered page, the code it cannot be live
 * without) stays within bench/budgets.json. Growing a budget is a decision made in that file, not
 * something that happens unnoticed.
 */
describe('initial JavaScript budgets', () => {
  let slug: string;
  const budgets = readBudgets();

  beforeAll(async () => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ latestLocations(first: 1) { items { slug } } }' }),
    });
    const body = (await res.json()) as { data: { latestLocations: { items: { slug: string }[] } } };
    slug = body.data.latestLocations.items[0]!.slug;
  });

  const pages: [keyof Budgets, () => string][] = [
    ['home', () => '/'],
    ['search', () => '/search'],
    ['location', () => `/location/${slug}`],
  ];
  it.each(pages)('%s stays within its budget', async (name, path) => {
    const js = await declaredJs(baseUrl + path());
    const listing = js.files.map(([f, s]) => `${kb(s)} KB ${f}`).join('\n');
    // A page served as the bare shell (its server rendering failed) would pass with the entry alone.
    expect(js.files.length, `${path()} is server-rendered with its page's code`).toBeGreaterThan(3);
    expect(
      js.total / 1024,
      `${path()}: ${kb(js.total)} KB gzip, budget ${budgets[name]} KB\n${listing}`,
    ).toBeLessThanOrEqual(budgets[name]);
  });
});
