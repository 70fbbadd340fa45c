import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastQueue } from '../../ui';
import { AmbientForm } from './AmbientForm';
import { DeletionImpactDocument } from './deletion.generated';
import { DeleteAmbientDocument, UpsertAmbientDocument } from './listing.generated';
import { ambient, AMBIENT_ID, listing, LOCATION_ID, renderAt } from './testing';

const price = () => screen.getByRole('textbox', { name: /Costo dell'affitto/ });
const included = () => screen.getByRole('switch', { name: 'Incluso nel servizio' });
const choose = async (field: RegExp, option: string) => {
  await userEvent.click(screen.getByRole('button', { name: field }));
  await userEvent.click(screen.getByRole('option', { name: option }));
};

describe('AmbientForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it("'Incluso nel servizio' sets the rent to 0 and a price above 0 turns it off", async () => {
    renderAt('/dashboard/ambients/x', <AmbientForm location={listing()} ambient={ambient} />);
    expect(price()).toHaveValue('150,00');
    expect(included()).not.toBeChecked();
    await userEvent.click(included());
    expect(price()).toHaveValue('0,00');
    expect(included()).toBeChecked();
    await userEvent.clear(price());
    await userEvent.type(price(), '12,5');
    expect(included()).not.toBeChecked();
    await userEvent.tab();
    expect(price()).toHaveValue('12,50');
    // Not a number reads 0 (and so included).
    await userEvent.clear(price());
    await userEvent.type(price(), 'abc');
    await userEvent.tab();
    expect(price()).toHaveValue('0,00');
    expect(included()).toBeChecked();
  });

  it('shows every message of section 5 on an empty ambient', async () => {
    renderAt('/dashboard/ambients/add', <AmbientForm location={listing()} ambient={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    for (const message of [
      "Il nome dell'ambiente è obbligatorio",
      'La tipologia è obbligatoria',
      'La capacità è obbligatoria',
      "Il costo dell'affitto è obbligatorio",
      "La durata dell'affitto è obbligatoria",
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("creates one with the price in cents, says 'Ambiente creato con successo' and opens it", async () => {
    const success = vi.spyOn(toastQueue, 'success');
    const sent: unknown[] = [];
    const mock = {
      request: {
        query: UpsertAmbientDocument,
        variables: (v: { input: unknown }) => {
          sent.push(v.input);
          return true;
        },
      },
      result: { data: { upsertAmbient: { ...ambient, id: AMBIENT_ID } } },
    };
    renderAt('/dashboard/ambients/add', <AmbientForm location={listing()} ambient={null} />, [mock]);
    await userEvent.type(screen.getByRole('textbox', { name: /Nome/ }), 'Giardino');
    await choose(/Tipologia/, 'Aperto');
    await userEvent.type(screen.getByRole('textbox', { name: /Capienza/ }), '120');
    await userEvent.type(price(), '99,9');
    await choose(/Durata dell'affitto/, 'mezza giornata');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Ambiente creato con successo'));
    expect(sent[0]).toEqual({
      locationId: LOCATION_ID,
      name: 'Giardino',
      ambientType: 'OPEN',
      capacity: 120,
      rentPriceCents: 9990,
      rentDuration: 'HALF',
      description: null,
      note: null,
      imageUrls: [],
    });
    expect(await screen.findByTestId('where')).toHaveTextContent(`/dashboard/ambients/${AMBIENT_ID}`);
  });

  it("deletes after 'Sei sicuro di voler eliminare...' and says 'Ambiente eliminato con successo'", async () => {
    const success = vi.spyOn(toastQueue, 'success');
    const mock = {
      request: { query: DeleteAmbientDocument, variables: { id: AMBIENT_ID } },
      result: { data: { deleteAmbient: true } },
    };
    const noBookings = {
      request: { query: DeletionImpactDocument, variables: { target: 'AMBIENT', id: AMBIENT_ID } },
      result: {
        data: { deletionImpact: { __typename: 'DeletionImpact', pendingRequests: 0, bookings: [] } },
      },
    };
    renderAt('/dashboard/ambients/x', <AmbientForm location={listing()} ambient={ambient} />, [
      noBookings,
      mock,
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Elimina ambiente' }));
    expect(screen.getByText('Sei sicuro di voler eliminare questo ambiente?')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Sì, elimina' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Ambiente eliminato con successo'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/ambients');
  });
});
