import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, NumberField } from '../../ui';
import { it } from '../../i18n/it';
import { homeFiltersStore, mergeHomeFilters } from '../../app/homeFilters';
import { CityComboBox } from '../search/CityComboBox';
import { searchHref } from '../search/filters';
import { LazyDatePicker } from '../search/LazyDatePicker';
import { useDebounced } from '../../lib/useDebounced';

export const GUESTS_DEBOUNCE_MS = 500;
import * as s from './Home.css';

/** City, date and guests; searching carries them into `/search?filters=` and remembers them for the quote. */
export function SearchBar() {
  const navigate = useNavigate();
  const initial = homeFiltersStore.get();
  const [city, setCity] = useState(initial.city ?? '');
  const [date, setDate] = useState<string | undefined>(initial.date);
  const [guests, setGuests] = useState<number | undefined>(initial.guests);
  // The stepper settles 500 ms after the last change before it becomes the remembered filter.
  const settledGuests = useDebounced(guests, GUESTS_DEBOUNCE_MS);
  useEffect(() => {
    mergeHomeFilters({ guests: settledGuests });
  }, [settledGuests]);

  const submit = () => {
    mergeHomeFilters({ city: city || undefined, date, guests });
    navigate(searchHref({ city: city || undefined, date, guests }));
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
      <CityComboBox
        label={it.home.city}
        placeholder={it.home.cityPlaceholder}
        value={city}
        onChange={(_c, text) => setCity(text)}
      />
      <LazyDatePicker
        label={it.home.date}
        value={date}
        onChange={(d) => {
          setDate(d);
          mergeHomeFilters({ date: d });
        }}
      />
      <NumberField
        label={it.home.guests}
        minValue={1}
        value={guests ?? NaN}
        onChange={(n) => setGuests(Number.isNaN(n) ? undefined : Math.max(1, n))}
      />
      <Button type="submit" variant="primary" size="lg">
        {it.home.search}
      </Button>
    </form>
  );
}
