import { useQuery } from '@apollo/client/react';
import { CityFieldOptionsDocument } from './cities.generated';
import { useDebounced } from '../../lib/useDebounced';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from '../../ui';
import { CITY_DEBOUNCE_MS, type CityChoice } from './cityChoice';

/**
 * The comuni combo box that the city field and the search bars share: the list follows the typed text,
 * its query waiting CITY_DEBOUNCE_MS after the last keystroke. The owner keeps the text (`input`);
 * `chosen`, the comune already picked, is not searched again.
 */
export function CityPicker({
  input,
  chosen,
  onInputChange,
  onPick,
  errorMessage,
  ...props
}: {
  input: string;
  chosen?: string;
  onInputChange: (text: string) => void;
  onPick: (city: CityChoice) => void;
  errorMessage?: string;
} & Pick<
  ComboBoxProps<CityChoice>,
  'label' | 'placeholder' | 'isRequired' | 'isDisabled' | 'loadingText' | 'emptyQueryText' | 'noResultsText'
>) {
  const query = useDebounced(input.trim(), CITY_DEBOUNCE_MS);
  const searches = query.length > 0 && query !== chosen;
  const { data, loading } = useQuery(CityFieldOptionsDocument, {
    variables: { filter: query },
    skip: !searches,
  });
  const items = searches ? (data?.cities ?? []) : [];

  return (
    <ComboBox<CityChoice>
      {...props}
      items={items}
      inputValue={input}
      errorMessage={errorMessage}
      isInvalid={!!errorMessage}
      isLoading={loading || (query !== input.trim() && input.trim() !== chosen)}
      allowsCustomValue
      menuTrigger="input"
      onInputChange={onInputChange}
      onSelectionChange={(key) => {
        const city = items.find((c) => c.id === key);
        if (city) onPick(city);
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
