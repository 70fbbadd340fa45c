import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CityFromPositionDocument } from './cities.generated';
import { accountStrings as accountIt } from '../../i18n/it.account';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { Button, Dialog, Modal } from '../../ui';
import { type CityChoice } from './cityChoice';
import { CityPicker } from './CityPicker';
import { currentPosition } from './geolocation';

/**
 * A comune picked from the list (search debounced 500 ms) or found from the device's position:
 * browser geolocation → the gateway's reverse geocoder → the matching comune.
 */
export function CityField({
  label = accountIt.account.city,
  value,
  onChange,
  locate: withLocate = true,
  ...props
}: {
  label?: string;
  value: string;
  onChange: (city: CityChoice | null) => void;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Offer 'Usa la mia posizione' (a place the person stands in, not e.g. a registered office). */
  locate?: boolean;
}) {
  const [input, setInput] = useState(value);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const client = useApolloClient();

  const locate = async () => {
    setLocating(true);
    try {
      let pos: { lat: number; lon: number };
      try {
        pos = await currentPosition();
      } catch {
        setGeoError(hostIt.cityField.geoErrorBody);
        return;
      }
      try {
        const { data: found } = await client.query({ query: CityFromPositionDocument, variables: pos });
        const city = found?.cityFromPosition;
        if (!city) return setGeoError(hostIt.cityField.geoErrorBody);
        setInput(city.nome);
        onChange(city);
      } catch {
        setGeoError(hostIt.cityField.reverseFailed);
      }
    } finally {
      setLocating(false);
    }
  };

  const picker = (
    <CityPicker
      {...props}
      label={label}
      input={input}
      chosen={value}
      loadingText={hostIt.cityField.loading}
      emptyQueryText={hostIt.cityField.emptyQuery}
      noResultsText={hostIt.cityField.noResults}
      onInputChange={(text) => {
        setInput(text);
        if (text.trim() !== value) onChange(null);
      }}
      onPick={(city) => {
        setInput(city.nome);
        onChange(city);
      }}
    />
  );
  if (!withLocate) return picker;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 8, alignItems: 'end' }}>
      {picker}
      <Button
        variant="secondary"
        iconOnly
        aria-label={hostIt.cityField.gps}
        isPending={locating}
        isDisabled={props.isDisabled}
        onPress={() => void locate()}
      >
        <LocateFixed aria-hidden="true" size={20} />
      </Button>
      <Modal isOpen={geoError !== null} onOpenChange={(open) => !open && setGeoError(null)}>
        <Dialog
          role="alertdialog"
          title={hostIt.cityField.geoErrorTitle}
          footer={<Button onPress={() => setGeoError(null)}>{hostIt.cityField.ok}</Button>}
        >
          <p>{geoError}</p>
        </Dialog>
      </Modal>
    </div>
  );
}
