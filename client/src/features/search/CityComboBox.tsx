import { useState } from 'react';
import { CityPicker } from '../cities/CityPicker';
import { type CityChoice } from '../cities/cityChoice';

/** City autocomplete over the Italian comuni; the query waits 500 ms after the last keystroke. */
export function CityComboBox({
  value,
  onChange,
  ...props
}: {
  label: string;
  value: string;
  onChange: (city: CityChoice | null, text: string) => void;
  placeholder?: string;
  isRequired?: boolean;
  errorMessage?: string;
}) {
  const [input, setInput] = useState(value);
  return (
    <CityPicker
      {...props}
      input={input}
      onInputChange={(text) => {
        setInput(text);
        if (!text) onChange(null, '');
      }}
      onPick={(city) => {
        setInput(city.nome);
        onChange(city, city.nome);
      }}
    />
  );
}
