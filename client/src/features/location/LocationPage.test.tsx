import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LocationPageDocument } from './location.generated';
import { LocationPage } from './LocationPage';

describe('LocationPage', () => {
  it('an unknown location has a heading and links back to search and home', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const mocks = [
      {
        request: { query: LocationPageDocument, variables: { idOrSlug: 'nessuna' } },
        result: { data: { location: null } },
      },
    ];
    render(
      <MemoryRouter initialEntries={['/location/nessuna']}>
        <MockedProvider mocks={mocks}>
          <Routes>
            <Route path="/location/:locationSlug" element={<LocationPage />} />
          </Routes>
        </MockedProvider>
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Location non trovata' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cerca una location' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });
});
