import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A paged list's page, kept in the address (`?pagina=2`) so a reload, a shared link or Back from a row's
 * page shows the same page. Page 1 is the address without the parameter; anything that is not a whole
 * number from 1 up reads as page 1. Turning pages replaces the entry: Back leaves the list.
 */
export function usePageParam(name = 'pagina'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const parsed = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  const page = parsed >= 1 ? parsed : 1;
  const setPage = (next: number) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next > 1) out.set(name, String(next));
        else out.delete(name);
        return out;
      },
      { replace: true },
    );
  return [page, setPage];
}

/** An address past the last page (rows gone since it was saved or shared) moves to the last page. */
export function useLastPageAtMost(page: number, pageCount: number | null, setPage: (page: number) => void) {
  const beyond = pageCount != null && pageCount > 0 && page > pageCount;
  useEffect(() => {
    if (beyond) setPage(pageCount);
  });
  return beyond;
}
