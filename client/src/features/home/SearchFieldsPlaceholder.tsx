import { ChevronDown } from 'lucide-react';
import { useId, useState, type FocusEvent } from 'react';
import { it } from '../../i18n/it';
import * as f from '../../ui/Field/Field.css';
import * as n from '../../ui/NumberField/NumberField.css';
import { chevron } from '../../ui/Select/Select.css';
import { CalendarIcon, DATE_PLACEHOLDER, displayDate } from '../search/dateField';
import * as d from '../search/LazyDatePicker.css';
import type { SearchControl, SearchFieldsProps } from './searchFieldsTypes';

// As react-aria's NumberField shows integers (formatOptions { maximumFractionDigits: 0 }).
const guestsFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });

export interface SearchFieldsPlaceholderProps extends Pick<SearchFieldsProps, 'city' | 'date' | 'guests'> {
  /** The first sign of interest (hover, touch, focus): load the real fields. */
  onActivate: () => void;
  /** A stand-in button was pressed: the real one is pressed once loaded. */
  onPress: (control: SearchControl) => void;
}

/**
 * Plain-HTML stand-ins for the search bar's fields: the same markup, classes, roles and names as the
 * react-aria fields, without their code. They take focus and text like the real ones, which then
 * inherit both (see `SearchBar`). `data-control` names each control, `data-typed` marks edited inputs.
 */
export function SearchFieldsPlaceholder({
  city,
  date,
  guests,
  onActivate,
  onPress,
}: SearchFieldsPlaceholderProps) {
  const id = useId();
  const [cityText, setCityText] = useState<string | null>(null);
  const [guestsText, setGuestsText] = useState<string | null>(null);
  const [focused, setFocused] = useState<SearchControl | null>(null);
  const [dateFocusVisible, setDateFocusVisible] = useState(false);
  const interest = { onPointerEnter: onActivate, onPointerDown: onActivate, onFocus: onActivate };
  const track = (control: SearchControl) => ({
    'data-control': control,
    onFocus: () => setFocused(control),
    onBlur: () => setFocused(null),
  });
  const label = it.home.date;
  return (
    <>
      <div className={f.field} {...interest}>
        <label className={f.label} id={`${id}-city-label`} htmlFor={`${id}-city`}>
          {it.home.city}
        </label>
        <div role="group" className={f.group} data-focus-within={focused === 'city' || undefined}>
          <input
            {...track('city')}
            id={`${id}-city`}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded="false"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder={it.home.cityPlaceholder}
            className={f.groupInput}
            value={cityText ?? city}
            data-typed={cityText !== null || undefined}
            onChange={(e) => setCityText(e.target.value)}
          />
          <button
            {...track('cityButton')}
            id={`${id}-city-button`}
            type="button"
            tabIndex={-1}
            className={f.adornmentButton}
            aria-label={it.home.showSuggestions}
            aria-labelledby={`${id}-city-button ${id}-city-label`}
            aria-haspopup="listbox"
            aria-expanded="false"
            onClick={() => onPress('cityButton')}
          >
            <ChevronDown className={chevron} />
          </button>
        </div>
      </div>
      <div className={d.field} {...interest}>
        <label className={d.label} id={`${label}-label`}>
          {label}
        </label>
        <button
          {...track('date')}
          type="button"
          className={d.trigger}
          aria-labelledby={`${label}-label ${label}-value`}
          aria-expanded="false"
          data-focus-visible={dateFocusVisible || undefined}
          onFocus={(e: FocusEvent<HTMLButtonElement>) => {
            setFocused('date');
            setDateFocusVisible(e.currentTarget.matches(':focus-visible'));
          }}
          onBlur={() => {
            setFocused(null);
            setDateFocusVisible(false);
          }}
          onClick={() => onPress('date')}
        >
          <span id={`${label}-value`} data-placeholder={!date || undefined} className={d.value}>
            {displayDate(date) || DATE_PLACEHOLDER}
          </span>
          <CalendarIcon />
        </button>
      </div>
      <div className={f.field} {...interest}>
        <label className={f.label} htmlFor={`${id}-guests`}>
          {it.home.guests}
        </label>
        <div role="group" className={f.group} data-focus-within={focused === 'guests' || undefined}>
          <button
            {...track('decrement')}
            type="button"
            tabIndex={-1}
            className={f.adornmentButton}
            aria-label={it.home.decrease}
            aria-controls={`${id}-guests`}
            onClick={() => onPress('decrement')}
          >
            <span aria-hidden="true" className={n.sign}>
              −
            </span>
          </button>
          <input
            {...track('guests')}
            id={`${id}-guests`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            aria-roledescription={it.home.numberField}
            className={`${f.groupInput} ${n.input}`}
            value={guestsText ?? (guests === undefined ? '' : guestsFormat.format(guests))}
            data-typed={guestsText !== null || undefined}
            onChange={(e) => setGuestsText(e.target.value.replace(/\D/g, ''))}
          />
          <button
            {...track('increment')}
            type="button"
            tabIndex={-1}
            className={f.adornmentButton}
            aria-label={it.home.increase}
            aria-controls={`${id}-guests`}
            onClick={() => onPress('increment')}
          >
            <span aria-hidden="true" className={n.sign}>
              +
            </span>
          </button>
        </div>
      </div>
    </>
  );
}
