import { inject } from 'vitest';

/**
 * The address of this worker's product: files run two at a time (vitest's e2e project), each worker against a
 * gateway and database of its own (e2e/global-setup.ts), so journeys never meet another's data.
 */
export function e2eBaseUrl(): string {
  const urls = inject('e2eBaseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length]!;
}
