import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { SearchLocationsDocument } from '../../gql/generated';
import { it } from '../../i18n/it';
import { Button } from '../../ui';
import { LocationCard } from '../locations/LocationCard';
import * as cardStyles from '../locations/LocationCard.css';
import { parseUrlFilters, toSearchInput } from './filters';
import { FilterChips } from './FilterChips';
import * as s from './Search.css';

export const SEARCH_PAGE_SIZE = 12;

export function SearchPage() {
  const [params] = useSearchParams();
  const filters = parseUrlFilters(params.get('filters'));
  const variables = { filters: toSearchInput(filters), first: SEARCH_PAGE_SIZE };
  const { data, loading, fetchMore, error } = useQuery(SearchLocationsDocument, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.searchLocations;
  const sentinel = useRef<HTMLDivElement>(null);

  const loadMore = () => {
    if (!page?.hasMore || !page.nextCursor || loading) return;
    void fetchMore({ variables: { ...variables, after: page.nextCursor } });
  };

  // Infinite scroll: the next page loads as the end of the grid comes into view.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: '400px' },
    );
    io.observe(el);
    return () => io.disconnect();
  });

  return (
    <section className={s.page} aria-labelledby="search-title">
      <h1 id="search-title" className={s.title}>
        {it.search.title}
      </h1>
      <FilterChips filters={filters} />
      {error && <p role="alert">{it.errors.generic}</p>}
      {page && page.items.length === 0 && <p className={s.empty}>{it.search.empty}</p>}
      <ul className={cardStyles.grid} aria-busy={loading} aria-label="Risultati">
        {page?.items.map((l, i) => (
          <li key={l.id}>
            <LocationCard location={l} from="search" eager={i < 4} />
          </li>
        ))}
        {loading &&
          Array.from({ length: page ? 4 : 8 }, (_, i) => (
            <li key={`sk-${i}`} aria-hidden="true">
              <div className={s.skeleton} />
            </li>
          ))}
      </ul>
      <div ref={sentinel} />
      {page?.hasMore && !loading && (
        <div className={s.more}>
          <Button variant="secondary" onPress={loadMore}>
            {it.search.loadMore}
          </Button>
        </div>
      )}
    </section>
  );
}
