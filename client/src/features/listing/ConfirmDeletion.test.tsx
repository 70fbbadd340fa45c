import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteLocation } from '../hostLocations/DeleteLocation';
import { DeleteItem } from './DeleteItem';
import { DeletionImpactDocument } from './deletion.generated';
import { AMBIENT_ID, LOCATION_ID, renderAt } from './testing';

const booking = (
  n: number,
  guestName: string,
  date: string,
  ambients: string[],
  services: string[] = [],
) => ({
  __typename: 'AffectedBooking',
  id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  number: n,
  guestName,
  date,
  guests: 40,
  ambients,
  services,
});

const impact = (
  target: string,
  id: string,
  bookings: ReturnType<typeof booking>[],
  pendingRequests = 0,
  delay = 0,
) => ({
  request: { query: DeletionImpactDocument, variables: { target, id } },
  result: { data: { deletionImpact: { __typename: 'DeletionImpact', pendingRequests, bookings } } },
  delay,
});

function renderDeleteAmbient(mock: ReturnType<typeof impact>, onConfirm = vi.fn(async () => {})) {
  renderAt(
    '/dashboard/ambients/x',
    <DeleteItem
      target="AMBIENT"
      id={AMBIENT_ID}
      label="Elimina ambiente"
      title="Sei sicuro di voler eliminare questo ambiente?"
      isDisabled={false}
      onConfirm={onConfirm}
    />,
    [mock],
  );
  return onConfirm;
}

describe('the confirmation before deleting', () => {
  it('lists the accepted bookings an ambient’s deletion cancels and warns that the guests are told', async () => {
    // The answer comes late enough for the test to see the dialog while it is still asking.
    const onConfirm = renderDeleteAmbient(
      impact(
        'AMBIENT',
        AMBIENT_ID,
        [
          booking(12, 'Giulia Ospite', '2030-06-14', ['Sala grande'], ['Buffet']),
          booking(15, 'Marco Bianchi', '2030-07-02', ['Sala grande']),
        ],
        0,
        300,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Elimina ambiente' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Sei sicuro di voler eliminare questo ambiente?',
    });
    // The host decides on what it would cancel: the button waits for the answer.
    expect(within(dialog).getByRole('status')).toHaveTextContent('Controllo delle prenotazioni accettate…');
    expect(within(dialog).getByRole('button', { name: 'Sì, elimina' })).toBeDisabled();

    const warning = await within(dialog).findByRole('region', {
      name: 'Attenzione: 2 prenotazioni accettate verranno annullate',
    });
    const rows = within(within(warning).getByRole('list', { name: 'Prenotazioni che verranno annullate' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      'Preventivo 12 – Giulia Ospite – 14/06/203040 ospiti · Sala grande · Buffet',
      'Preventivo 15 – Marco Bianchi – 02/07/203040 ospiti · Sala grande',
    ]);
    expect(warning).toHaveTextContent(
      "Ogni ospite riceverà una notifica (anche per e-mail e push, se le ha attive) e vedrà la sua richiesta come 'Annullata dalla location'.",
    );
    const confirm = within(dialog).getByRole('button', { name: 'Sì, elimina' });
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('adds nothing when no booking would be cancelled', async () => {
    renderDeleteAmbient(impact('AMBIENT', AMBIENT_ID, []));
    await userEvent.click(screen.getByRole('button', { name: 'Elimina ambiente' }));
    const confirm = screen.getByRole('button', { name: 'Sì, elimina' });
    await waitFor(() => expect(confirm).toBeEnabled());
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).queryByRole('region')).toBeNull();
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(dialog).not.toHaveTextContent('Attenzione');
  });

  it('a location’s: its bookings and its waiting requests, behind ELIMINA', async () => {
    renderAt('/dashboard/settings', <DeleteLocation locationId={LOCATION_ID} />, [
      impact('LOCATION', LOCATION_ID, [booking(3, 'Giulia Ospite', '2030-06-14', ['Giardino'])], 2),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Elimina location' }));
    const warning = await screen.findByRole('region', {
      name: 'Attenzione: 1 prenotazione accettata verrà annullata',
    });
    expect(within(warning).getByRole('listitem')).toHaveTextContent(
      'Preventivo 3 – Giulia Ospite – 14/06/2030',
    );
    expect(warning).toHaveTextContent(
      'Verranno annullate anche 2 richieste in attesa di risposta, e i loro ospiti avvisati.',
    );
    expect(screen.getByRole('button', { name: 'Elimina' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Scrivi ELIMINA per confermare' }), 'ELIMINA');
    expect(screen.getByRole('button', { name: 'Elimina' })).toBeEnabled();
  });
});
