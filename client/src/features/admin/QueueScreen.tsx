import type { ReactNode } from 'react';
import { QueryState } from './QueryState';
import { usePageTitle } from './usePageTitle';
import * as s from './Admin.css';

/**
 * A console queue: its title and counts, then the waiting items as a table (one header per column, one
 * row each), or the empty text; while it loads or when it failed, QueryState's skeleton or retry.
 */
export function QueueScreen<T>({
  title,
  counts,
  query,
  items,
  empty,
  columns,
  row,
}: {
  title: string;
  counts: ReactNode;
  query: { loading: boolean; error?: unknown; refetch: () => unknown };
  /** Undefined until the first answer. */
  items: readonly T[] | undefined;
  empty: string;
  columns: readonly string[];
  row: (item: T) => ReactNode;
}) {
  usePageTitle(title);
  return (
    <>
      <div className={s.head}>
        <h1 className={s.h1}>{title}</h1>
        {counts}
      </div>
      <QueryState
        loading={query.loading}
        error={query.error}
        hasData={!!items}
        retry={() => void query.refetch()}
      >
        {!items?.length ? (
          <p className={s.muted}>{empty}</p>
        ) : (
          <table className={s.table}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{items.map(row)}</tbody>
          </table>
        )}
      </QueryState>
    </>
  );
}
