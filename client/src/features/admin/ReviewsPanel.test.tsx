import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastQueue } from '../../ui';
import {
  DismissReviewReportsDocument,
  HideReviewDocument,
  RestoreReviewDocument,
  ReviewQueueDocument,
} from './reviews.generated';
import { ReviewsPanel } from './ReviewsPanel';
import { moderationLocation, owner, renderRoute } from './testing';

const REASON = 'Contenuto offensivo verso lo staff.';
const review = (id: string, patch: Record<string, unknown> = {}) => ({
  __typename: 'ModerationReview',
  id,
  author: 'Giulia B.',
  vote: 4,
  title: `Festa ${id}`,
  content: 'Tutto perfetto, personale gentile.',
  createdAt: '2026-11-20T09:00:00.000Z',
  editedAt: null,
  isHidden: false,
  hiddenAt: null,
  hiddenReason: null,
  openReportCount: 1,
  location: { ...moderationLocation(), __typename: 'ModerationLocation' },
  reports: [
    {
      __typename: 'ReviewReport',
      id: `rep-${id}`,
      reason: 'Recensione falsa, mai stati qui.',
      createdAt: '2026-11-21T10:00:00.000Z',
      resolvedAt: null,
      reportedBy: { ...owner, __typename: 'ModerationUser' },
    },
  ],
  ...patch,
});
const queue = (filter: string, items: unknown[]) => ({
  request: { query: ReviewQueueDocument, variables: { filter, pageSize: 30 } },
  result: { data: { reviewQueue: { __typename: 'ModerationReviewPage', count: items.length, items } } },
  maxUsageCount: 5,
});

describe('ReviewsPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each review with its location, author, vote with one decimal and reports', async () => {
    renderRoute('/admin/recensioni', '/admin/recensioni', <ReviewsPanel />, [
      queue('RECENT', [review('r1')]),
    ]);
    const card = await screen.findByRole('article', { name: 'Festa r1' });
    expect(within(card).getByText('Voto 4,0 su 5')).toBeVisible();
    expect(within(card).getByText(/Giulia B\./)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Villa Festa (Roma)' })).toBeVisible();
    expect(within(card).getByText('Recensione falsa, mai stati qui.')).toBeVisible();
    expect(within(card).getByText(/Marco Rossi \(host@esempio.it\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Recenti' })).toHaveAttribute('aria-current', 'page');
  });

  it('Nascondi asks for a reason and sends it; Ignora segnalazioni confirms and sends', async () => {
    const user = userEvent.setup();
    const toast = vi.spyOn(toastQueue, 'success');
    const hide = vi.fn(() => ({
      data: { hideReview: review('r1', { isHidden: true, hiddenReason: REASON }) },
    }));
    const dismiss = vi.fn(() => ({ data: { dismissReviewReports: review('r1', { openReportCount: 0 }) } }));
    renderRoute('/admin/recensioni', '/admin/recensioni?filtro=segnalate', <ReviewsPanel />, [
      queue('REPORTED', [review('r1')]),
      { request: { query: HideReviewDocument, variables: { id: 'r1', reason: REASON } }, result: hide },
      { request: { query: DismissReviewReportsDocument, variables: { id: 'r1' } }, result: dismiss },
    ]);
    expect(await screen.findByRole('link', { name: 'Segnalate' })).toHaveAttribute('aria-current', 'page');
    await user.click(await screen.findByRole('button', { name: 'Ignora segnalazioni «Festa r1»' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Ignorare le segnalazioni?' });
    await user.click(within(confirm).getByRole('button', { name: 'Ignora segnalazioni' }));
    await waitFor(() => expect(dismiss).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Segnalazioni ignorate.'));

    await user.click(await screen.findByRole('button', { name: 'Nascondi «Festa r1»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nascondere la recensione?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivazione/ }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Nascondi' }));
    await waitFor(() => expect(hide).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Recensione nascosta.'));
  });

  it('a hidden review says why and offers Ripristina', async () => {
    const user = userEvent.setup();
    const restore = vi.fn(() => ({ data: { restoreReview: review('r2', { isHidden: false }) } }));
    renderRoute('/admin/recensioni', '/admin/recensioni?filtro=nascoste', <ReviewsPanel />, [
      queue('HIDDEN', [review('r2', { isHidden: true, hiddenReason: REASON, openReportCount: 0 })]),
      { request: { query: RestoreReviewDocument, variables: { id: 'r2' } }, result: restore },
    ]);
    const card = await screen.findByRole('article', { name: 'Festa r2' });
    expect(within(card).getByText('Nascosta')).toBeVisible();
    expect(within(card).getByText(REASON)).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Nascondi/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Ripristina «Festa r2»' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Ripristinare la recensione?' });
    await user.click(within(confirm).getByRole('button', { name: 'Ripristina' }));
    await waitFor(() => expect(restore).toHaveBeenCalledTimes(1));
  });
});
