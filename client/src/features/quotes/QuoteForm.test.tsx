import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { abuseMessages, addDays, todayInRome, weekdayOf } from '@festalocation/domain';
import { CreateQuoteRequestDocument, LocationUnavailabilitiesDocument } from './quotes.generated';
import { sessionStore } from '../../state/session';
import { QuoteForm, type QuoteLocation } from './QuoteForm';
import { clearDraft, quoteDraftStore, setDraft } from './draftStore';

const date = addDays(todayInRome(), 10);
const location: QuoteLocation = {
  id: 'loc-1',
  openingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
  ambients: [
    { id: 'a1', name: 'Sala Grande', capacity: 40, rentPriceCents: 50_000, rentDuration: 'FULL' },
    { id: 'a2', name: 'Giardino', capacity: 30, rentPriceCents: 0, rentDuration: 'HALF' },
  ],
  services: [{ id: 's1', name: 'Buffet', pricePerPersonCents: 2_550, ambientIncluded: false }],
};
const unavailability = {
  request: { query: LocationUnavailabilitiesDocument, variables: { locationId: 'loc-1' } },
  result: {
    data: {
      locationUnavailabilities: {
        __typename: 'LocationUnavailabilities',
        ambients: [{ __typename: 'ItemUnavailability', id: 'a1', dates: [addDays(date, 1)] }],
        services: [],
      },
    },
  },
  maxUsageCount: 10,
};

function renderForm(mocks: unknown[] = [unavailability], onOutcome = vi.fn()) {
  render(
    <MockedProvider mocks={mocks as never}>
      <QuoteForm location={location} mode="form" onOutcome={onOutcome} />
    </MockedProvider>,
  );
  return onOutcome;
}

describe('QuoteForm', () => {
  beforeEach(() => {
    clearDraft();
    sessionStore.set({ token: 'test-token', role: 'GUEST', selectedLocationId: null });
  });

  it('updates the total live: services × guests plus ambients', async () => {
    setDraft({ locationId: 'loc-1', guests: 10, ambients: ['a1'], services: [], date });
    renderForm();
    const total = screen.getByRole('status', { name: 'Totale' });
    expect(total).toHaveTextContent('500,00 €');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Buffet' }));
    expect(total).toHaveTextContent('755,00 €');
  });

  it('shows the capacity message with its numbers and disables sending', () => {
    setDraft({ locationId: 'loc-1', guests: 41, ambients: ['a1'], services: [], date });
    renderForm();
    expect(
      screen.getByText(
        'Il numero di ospiti (41) supera la capienza totale degli ambienti selezionati (40 persone)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invia richiesta' })).toBeDisabled();
  });

  it('shows the missing-choice messages only after an attempt', async () => {
    renderForm();
    expect(screen.queryByText('Seleziona almeno un ambiente o un servizio')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Seleziona almeno un ambiente o un servizio')).toBeInTheDocument();
    expect(screen.getAllByText('La data è obbligatoria').length).toBeGreaterThan(0);
  });

  it('sends with an idempotency key, clears the draft and reports success', async () => {
    setDraft({ locationId: 'loc-1', guests: 10, ambients: ['a1'], services: [], date });
    const create = {
      request: {
        query: CreateQuoteRequestDocument,
        variables: (v: { input: { idempotencyKey?: string; guests: number } }) =>
          !!v.input.idempotencyKey && v.input.guests === 10,
      },
      result: { data: { createQuoteRequest: { __typename: 'QuoteRequest', id: 'q1', number: 1 } } },
    };
    const onOutcome = renderForm([unavailability, create]);
    await userEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await vi.waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ kind: 'success' }));
    expect(quoteDraftStore.get().draft).toBeNull();
  });

  it('maps AMBIENT_UNAVAILABLE to the catalogue text', async () => {
    setDraft({ locationId: 'loc-1', guests: 10, ambients: ['a1'], services: [], date });
    const create = {
      request: { query: CreateQuoteRequestDocument, variables: () => true },
      result: { errors: [{ message: 'x', extensions: { code: 'AMBIENT_UNAVAILABLE' } }] },
    };
    const onOutcome = renderForm([unavailability, create]);
    await userEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    const [y, m, d] = date.split('-');
    await vi.waitFor(() =>
      expect(onOutcome).toHaveBeenCalledWith({
        kind: 'error',
        message: `Uno o più degli ambienti selezionati non sono disponibili il ${d}/${m}/${y}`,
      }),
    );
  });

  it('says which limit a RATE_LIMITED request reached and when the next may go, keeping the draft', async () => {
    setDraft({ locationId: 'loc-1', guests: 10, ambients: ['a1'], services: [], date });
    const message = abuseMessages.quotesPerLocationDay(3, 5 * 3600);
    const create = {
      request: { query: CreateQuoteRequestDocument, variables: () => true },
      result: { errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 5 * 3600 } }] },
    };
    const onOutcome = renderForm([unavailability, create]);
    await userEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await vi.waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ kind: 'error', message }));
    expect(message).toContain('tra 5 ore');
    expect(quoteDraftStore.get().draft).not.toBeNull();
  });

  it('asks to retry on TEMPORARILY_UNAVAILABLE (database restarting), keeping the draft', async () => {
    setDraft({ locationId: 'loc-1', guests: 10, ambients: ['a1'], services: [], date });
    const create = {
      request: { query: CreateQuoteRequestDocument, variables: () => true },
      result: { errors: [{ message: 'x', extensions: { code: 'TEMPORARILY_UNAVAILABLE' } }] },
    };
    const onOutcome = renderForm([unavailability, create]);
    await userEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await vi.waitFor(() =>
      expect(onOutcome).toHaveBeenCalledWith({
        kind: 'error',
        message: 'Servizio momentaneamente non disponibile. Riprova tra qualche istante.',
      }),
    );
    expect(quoteDraftStore.get().draft).not.toBeNull();
  });

  it('calls the first day it offers, not a closed today, its first available date', async () => {
    // Closed today and tomorrow: the day after is the first the picker offers.
    const today = todayInRome();
    const closed: string[] = [weekdayOf(today), weekdayOf(addDays(today, 1))];
    const open = location.openingDays.filter((d) => !closed.includes(d));
    render(
      <MockedProvider mocks={[unavailability] as never}>
        <QuoteForm location={{ ...location, openingDays: open }} mode="form" onOutcome={vi.fn()} />
      </MockedProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /calendario/i }));
    const first = await screen.findByRole('button', { name: /Prima data disponibile/ });
    expect(first).toHaveTextContent(String(Number(addDays(today, 2).slice(8))));
    expect(first).not.toHaveAttribute('aria-disabled');
  });
});
