import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import { HostNewQuoteRequestsDocument, HostQuoteRequestsDocument } from './dashboard.generated';
import { QUOTE_STATUSES } from '@festalocation/domain';
import { HostQuoteTables, STATUS_SLUGS } from './HostQuoteTables';

const row = (n: number, status = 'PENDING', cancelledBy: string | null = null) => ({
  __typename: 'QuoteRequest',
  id: `00000000-0000-4000-8000-00000000000${n}`,
  number: n,
  status,
  cancelledBy,
  isRead: false,
  date: '2030-06-01',
  guests: 12,
  totalCents: 80_600,
  user: { __typename: 'QuoteRequestGuest', fullName: `Ospite ${n}` },
  location: { __typename: 'QuoteRequestLocation', id: 'l1', name: 'Villa', slug: 'villa' },
});
const page = (count: number, items: ReturnType<typeof row>[]) => ({
  __typename: 'QuoteRequestPage',
  count,
  page: 1,
  pageSize: 3,
  items,
});

function setup(
  newCount: number,
  newItems: ReturnType<typeof row>[],
  allCount: number,
  allItems: ReturnType<typeof row>[],
) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const mocks = [
    {
      request: { query: HostNewQuoteRequestsDocument, variables: { locationId: 'l1', page: 1 } },
      result: { data: { hostNewQuoteRequests: page(newCount, newItems) } },
      maxUsageCount: 5,
    },
    {
      request: { query: HostQuoteRequestsDocument, variables: { locationId: 'l1', page: 1, status: null } },
      result: { data: { hostQuoteRequests: page(allCount, allItems) } },
      maxUsageCount: 5,
    },
  ];
  render(
    <MemoryRouter>
      <MockedProvider mocks={mocks}>
        <HostQuoteTables locationId="l1" />
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('HostQuoteTables', () => {
  it('shows both empty texts and no pager', async () => {
    setup(0, [], 0, []);
    expect(await screen.findByText('Non ci sono nuove richieste')).toBeInTheDocument();
    expect(await screen.findByText('Nessuna richiesta di preventivo trovata')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginazione' })).toBeNull();
  });

  it('lists rows with cost and status, with a pager only past one page', async () => {
    // A request has one status: the cancelled one is not among the new ones (Apollo keeps one copy of a
    // request by id, so the same id in both tables with two statuses showed whichever answer came last).
    setup(3, [row(3), row(2), row(1)], 4, [row(4), row(3), row(5, 'CANCELLED', 'HOST')]);
    expect(await screen.findByRole('heading', { name: 'Richieste preventivo (4)' })).toBeInTheDocument();
    // The two tables' queries answer separately: the second table's heading can come before the first's rows.
    await waitFor(() => expect(screen.getAllByText('806,00 €')).toHaveLength(6));
    const all = within(screen.getAllByRole('table')[1]!);
    expect(all.getAllByText('In attesa')).toHaveLength(2);
    // A booking the host's own deletion cancelled says so.
    expect(all.getByText('Annullata dalla location')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Paginazione' })).toHaveLength(1);
    // Each row's link says which request it opens, not only 'Vedi richiesta' as every other row's does.
    const view = screen.getAllByRole('link', { name: 'Vedi richiesta: Preventivo 4, Ospite 4, 01/06/2030' });
    expect(view[0]).toHaveAttribute('href', `/dashboard/quote-requests/${row(4).id}`);
  });

  it('keeps both pages and the status filter in the address', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const at = (n: number) => ({ ...page(7, [row(n)]), page: 2 });
    const mocks = [
      {
        request: { query: HostNewQuoteRequestsDocument, variables: { locationId: 'l1', page: 2 } },
        result: { data: { hostNewQuoteRequests: at(5) } },
        maxUsageCount: 5,
      },
      {
        request: {
          query: HostQuoteRequestsDocument,
          variables: { locationId: 'l1', page: 3, status: 'CONFIRMED' },
        },
        result: {
          data: { hostQuoteRequests: { ...page(7, [{ ...row(7), status: 'CONFIRMED' }]), page: 3 } },
        },
        maxUsageCount: 5,
      },
      {
        request: {
          query: HostQuoteRequestsDocument,
          variables: { locationId: 'l1', page: 2, status: 'CONFIRMED' },
        },
        result: {
          data: { hostQuoteRequests: { ...page(7, [{ ...row(6), status: 'CONFIRMED' }]), page: 2 } },
        },
        maxUsageCount: 5,
      },
    ];
    function Address() {
      return <output aria-label="indirizzo">{useLocation().search}</output>;
    }
    render(
      // A reload of the dashboard's requests, both tables past their first page, only accepted ones.
      <MemoryRouter initialEntries={['/dashboard/quote-requests?pagina-nuove=2&pagina=3&stato=accettate']}>
        <MockedProvider mocks={mocks}>
          <HostQuoteTables locationId="l1" />
        </MockedProvider>
        <Address />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: /^Vedi richiesta: Preventivo 5,/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Vedi richiesta: Preventivo 7,/ })).toBeInTheDocument();
    const [fresh, all] = screen.getAllByRole('navigation', { name: 'Paginazione' });
    expect(within(fresh!).getByRole('button', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(all!).getByRole('button', { name: 'Pagina 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(all!).getByRole('button', { name: 'Pagina precedente' }));
    expect(await screen.findByRole('link', { name: /^Vedi richiesta: Preventivo 6,/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'indirizzo' })).toHaveTextContent(
      '?pagina-nuove=2&pagina=2&stato=accettate',
    );
  });

  it('has an address slug for every status the filter offers (Annullata too)', () => {
    const slugs = new Map(STATUS_SLUGS);
    for (const st of QUOTE_STATUSES) expect(slugs.get(st.key), st.label).toBeTruthy();
    expect(new Set(slugs.values()).size).toBe(QUOTE_STATUSES.length);
  });
});
