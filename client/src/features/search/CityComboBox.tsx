import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ComboBox, ComboBoxItem } from '../../ui';
import { CityOptionsDocument } from './search.generated';
import { useDebounced } from '../../lib/useDebounced';

export const CITY_DEBOUNCE_MS = 500;

export interface CityOption {
  id: number;
  nome: string;
  sigla: string;
  provincia: { nome: string };
  cap: string[];
}

/** City autocomplete over the Italian comuni; the query waits 500 ms after the last keystroke. */
export function CityComboBox({
  label,
  value,
  onChange,
  placeholder,
  isRequired,
  errorMessage,
}: {
  label: string;
  value: string;
  onChange: (city: CityOption | null, text: string) => void;
  placeholder?: string;
  isRequired?: boolean;
  errorMessage?: string;
}) {
  const [input, setInput] = useState(value);
  const query = useDebounced(input.trim(), CITY_DEBOUNCE_MS);
  const { data, loading } = useQuery(CityOptionsDocument, {
    variables: { filter: query },
    skip: query.length === 0,
  });
  const items = query ? (data?.cities ?? []) : [];
  return (
    <ComboBox<CityOption>
      label={label}
      placeholder={placeholder}
      items={items}
      inputValue={input}
      isRequired={isRequired}
      errorMessage={errorMessage}
      isInvalid={!!errorMessage}
      isLoading={loading || query !== input.trim()}
      allowsCustomValue
      menuTrigger="input"
      onInputChange={(text) => {
        setInput(text);
        if (!text) onChange(null, '');
      }}
      onSelectionChange={(key) => {
        const city = items.find((c) => c.id === key) ?? null;
        if (city) {
          setInput(city.nome);
          onChange(city, city.nome);
        }
      }}
    >
      {(c) => (
        <ComboBoxItem id={c.id} textValue={c.nome}>
          {`${c.nome} (${c.sigla})`}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
