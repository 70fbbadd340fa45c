import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastQueue } from '../../ui';
import { ServiceForm } from './ServiceForm';
import { UpsertServiceDocument } from './listing.generated';
import { listing, LOCATION_ID, renderAt, serviceTypes } from './testing';

const choose = async (field: RegExp, option: string) => {
  await userEvent.click(screen.getByRole('button', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const fill = async () => {
  // The types come from a query: the select's hidden native options show they are there.
  await screen.findByText('Catering', { selector: 'option' });
  await choose(/Tipologia/, 'Catering');
  await userEvent.type(screen.getByRole('textbox', { name: /Nome/ }), 'Buffet');
  await userEvent.type(screen.getByRole('textbox', { name: /Prezzo per persona/ }), '25,5');
  await choose(/L'ambiente è incluso/, 'Sì');
};

describe('ServiceForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks whether the ambient is included and creates the service: 'Servizio creato con successo'", async () => {
    const success = vi.spyOn(toastQueue, 'success');
    const sent: unknown[] = [];
    const created = {
      __typename: 'Service',
      id: '00000000-0000-4000-8000-000000000020',
      name: 'Buffet',
      serviceTypeId: 1,
      serviceTypeName: 'Catering',
      pricePerPersonCents: 2550,
      ambientIncluded: true,
      description: null,
      note: null,
      allergens: null,
      images: [],
    };
    const mock = {
      request: {
        query: UpsertServiceDocument,
        variables: (v: { input: unknown }) => {
          sent.push(v.input);
          return true;
        },
      },
      result: { data: { upsertService: created } },
    };
    renderAt('/dashboard/services/add', <ServiceForm location={listing()} service={null} />, [
      serviceTypes,
      mock,
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText("Seleziona se l'ambiente è incluso o no")).toBeInTheDocument();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Servizio creato con successo'));
    expect(sent[0]).toMatchObject({
      locationId: LOCATION_ID,
      serviceTypeId: 1,
      name: 'Buffet',
      pricePerPersonCents: 2550,
      ambientIncluded: true,
    });
  });

  it("shows the 'Errore' dialog of section 8 when the save fails", async () => {
    const mock = {
      request: { query: UpsertServiceDocument, variables: () => true },
      error: new Error('boom'),
    };
    renderAt('/dashboard/services/add', <ServiceForm location={listing()} service={null} />, [
      serviceTypes,
      mock,
    ]);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText("Si è verificato un errore durante l'aggiornamento del servizio"),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Errore' })).toBeInTheDocument();
  });
});
