import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NativeButton } from '../../ui';
import { it } from '../../i18n/it';
import { homeFiltersStore, mergeHomeFilters } from '../../state/homeFilters';
import { searchHref } from '../search/filters';
import { useDebounced } from '../../lib/useDebounced';
import { lazyPart } from '../../lib/lazyPart';
import type { SearchFieldsProps } from './SearchFields';
import * as s from './Home.css';

export const GUESTS_DEBOUNCE_MS = 500;

// The fields (react-aria's ComboBox, NumberField, date picker and their popovers) are most of the home
// page's code: a chunk of their own. The server renders them in place and the browser hydrates them when
// the chunk arrives (React replays what was typed or pressed meanwhile), so the rest of the page does not
// wait for them. The route loads them together with the page (`preloadSearchBar`): fields still waiting
// for their code when the page adopts what only the browser knows (the remembered filters, the session)
// would have their server HTML dropped and drawn again, moving everything below them.
const searchFields = lazyPart(() => import('./SearchFields').then((m) => m.SearchFields));
const SearchFields = searchFields.Part;

/** What the search bar needs before it hydrates: its fields' code. */
export const preloadSearchBar = () => searchFields.preload();

/** City, date and guests; searching carries them into `/search?filters=` and remembers them for the quote. */
export function SearchBar() {
  const navigate = useNavigate();
  // The remembered filters live in this browser: the server (and hydration) render without them, and they
  // are adopted once the fields have hydrated (the store's `use`), never by dropping the fields' HTML.
  const stored = homeFiltersStore.use();
  const [cityEdit, setCityEdit] = useState<string>();
  const [guestsEdit, setGuestsEdit] = useState<{ value: number | undefined } | null>(null);
  const city = cityEdit ?? stored.city ?? '';
  const date = stored.date;
  const guests = guestsEdit ? guestsEdit.value : stored.guests;
  // The stepper settles 500 ms after the last change before it becomes the remembered filter.
  const settledGuests = useDebounced(guestsEdit, GUESTS_DEBOUNCE_MS);
  useEffect(() => {
    if (settledGuests) mergeHomeFilters({ guests: settledGuests.value });
  }, [settledGuests]);

  const submit = () => {
    mergeHomeFilters({ city: city || undefined, date, guests });
    navigate(searchHref({ city: city || undefined, date, guests }));
  };

  const fields: SearchFieldsProps = {
    city,
    date,
    guests,
    onCity: setCityEdit,
    onDate: (d) => mergeHomeFilters({ date: d }),
    onGuests: (value) => setGuestsEdit({ value }),
  };
  return (
    <form
      className={s.searchBar}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Suspense fallback={null}>
        <SearchFields {...fields} />
      </Suspense>
      <NativeButton type="submit" variant="primary" size="lg">
        {it.home.search}
      </NativeButton>
    </form>
  );
}
