import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastQueue } from '../../ui';
import { GeneralForm } from './GeneralSettings';
import { UpdateLocationGeneralDocument } from './listing.generated';
import { listing, renderAt } from './testing';

const renderForm = (l = listing(), mocks: unknown[] = []) =>
  renderAt('/dashboard/general', <GeneralForm location={l} tags={[]} />, mocks);

const chooseMode = async (label: string) => {
  await userEvent.click(screen.getByRole('button', { name: /Modalità orari/ }));
  await userEvent.click(screen.getByRole('option', { name: label }));
};
const starts = () => screen.queryAllByLabelText('Inizio');

describe('Impostazioni generali', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clears the ranges for FULL_DAY and ON_REQUEST and starts TIME_RANGE with 09:00-18:00', async () => {
    renderForm();
    expect(starts()).toHaveLength(1);
    await chooseMode('Tutto il giorno');
    expect(starts()).toHaveLength(0);
    await chooseMode('Fasce orarie');
    expect(starts()).toHaveLength(1);
    expect(screen.getByLabelText('Inizio')).toHaveValue('09:00');
    expect(screen.getByLabelText('Fine')).toHaveValue('18:00');
    await chooseMode('Su richiesta');
    expect(starts()).toHaveLength(0);
  });

  it('shows the messages of section 5: name, at least one range, start, end, end after start', async () => {
    renderForm();
    await userEvent.clear(screen.getByRole('textbox', { name: /Nome/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi fascia oraria 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il nome della location è obbligatorio')).toBeInTheDocument();
    expect(screen.getByText('Devi inserire almeno una fascia oraria')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi fascia oraria' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi fascia oraria' }));
    const [start1, start2] = screen.getAllByLabelText('Inizio');
    const [end1, end2] = screen.getAllByLabelText('Fine');
    await userEvent.clear(start1!);
    await userEvent.clear(end1!);
    await userEvent.clear(end2!);
    await userEvent.type(end2!, '08:00');
    expect(start2).toHaveValue('09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Orario di inizio obbligatorio')).toBeInTheDocument();
    expect(screen.getByText('Orario di fine obbligatorio')).toBeInTheDocument();
    expect(screen.getByText("L'orario di fine deve essere dopo quello di inizio")).toBeInTheDocument();
  });

  it('saves the gallery unchanged and says so with the toast of section 8', async () => {
    const success = vi.spyOn(toastQueue, 'success');
    const sent: unknown[] = [];
    const l = listing();
    const mock = {
      request: {
        query: UpdateLocationGeneralDocument,
        variables: (v: { input: unknown }) => {
          sent.push(v.input);
          return true;
        },
      },
      result: { data: { updateLocation: l } },
    };
    renderForm(l, [mock]);
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('La location è stata aggiornata con successo'));
    expect(sent[0]).toMatchObject({
      name: 'Villa Festa',
      imageUrls: ['/media/a.jpg'],
      timingMode: 'TIME_RANGE',
      timeRanges: [{ startTime: '10:00', endTime: '20:00' }],
    });
  });

  it("hides an Early Bird location's name from session recording", () => {
    renderForm(listing({ subscriptionType: 'FREE_FOREVER' }));
    expect(screen.getByRole('textbox', { name: /Nome/ }).closest('[data-recording-mask]')).not.toBeNull();
  });

  it('is disabled with the notice for the status when editing is not allowed', () => {
    renderForm(listing({ canEdit: false, approvalStatus: 'APPROVED', isApproved: true }));
    expect(screen.getByRole('alert')).toHaveTextContent(/attiva l'abbonamento/);
    expect(screen.getByRole('textbox', { name: /Nome/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salva' })).toBeDisabled();
  });
});
