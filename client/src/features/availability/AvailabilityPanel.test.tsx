import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { toastQueue } from '../../ui';
import { SetItemUnavailabilityDocument } from './availability.generated';
import { HostItemUnavailabilitiesDocument } from './hostAvailability.generated';
import { AvailabilityPanel } from './AvailabilityPanel';

const query = {
  request: { query: HostItemUnavailabilitiesDocument, variables: { locationId: 'loc-1' } },
  result: {
    data: {
      locationUnavailabilities: {
        __typename: 'LocationUnavailabilities',
        ambients: [{ __typename: 'ItemUnavailability', id: 'a1', dates: ['2030-06-20'], importedDates: [] }],
        services: [{ __typename: 'ItemUnavailability', id: 's1', dates: ['2030-06-11'], importedDates: [] }],
      },
    },
  },
  maxUsageCount: 10,
};
const blockInput = {
  input: { target: 'AMBIENT', id: 'a1', dates: ['2030-06-10', '2030-06-11', '2030-06-12'], available: false },
};

function renderPanel(
  mutation: unknown,
  isDisabled = false,
  target: { kind: 'AMBIENT' | 'SERVICE'; id: string } = { kind: 'AMBIENT', id: 'a1' },
) {
  render(
    <MockedProvider mocks={[query, ...[mutation].flat()] as never}>
      <AvailabilityPanel locationId="loc-1" target={target} isDisabled={isDisabled} />
    </MockedProvider>,
  );
}

async function chooseRange() {
  await userEvent.click(await screen.findByRole('button', { name: /10 giugno 2030/ }));
  await userEvent.click(screen.getByRole('button', { name: /12 giugno 2030/ }));
}

const blockedList = () => screen.getByRole('list', { name: 'Date bloccate' });

describe('AvailabilityPanel', () => {
  beforeEach(() => {
    // Only the clock: 'today' is 10 June 2030, so June 2030 shows and the days before are out of reach.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-10T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the item's blocked days (not another item's) and blocks a chosen range with a success toast", async () => {
    const success = vi.spyOn(toastQueue, 'success');
    renderPanel({
      request: { query: SetItemUnavailabilityDocument, variables: blockInput },
      result: { data: { setUnavailability: true } },
    });
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(
      within(blockedList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['20/06/2030']);
    const block = screen.getByRole('button', { name: 'Bloccato' });
    expect(block).toBeDisabled();
    await chooseRange();
    expect(screen.getByText('Selezionato: dal 10/06/2030 al 12/06/2030 (3 giorni)')).toBeInTheDocument();
    await userEvent.click(block);
    expect(await within(blockedList()).findByText('dal 10/06/2030 al 12/06/2030')).toBeInTheDocument();
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Disponibilità salvate con successo'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('rolls the optimistic change back and shows the Errore dialog when saving fails', async () => {
    renderPanel({
      request: { query: SetItemUnavailabilityDocument, variables: blockInput },
      error: new Error('rete assente'),
      delay: 300,
    });
    await chooseRange();
    await userEvent.click(screen.getByRole('button', { name: 'Bloccato' }));
    // Optimistic: shown before the server answers.
    expect(within(blockedList()).getByText('dal 10/06/2030 al 12/06/2030')).toBeInTheDocument();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Errore')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Si è verificato un errore durante il salvataggio delle disponibilità'),
    ).toBeInTheDocument();
    // The modal hides the page from assistive technology until it is dismissed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(
      within(blockedList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['20/06/2030']);
  });

  it('blocks days of a service created after the list was loaded, then frees one', async () => {
    const free = (id: string, dates: string[], available: boolean) => ({
      request: {
        query: SetItemUnavailabilityDocument,
        variables: { input: { target: 'SERVICE', id, dates, available } },
      },
      result: { data: { setUnavailability: true } },
    });
    renderPanel(
      [free('s9', ['2030-06-10', '2030-06-11', '2030-06-12'], false), free('s9', ['2030-06-11'], true)],
      false,
      {
        kind: 'SERVICE',
        id: 's9',
      },
    );
    expect(await screen.findByText('Nessuna data bloccata')).toBeInTheDocument();
    await chooseRange();
    await userEvent.click(screen.getByRole('button', { name: 'Bloccato' }));
    expect(await within(blockedList()).findByText('dal 10/06/2030 al 12/06/2030')).toBeInTheDocument();
    const day = screen.getByRole('button', { name: /11 giugno 2030/ });
    await userEvent.click(day);
    await userEvent.click(day);
    await userEvent.click(screen.getByRole('button', { name: 'Disponibile' }));
    await vi.waitFor(() =>
      expect(
        within(blockedList())
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['10/06/2030', '12/06/2030']),
    );
  });

  it('shows the calendar but no change while the editing gate is closed', async () => {
    renderPanel(query, true);
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disponibile' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bloccato' })).toBeDisabled();
  });
});
