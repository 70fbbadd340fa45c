import { validationMessages } from '@festa/domain/messages';
import { decodeCursor, encodeCursor } from './cursor.js';
import { badInput, invalidCursor } from './errors.js';

/*
 * The two ways a list is paged, each through one helper here so that no list reads its arguments raw:
 * - numbered pages (`page`, `pageSize` → `items`, `count`, `page`, `pageSize`) for lists a person turns
 *   page by page and whose total is shown (the request tables, the console's queues);
 * - keyset cursors (`first`, `after` → `items`, `nextCursor`, `hasMore`) for lists that grow while they
 *   are read (search results, favourites, the notification feed, the audit log): an offset would skip or
 *   repeat rows there.
 * A size outside a list's bounds is brought within them; a page below 1 (or past MAX_PAGE) and a cursor
 * that is not one the list gave are BAD_USER_INPUT naming the argument, never an internal error.
 */

/** The last page any list can have: the client reads at most six digits from the address. */
export const MAX_PAGE = 999_999;

export interface PageArgs {
  page?: number | null;
  pageSize?: number | null;
}

export interface PageWindow {
  page: number;
  pageSize: number;
  /** Rows to skip and to read, for `.offset()` and `.limit()`. */
  offset: number;
  limit: number;
}

export interface Paged<T> {
  items: T[];
  count: number;
  page: number;
  pageSize: number;
}

const within = (n: number, min: number, max: number) => Math.min(Math.max(Math.floor(n), min), max);

/** The rows one numbered page covers; `sizes` are the list's default and largest page sizes. */
export function pageWindow(args: PageArgs, sizes: { pageSize: number; max: number }): PageWindow {
  const page = args.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE)
    throw badInput('page', validationMessages.pageInvalid);
  const pageSize = within(args.pageSize ?? sizes.pageSize, 1, sizes.max);
  return { page, pageSize, offset: (page - 1) * pageSize, limit: pageSize };
}

/** A numbered page's answer. */
export function paged<T>(items: T[], count: number, window: PageWindow): Paged<T> {
  return { items, count, page: window.page, pageSize: window.pageSize };
}

export interface CursorWindow<P> {
  /** Rows the list returns; read one more (`limit + 1`) to know whether another page follows. */
  limit: number;
  /** The position after which to read: the decoded `after`, or null for the first page. */
  after: P | null;
}

export interface CursorPage<T> {
  items: T[];
  hasMore: boolean;
  nextCursor: string | null;
}

/**
 * The rows a cursor page covers. `after` must be a cursor of this `kind` with `parts` parts that `read`
 * accepts (it returns null for anything else); `first` is brought within 1..`max`.
 */
export function cursorWindow<P>(
  args: { first?: number | null; after?: string | null },
  list: { kind: string; parts: number; first: number; max: number; read: (parts: string[]) => P | null },
): CursorWindow<P> {
  const limit = within(args.first ?? list.first, 1, list.max);
  if (!args.after) return { limit, after: null };
  const parts = decodeCursor(list.kind, args.after, list.parts);
  const after = parts ? list.read(parts) : null;
  if (after === null) throw invalidCursor();
  return { limit, after };
}

/**
 * A cursor page's answer from up to `limit + 1` rows: the extra row only says that more follow; the
 * cursor is the last returned row's sort key (`key`), tagged with the list's `kind`.
 */
export function cursorPage<R, T = R>(
  rows: R[],
  window: { limit: number },
  kind: string,
  key: (row: R) => (string | number)[],
  map: (rows: R[]) => T[] = (r) => r as unknown as T[],
): CursorPage<T> {
  const page = rows.slice(0, window.limit);
  const hasMore = rows.length > window.limit;
  const last = page.at(-1);
  return { items: map(page), hasMore, nextCursor: hasMore && last ? encodeCursor(kind, ...key(last)) : null };
}
