import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ApprovalQueueDocument } from './approvals.generated';
import { ApprovalQueue } from './ApprovalQueue';
import { moderationLocation, renderRoute } from './testing';

const row = (id: string, name: string, hoursLeft: number, overdue: boolean) => ({
  __typename: 'ApprovalItem',
  submittedAt: '2026-11-20T09:00:00.000Z',
  hoursLeft,
  overdue,
  summary: moderationLocation({ id, name, slug: id }),
});

const queue = {
  request: { query: ApprovalQueueDocument, variables: { pageSize: 50 } },
  result: {
    data: {
      approvalQueue: {
        __typename: 'ApprovalQueuePage',
        count: 2,
        overdueCount: 1,
        // The server's order (longest waiting first) is kept as given.
        items: [row('a', 'Casa Blu', -5, true), row('b', 'Villa Festa', 31, false)],
      },
    },
  },
};

describe('ApprovalQueue', () => {
  it('lists the server’s order with counts, and says overdue in words, not colour alone', async () => {
    renderRoute('/admin', '/admin', <ApprovalQueue />, [queue]);
    const table = await screen.findByRole('table');
    expect(screen.getByText('2 location in attesa')).toBeVisible();
    expect(screen.getByText('1 oltre le 48 ore')).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Casa Blu',
      'Villa Festa',
    ]);
    expect(within(rows[0]!).getByText('In ritardo di 5 ore')).toBeVisible();
    expect(within(rows[1]!).getByText('Mancano 31 ore')).toBeVisible();
    expect(within(rows[1]!).getByText('host@esempio.it')).toBeVisible();
    expect(within(rows[0]!).getByRole('link', { name: 'Casa Blu' })).toHaveAttribute(
      'href',
      '/admin/approvazioni/a',
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Location',
      'Città',
      'Proprietario',
      'Inviata il',
      'Tempo (48 ore)',
    ]);
  });
});
