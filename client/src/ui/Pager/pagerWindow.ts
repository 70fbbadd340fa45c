/** Number of page buttons shown around the current page. */
export const PAGER_WINDOW = 3;

/**
 * Pages to render (1-based). Empty with ≤ 1 page; all pages with ≤ 3; otherwise a window of 3
 * pages around `page` (clamped to the edges).
 */
export function pagerPages(page: number, pageCount: number): number[] {
  if (pageCount <= 1) return [];
  if (pageCount <= PAGER_WINDOW) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.min(Math.max(current - 1, 1), pageCount - PAGER_WINDOW + 1);
  return Array.from({ length: PAGER_WINDOW }, (_, i) => start + i);
}
