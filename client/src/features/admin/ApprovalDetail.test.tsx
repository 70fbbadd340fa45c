import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastQueue } from '../../ui';
import { ApprovalItemDocument, ApproveLocationDocument, RejectLocationDocument } from './approvals.generated';
import { ApprovalDetail } from './ApprovalDetail';
import { business, gqlError, LOC_ID, moderationLocation, owner, renderRoute } from './testing';

const REASON = 'Le foto non mostrano la location.';

const item = (issues: { field: string; message: string }[] = []) => ({
  request: { query: ApprovalItemDocument, variables: { locationId: LOC_ID } },
  result: {
    data: {
      approvalItem: {
        __typename: 'ApprovalItem',
        submittedAt: '2026-11-20T09:00:00.000Z',
        hoursLeft: 31,
        overdue: false,
        summary: moderationLocation(),
        owner,
        business: business(issues),
        decisions: [],
        location: {
          __typename: 'Location',
          id: LOC_ID,
          slug: 'villa-festa-roma',
          name: 'Villa Festa',
          description: 'Una villa con giardino.',
          note: null,
          address: 'Via Roma 1',
          city: 'Roma',
          province: 'Roma',
          cap: '00100',
          logoUrl: null,
          eventTypes: ['WEDDING'],
          openingDays: ['SATURDAY'],
          timingMode: 'FULL_DAY',
          images: [{ __typename: 'Image', id: 'i1', imageUrl: '/media/a.jpg' }],
          ambients: [],
          services: [],
        },
      },
    },
  },
  maxUsageCount: 5,
});

const open = (mocks: unknown[]) =>
  renderRoute('/admin/approvazioni/:locationId', `/admin/approvazioni/${LOC_ID}`, <ApprovalDetail />, mocks);

describe('ApprovalDetail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the owner, the checks passed or each issue, and the timer', async () => {
    open([item([{ field: 'vatNumber', message: 'La partita IVA inserita non è valida' }])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Villa Festa' })).toBeVisible();
    expect(screen.getByText('Mancano 31 ore')).toBeVisible();
    expect(screen.getByText('1 controllo non superato')).toBeVisible();
    expect(screen.getByText('La partita IVA inserita non è valida')).toBeVisible();
    expect(screen.getByText(/Marco Rossi \(host@esempio.it\)/)).toBeVisible();
    expect(screen.getByRole('img', { name: 'Foto 1 di 1' })).toBeVisible();
  });

  it('reject needs a reason: too short is refused here, then the server’s message shows on the field', async () => {
    const user = userEvent.setup();
    const reject = vi.fn(() => gqlError('Motivo non valido per il server', 'BAD_USER_INPUT', 'reason'));
    open([
      item(),
      {
        request: { query: RejectLocationDocument, variables: { id: LOC_ID, reason: REASON } },
        result: reject,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rifiutare questa location?' });
    expect(within(dialog).getByText(/da 10 a 1000 caratteri/)).toBeVisible();
    const field = within(dialog).getByRole('textbox', { name: /Motivazione/ });
    await user.type(field, 'Corto');
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    expect(await within(dialog).findByText('Scrivi la motivazione (almeno 10 caratteri).')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(reject).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    expect(await within(dialog).findByText('Motivo non valido per il server')).toBeVisible();
    expect(reject).toHaveBeenCalledTimes(1);
  });

  it('closing the reason dialog returns focus to Rifiuta', async () => {
    const user = userEvent.setup();
    open([item()]);
    const opener = await screen.findByRole('button', { name: 'Rifiuta' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // react-aria gives focus back once the exit animation frame has run.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('approve: confirmed, then back to the queue with the outcome in words', async () => {
    const user = userEvent.setup();
    const toast = vi.spyOn(toastQueue, 'success');
    const approved = {
      request: { query: ApproveLocationDocument, variables: { id: LOC_ID } },
      result: {
        data: {
          approveLocation: {
            __typename: 'LocationApprovalResult',
            subscriptionStarted: false,
            subscriptionStartFailed: true,
            location: moderationLocation({ approvalStatus: 'APPROVED' }),
          },
        },
      },
    };
    open([item(), approved]);
    await user.click(await screen.findByRole('button', { name: 'Approva' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approvare questa location?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approva' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/admin/approvazioni');
    expect(toast).toHaveBeenCalledWith('«Villa Festa» approvata.', {
      description: expect.stringContaining('Avvio dell’abbonamento non riuscito') as unknown,
      timeout: 0,
    });
  });

  it('approve refused (someone decided first): the server’s words stay on the page', async () => {
    const user = userEvent.setup();
    const conflict = gqlError('Questa location non è più in attesa di approvazione.', 'CONFLICT');
    open([
      item(),
      { request: { query: ApproveLocationDocument, variables: { id: LOC_ID } }, result: conflict },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Approva' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Questa location non è più in attesa');
  });
});
