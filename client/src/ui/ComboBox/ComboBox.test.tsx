import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox, ComboBoxItem } from './ComboBox';

interface City {
  id: string;
  name: string;
}

const CITIES: City[] = [
  { id: 'mi', name: 'Milano' },
  { id: 'ro', name: 'Roma' },
  { id: 'mo', name: 'Modena' },
];

/** Simulates a server-side city search. */
function CitySearch({
  isLoading = false,
  onInputChange,
}: {
  isLoading?: boolean;
  onInputChange?: (v: string) => void;
}) {
  const [query, setQuery] = useState('');
  const items = query ? CITIES.filter((c) => c.name.toLowerCase().startsWith(query.toLowerCase())) : [];
  return (
    <ComboBox<City>
      label="Città"
      items={isLoading ? [] : items}
      isLoading={isLoading}
      menuTrigger="focus"
      onInputChange={(v) => {
        setQuery(v);
        onInputChange?.(v);
      }}
    >
      {(city) => <ComboBoxItem id={city.id}>{city.name}</ComboBoxItem>}
    </ComboBox>
  );
}

describe('ComboBox', () => {
  it('shows "Inizia la ricerca..." when the query is empty', async () => {
    const user = userEvent.setup();
    render(<CitySearch />);
    await user.click(screen.getByRole('combobox', { name: 'Città' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Inizia la ricerca...')).toBeInTheDocument();
  });

  it('lists results and then "Nessun risultato trovato" for an unknown query', async () => {
    const user = userEvent.setup();
    const onInputChange = vi.fn();
    render(<CitySearch onInputChange={onInputChange} />);
    const input = screen.getByRole('combobox', { name: 'Città' });
    await user.type(input, 'M');
    expect(onInputChange).toHaveBeenLastCalledWith('M');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Milano', 'Modena']);

    await user.type(input, 'xyz');
    expect(screen.queryByRole('option', { name: 'Milano' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Modena' })).not.toBeInTheDocument();
    expect(screen.getByText('Nessun risultato trovato')).toBeInTheDocument();
    expect(screen.queryByText('Inizia la ricerca...')).not.toBeInTheDocument();
  });

  it('shows "Caricamento..." while loading', async () => {
    const user = userEvent.setup();
    render(<CitySearch isLoading />);
    await user.type(screen.getByRole('combobox', { name: 'Città' }), 'Mi');
    expect(within(screen.getByRole('listbox')).getByText('Caricamento...')).toBeInTheDocument();
  });

  it('selects an option', async () => {
    const user = userEvent.setup();
    render(<CitySearch />);
    const input = screen.getByRole('combobox', { name: 'Città' });
    await user.type(input, 'Ro');
    await user.click(screen.getByRole('option', { name: 'Roma' }));
    expect(input).toHaveValue('Roma');
  });
});
