import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { SearchLocationsDocument } from './search.generated';
import { it } from '../../i18n/it';
import { Button, Dialog, SlideInPanel, Skeleton, useIsDesktop } from '../../ui';
import { LocationCard } from '../locationCard/LocationCard';
import * as cardStyles from '../locationCard/LocationCard.css';
import { parseUrlFilters, searchHref, toSearchInput, type UrlFilters } from './filters';
import { FilterChips } from './FilterChips';
import { ResultsSkipLink, RESULTS_ID } from './ResultsSkipLink';
import { isDesktopViewport, lazyPart } from '../../lib/lazyPart';
import * as s from './Search.css';

const SEARCH_PAGE_SIZE = 12;

// The filters (selects, combo box, number and date fields) are not on the server-rendered page, which
// has the phone's 'Filtri' button and, for a desktop, an empty slot the size of the bar (CSS shows one):
// on a phone they load when the panel first opens, so the page does not fetch and evaluate them before
// hydrating. A desktop fills the slot at once: the route loads them together with the page
// (`preloadSearchPage`).
const filtersForm = lazyPart(() => import('./SearchFiltersForm').then((m) => m.SearchFiltersForm));
const SearchFiltersForm = filtersForm.Part;

/** What the page needs before it renders in this viewport. */
export const preloadSearchPage = async () => {
  if (isDesktopViewport()) await filtersForm.preload();
};

function CardSkeleton() {
  return (
    <li aria-hidden="true" className={s.cardSkeleton}>
      <Skeleton height={160} />
      <Skeleton variant="text" lines={2} />
    </li>
  );
}

export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const [panelOpen, setPanelOpen] = useState(false);
  const raw = params.get('filters');
  const filters = parseUrlFilters(raw);
  const apply = (next: UrlFilters) => navigate(searchHref(next));
  const variables = { filters: toSearchInput(filters), first: SEARCH_PAGE_SIZE };
  const { data, loading, fetchMore, error } = useQuery(SearchLocationsDocument, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.searchLocations;
  const sentinel = useRef<HTMLDivElement>(null);
  const fetching = useRef(false);

  const loadMore = () => {
    if (!page?.hasMore || !page.nextCursor || loading || fetching.current) return;
    fetching.current = true;
    void fetchMore({ variables: { ...variables, after: page.nextCursor } }).finally(() => {
      fetching.current = false;
    });
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

  const activeCount = Object.keys(filters).length;
  return (
    <section className={s.page} aria-labelledby="search-title">
      <h1 id="search-title" className={s.title}>
        {it.search.title}
      </h1>
      <ResultsSkipLink />
      <div className={s.barSlot}>
        {isDesktop && (
          <Suspense fallback={null}>
            <SearchFiltersForm filters={filters} onChange={apply} layout="bar" />
          </Suspense>
        )}
      </div>
      <div className={s.toolbar}>
        <Button variant="secondary" onPress={() => setPanelOpen(true)}>
          {activeCount ? `${it.discovery.openFilters} (${activeCount})` : it.discovery.openFilters}
        </Button>
        <SlideInPanel isOpen={panelOpen} onOpenChange={setPanelOpen}>
          <Dialog
            title={it.discovery.filters}
            footer={
              <div className={s.panelActions}>
                <Button variant="primary" fullWidth onPress={() => setPanelOpen(false)}>
                  {it.discovery.applyFilters}
                </Button>
                <Button variant="ghost" fullWidth onPress={() => apply({})}>
                  {it.discovery.resetFilters}
                </Button>
              </div>
            }
          >
            <Suspense fallback={null}>
              <SearchFiltersForm filters={filters} onChange={apply} layout="panel" />
            </Suspense>
          </Dialog>
        </SlideInPanel>
      </div>
      <FilterChips filters={filters} />
      {error && <p role="alert">{it.errors.generic}</p>}
      {page && page.items.length === 0 && (
        <p className={s.empty} role="status">
          {it.search.empty}
        </p>
      )}
      <ul
        id={RESULTS_ID}
        tabIndex={-1}
        className={cardStyles.grid}
        aria-busy={loading}
        aria-label={it.discovery.results}
      >
        {page?.items.map((l, i) => (
          <li key={l.id}>
            <LocationCard location={l} from="search" eager={i < 4} guests={filters.guests} />
          </li>
        ))}
        {loading && Array.from({ length: page ? 4 : 8 }, (_, i) => <CardSkeleton key={`sk-${i}`} />)}
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
