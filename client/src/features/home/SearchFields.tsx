import { it } from '../../i18n/it';
import { NumberField } from '../../ui/NumberField/NumberField';
import { CityComboBox } from '../search/CityComboBox';
import { LazyDatePicker } from '../search/LazyDatePicker';

/** What the search bar's fields show and report. */
export interface SearchFieldsProps {
  city: string;
  date?: string;
  guests?: number;
  onCity: (text: string) => void;
  onDate: (iso: string | undefined) => void;
  onGuests: (guests: number | undefined) => void;
}

/** The search bar's fields: city, date and guests. */
export function SearchFields({ city, date, guests, onCity, onDate, onGuests }: SearchFieldsProps) {
  return (
    <>
      <CityComboBox
        label={it.home.city}
        placeholder={it.home.cityPlaceholder}
        value={city}
        onChange={(_c, text) => onCity(text)}
      />
      <LazyDatePicker label={it.home.date} value={date} onChange={onDate} />
      <NumberField
        label={it.home.guests}
        minValue={1}
        // No choice yet is the default of one guest (spec), shown as such rather than as an empty box.
        value={guests ?? 1}
        incrementLabel={it.home.increase}
        decrementLabel={it.home.decrease}
        onChange={(n) => onGuests(Number.isNaN(n) ? undefined : Math.max(1, n))}
      />
    </>
  );
}
