import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { Button } from '../../ui';
import { it } from '../../i18n/it';
import { homeFiltersStore, mergeHomeFilters, type HomeFilters } from '../../state/homeFilters';
import { searchHref } from '../search/filters';
import { useDebounced } from '../../lib/useDebounced';
import { SearchFieldsPlaceholder } from './SearchFieldsPlaceholder';
import { REAL_CONTROL, type SearchControl, type SearchFieldsProps } from './searchFieldsTypes';
import * as s from './Home.css';

export const GUESTS_DEBOUNCE_MS = 500;

type Fields = ComponentType<SearchFieldsProps>;

// The real fields (react-aria's ComboBox, NumberField, date picker and their popovers) are most of the
// home page's widget code yet only matter once someone reaches for the bar: they load then.
let loaded: Fields | null = null;
let loading: Promise<Fields> | null = null;
const loadFields = () => (loading ??= import('./SearchFields').then((m) => (loaded = m.SearchFields)));

const NO_FILTERS: HomeFilters = {};
const serverFilters = () => NO_FILTERS;

/** What the stand-ins received before the real fields replaced them. */
interface Handoff {
  focused: SearchControl | null;
  selection: [number | null, number | null] | null;
  typed: [SearchControl, string][];
  presses: SearchControl[];
}

function readHandoff(form: HTMLFormElement, presses: SearchControl[]): Handoff {
  const active = document.activeElement;
  const inForm = active instanceof HTMLElement && form.contains(active);
  return {
    focused: inForm ? ((active.dataset.control as SearchControl | undefined) ?? null) : null,
    selection:
      inForm && active instanceof HTMLInputElement ? [active.selectionStart, active.selectionEnd] : null,
    typed: [...form.querySelectorAll<HTMLInputElement>('input[data-typed]')].map((input) => [
      input.dataset.control as SearchControl,
      input.value,
    ]),
    presses: presses.splice(0),
  };
}

/** Types `text` into a react-aria input the way the browser would (so it reacts as to typing). */
function retype(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** City, date and guests; searching carries them into `/search?filters=` and remembers them for the quote. */
export function SearchBar() {
  const navigate = useNavigate();
  // The remembered filters live in this browser: the server (and hydration) render without them.
  const stored = useSyncExternalStore(homeFiltersStore.subscribe, homeFiltersStore.get, serverFilters);
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

  const form = useRef<HTMLFormElement>(null);
  const [Fields, setFields] = useState<Fields | null>(() => loaded);
  const presses = useRef<SearchControl[]>([]);
  const handoff = useRef<Handoff | null>(null);
  const activate = () => {
    void loadFields().then((real) => {
      if (!form.current) return;
      handoff.current = readHandoff(form.current, presses.current);
      // Synchronously, so nothing typed between reading the stand-ins and replacing them is lost.
      flushSync(() => setFields(() => real));
    });
  };
  // Carry focus, caret, typed text and presses over to the real fields.
  useEffect(() => {
    const h = handoff.current;
    const root = form.current;
    handoff.current = null;
    if (!Fields || !h || !root) return;
    const real = (control: SearchControl) => root.querySelector<HTMLElement>(REAL_CONTROL[control]);
    const focused = h.focused && real(h.focused);
    focused?.focus();
    for (const [control, text] of h.typed) {
      const input = real(control);
      if (input instanceof HTMLInputElement) retype(input, text);
    }
    if (focused instanceof HTMLInputElement && h.selection) {
      focused.setSelectionRange(h.selection[0], h.selection[1]);
    }
    for (const control of h.presses) real(control)?.click();
  }, [Fields]);

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
      ref={form}
      className={s.searchBar}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {Fields ? (
        <Fields {...fields} />
      ) : (
        <SearchFieldsPlaceholder
          city={city}
          date={date}
          guests={guests}
          onActivate={activate}
          onPress={(control) => presses.current.push(control)}
        />
      )}
      <Button type="submit" variant="primary" size="lg">
        {it.home.search}
      </Button>
    </form>
  );
}
