import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApproveChangeRequestDocument, ChangeRequestReviewDocument } from './changes.generated';
import { ChangeDetail } from './ChangeDetail';
import { business, gqlError, moderationLocation, owner, renderRoute } from './testing';

const CR = '00000000-0000-4000-8000-0000000000c1';
const field = (f: string, label: string, live: string, requested: string, conflict = false) => ({
  __typename: 'ChangeRequestField',
  field: f,
  label,
  live,
  requested,
  previous: conflict ? 'Via Vecchia 1' : live,
  changes: true,
  liveChangedSinceRequest: conflict,
  conflict,
});
const changed = [
  field('pec', 'PEC', 'old@pec.it', 'nuova@pec.it'),
  field('address', 'Indirizzo', 'Via Nuova 3', 'Via Roma 1', true),
];

const review = {
  request: { query: ChangeRequestReviewDocument, variables: { id: CR } },
  result: {
    data: {
      changeRequestReview: {
        __typename: 'ChangeRequestReview',
        id: CR,
        status: 'PENDING',
        createdAt: '2026-11-20T09:00:00.000Z',
        waitingHours: 26,
        decidedAt: null,
        decisionReason: null,
        hasConflicts: true,
        location: moderationLocation({ approvalStatus: 'APPROVED', isPublic: true }),
        requestedBy: owner,
        fields: changed,
        changedFields: changed,
        requestedBusiness: business(),
      },
    },
  },
  maxUsageCount: 5,
};

const open = (mocks: unknown[]) =>
  renderRoute('/admin/modifiche/:id', `/admin/modifiche/${CR}`, <ChangeDetail />, mocks);

describe('ChangeDetail', () => {
  it('shows Campo / Valore attuale / Valore richiesto, conflicts flagged in words, and the checks', async () => {
    open([review]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifica di Villa Festa' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Campi modificati' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Campo', 'Valore attuale', 'Valore richiesto']);
    const [, pec, address] = within(table).getAllByRole('row');
    expect(within(pec!).getByRole('rowheader')).toHaveTextContent('PEC');
    expect(within(pec!).getByText('old@pec.it')).toBeVisible();
    expect(within(pec!).getByText('nuova@pec.it')).toBeVisible();
    expect(within(pec!).queryByText('Conflitto')).toBeNull();
    expect(within(address!).getByText('Conflitto')).toBeVisible();
    expect(within(address!).getByText(/il valore attuale è cambiato dopo la richiesta/)).toBeVisible();
    expect(screen.getByText(/approvarla sovrascriverebbe quei cambiamenti/)).toBeVisible();
    expect(screen.getByText('Controlli superati')).toBeVisible();
    expect(screen.getByText('In attesa da 26 ore')).toBeVisible();
  });

  it('approve refused with a CONFLICT: the server’s explanation is shown on the page', async () => {
    const user = userEvent.setup();
    const message =
      'I dati della location sono cambiati dopo la richiesta in campi che la richiesta modifica.';
    open([
      review,
      {
        request: { query: ApproveChangeRequestDocument, variables: { id: CR } },
        result: gqlError(message, 'CONFLICT'),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Approva' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approvare la modifica?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
