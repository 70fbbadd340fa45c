import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LocationPageDocument } from '../locationPage/location.generated';
import { LocationPage } from '../locationPage/LocationPage';
import { ReportReviewDocument } from './reviews.generated';
import { locationPage, NEW, review } from './testing';

const REASON = 'Questa recensione parla di un altro locale.';

function show(mocks: unknown[], path = '/location/villa-festa') {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/location/:locationSlug" element={<LocationPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const page = (patch: Record<string, unknown> = {}) => ({
  request: { query: LocationPageDocument, variables: { idOrSlug: 'villa-festa' } },
  result: { data: { location: locationPage(patch) } },
  maxUsageCount: 5,
});

const jsonLd = () =>
  JSON.parse(
    document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
  ) as Record<string, unknown>;

describe('LocationReviews: the location page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the average in Italian format and the count, near the title and in the reviews, newest first', async () => {
    show([page()]);
    const section = await screen.findByRole('region', { name: 'Recensioni' });
    expect(screen.getAllByText('Voto medio 4,5 su 5')).toHaveLength(2);
    expect(screen.getAllByText('12 recensioni')).toHaveLength(2);
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Festa perfetta', 'Bella serata']);
    const newest = within(section).getByRole('article', { name: 'Festa perfetta' });
    expect(newest).toHaveTextContent('Marco B.');
    expect(newest).toHaveTextContent('Scritta il 01/02/2026');
    expect(jsonLd().aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('says "1 recensione", and nothing about a rating without reviews', async () => {
    const { unmount } = show([
      page({ averageVote: 5, reviewCount: 1, reviews: [review({ canEdit: false })] }),
    ]);
    expect(await screen.findAllByText('1 recensione')).toHaveLength(2);
    expect(screen.getAllByText('Voto medio 5,0 su 5')).toHaveLength(2);
    unmount();
    show([page({ averageVote: null, reviewCount: 0, reviews: [] })]);
    expect(await screen.findByText('Nessuna recensione per questa location.')).toBeInTheDocument();
    expect(screen.queryByText(/Voto medio/)).toBeNull();
    expect(jsonLd()).not.toHaveProperty('aggregateRating');
  });

  it('the owner reports a review: the reason is checked, the server refusal shown, then it is sent', async () => {
    const sent = vi.fn(() => ({
      data: { reportReview: { __typename: 'Review', id: NEW, canReport: false } },
    }));
    show([
      page(),
      {
        request: { query: ReportReviewDocument, variables: { id: NEW, reason: 'Troppo vaga davvero' } },
        result: {
          errors: [
            {
              message: 'Hai già segnalato questa recensione',
              extensions: { code: 'CONFLICT', field: 'reason' },
            },
          ],
        },
      },
      { request: { query: ReportReviewDocument, variables: { id: NEW, reason: REASON } }, result: sent },
    ]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Segnala la recensione «Festa perfetta»' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Segnala recensione' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo della segnalazione' });
    expect(reason).toHaveFocus();
    expect(within(dialog).getByText('Tra 10 e 1000 caratteri.')).toBeInTheDocument();
    expect(within(dialog).getByText('0/1000')).toBeInTheDocument();

    await userEvent.type(reason, '  corta  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia segnalazione' }));
    expect(
      await within(dialog).findByText('La segnalazione deve avere tra 10 e 1000 caratteri'),
    ).toBeInTheDocument();

    await userEvent.clear(reason);
    await userEvent.type(reason, 'Troppo vaga davvero');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia segnalazione' }));
    expect(await within(dialog).findByText('Hai già segnalato questa recensione')).toBeInTheDocument();

    await userEvent.clear(reason);
    await userEvent.type(reason, REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia segnalazione' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveBeenCalledTimes(1);
    const card = screen.getByRole('article', { name: 'Festa perfetta' });
    expect(within(card).getByText('Segnalata alla piattaforma')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Segnala/ })).toBeNull();
    await waitFor(() => expect(card).toHaveFocus());
    // The other review can still be reported.
    expect(screen.getByRole('button', { name: 'Segnala la recensione «Bella serata»' })).toBeInTheDocument();
  });

  it('offers no report to anyone but the owner', async () => {
    show([page({ reviews: [review({ canEdit: false, canReport: false })] })]);
    expect(await screen.findByRole('article', { name: 'Festa perfetta' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Segnala/ })).toBeNull();
  });
});
