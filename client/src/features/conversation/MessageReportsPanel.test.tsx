import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../admin/testing';
import { DismissMessageReportDocument, MessageReportQueueDocument } from './moderation.generated';
import { MessageReportsPanel } from './MessageReportsPanel';

const message = (id: string, body: string, authorSide = 'GUEST') => ({
  __typename: 'ConversationMessage',
  id,
  authorSide,
  body,
  createdAt: '2026-11-20T09:00:00.000Z',
  attachment: null,
});
const report = {
  __typename: 'ModerationMessageReport',
  id: 'rep-1',
  reason: 'Chiede di pagare fuori dalla piattaforma',
  createdAt: '2026-11-21T10:00:00.000Z',
  reporterEmail: 'host@esempio.it',
  quoteRequestId: 'q1',
  quoteRequestNumber: 42,
  locationName: 'Villa Festa',
  guestEmail: 'ospite@esempio.it',
  hostEmail: 'host@esempio.it',
  message: message('m2', 'Pagami sul mio conto'),
  context: [message('m1', 'Buongiorno', 'HOST'), message('m2', 'Pagami sul mio conto'), message('m3', 'No')],
};
const queue = (items: unknown[]) => ({
  request: { query: MessageReportQueueDocument, variables: { pageSize: 30 } },
  result: {
    data: { messageReportQueue: { __typename: 'ModerationMessageReportPage', count: items.length, items } },
  },
});

describe('MessageReportsPanel', () => {
  it('shows each report with its conversation around it; the admin dismisses it', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/messaggi', '/admin/messaggi', <MessageReportsPanel />, [
      queue([report]),
      {
        request: { query: DismissMessageReportDocument, variables: { id: 'rep-1' } },
        result: {
          data: {
            dismissMessageReport: {
              __typename: 'ModerationMessageReport',
              id: 'rep-1',
              resolvedAt: '2026-11-22T10:00:00.000Z',
            },
          },
        },
      },
      queue([]),
    ]);
    const card = await screen.findByRole('article', { name: 'Preventivo 42 · Villa Festa' });
    expect(within(card).getByText('Chiede di pagare fuori dalla piattaforma')).toBeVisible();
    expect(within(card).getByText(/ospite@esempio.it/)).toBeVisible();
    const context = within(card).getByRole('region', { name: /La conversazione/ });
    expect(within(context).getAllByRole('listitem')).toHaveLength(3);
    expect(within(context).getByText('Messaggio segnalato')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Archivia segnalazione' }));
    expect(await screen.findByText('Nessun messaggio segnalato.')).toBeVisible();
  });
});
