import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, useLocation } from 'react-router';
import { MyQuoteRequestsDocument } from './quotes.generated';
import { GuestQuoteRequests } from './GuestQuoteRequests';

const row = (
  n: number,
  name: string,
  date: string,
  status = 'PENDING',
  cancelledBy: string | null = null,
) => ({
  __typename: 'QuoteRequest',
  id: `00000000-0000-4000-8000-00000000000${n}`,
  number: n,
  status,
  cancelledBy,
  isRead: true,
  date,
  guests: 12,
  totalCents: 80_600,
  user: { __typename: 'QuoteRequestGuest', fullName: 'Giulia Bianchi' },
  location: { __typename: 'QuoteRequestLocation', id: `l${n}`, name, slug: `l${n}` },
});

describe('GuestQuoteRequests', () => {
  it('names each row’s link with its location and date, and shows its status', async () => {
    const mocks = [
      {
        request: { query: MyQuoteRequestsDocument, variables: { page: 1 } },
        result: {
          data: {
            myQuoteRequests: {
              __typename: 'QuoteRequestPage',
              count: 2,
              page: 1,
              pageSize: 5,
              items: [
                row(1, 'Villa Aurora', '2030-06-01'),
                row(2, 'Cascina Verde', '2030-07-15', 'CANCELLED', 'HOST'),
              ],
            },
          },
        },
      },
    ];
    render(
      <MemoryRouter>
        <MockedProvider mocks={mocks}>
          <GuestQuoteRequests />
        </MockedProvider>
      </MemoryRouter>,
    );
    // The test viewport is not a desktop's: the link shows 'Vai', and its name starts with what it shows.
    const first = await screen.findByRole('link', { name: 'Vai: Villa Aurora, 01/06/2030' });
    expect(first).toHaveTextContent('Vai');
    expect(screen.getByRole('link', { name: 'Vai: Cascina Verde, 15/07/2030' })).toHaveAttribute(
      'href',
      '/profile/quote-requests/00000000-0000-4000-8000-000000000002',
    );
    const [, aurora, cascina] = screen.getAllByRole('row');
    expect(aurora).toHaveTextContent('In attesa');
    expect(cascina).toHaveTextContent('Annullata dalla location');
  });

  it('keeps its page in the address: a reload shows the same page, turning pages rewrites it', async () => {
    const pageOf = (page: number, name: string) => ({
      request: { query: MyQuoteRequestsDocument, variables: { page } },
      result: {
        data: {
          myQuoteRequests: {
            __typename: 'QuoteRequestPage',
            count: 12,
            page,
            pageSize: 5,
            items: [row(page, name, '2030-06-01')],
          },
        },
      },
    });
    function Address() {
      return <output aria-label="indirizzo">{useLocation().search}</output>;
    }
    render(
      // A reload of the second page.
      <MemoryRouter initialEntries={['/profile/quote-requests?pagina=2']}>
        <MockedProvider mocks={[pageOf(2, 'Villa Aurora'), pageOf(3, 'Cascina Verde')]}>
          <GuestQuoteRequests />
        </MockedProvider>
        <Address />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Vai: Villa Aurora, 01/06/2030' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 3' }));
    expect(await screen.findByRole('link', { name: 'Vai: Cascina Verde, 01/06/2030' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'indirizzo' })).toHaveTextContent('?pagina=3');
  });
});
