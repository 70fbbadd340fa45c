import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import { LocationCard } from './LocationCard';

const card = (id: string, name: string, isFavorite: boolean) => ({
  __typename: 'LocationCard' as const,
  id,
  slug: id,
  name,
  city: 'Milano',
  imageUrl: null,
  minPriceCents: 10_000,
  priceProfile: {
    __typename: 'PriceProfile' as const,
    ambients: [{ __typename: 'PriceProfileAmbient' as const, capacity: 80, rentPriceCents: 0 }],
    services: [
      { __typename: 'PriceProfileService' as const, pricePerPersonCents: 5_250, ambientIncluded: true },
    ],
  },
  isFavorite,
});

describe('LocationCard', () => {
  it('is one Tab stop; the heart is an arrow key away and its state is in the link’s description', async () => {
    render(
      <MockedProvider>
        <MemoryRouter>
          <LocationCard location={card('a', 'Villa Aurora', true)} />
          <LocationCard location={card('b', 'Cascina Verde', false)} />
        </MemoryRouter>
      </MockedProvider>,
    );
    const first = screen.getByRole('link', { name: /Villa Aurora/ });
    const second = screen.getByRole('link', { name: /Cascina Verde/ });
    expect(first).toHaveAccessibleDescription(
      'Nei tuoi preferiti. Freccia destra per il pulsante dei preferiti.',
    );
    expect(second).toHaveAccessibleDescription(/^Non nei tuoi preferiti\./);

    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab();
    expect(second).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    const heart = screen.getByRole('button', { name: 'Aggiungi ai preferiti: Cascina Verde' });
    expect(heart).toHaveFocus();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{ArrowLeft}');
    expect(second).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(first).toHaveFocus();
  });

  it('shows the estimate for the guests searched for and links the page with them', () => {
    render(
      <MockedProvider>
        <MemoryRouter>
          <LocationCard location={card('a', 'Villa Aurora', false)} guests={60} />
          <LocationCard location={card('b', 'Cascina Verde', false)} />
        </MemoryRouter>
      </MockedProvider>,
    );
    const withGuests = screen.getByRole('link', { name: /Villa Aurora/ });
    expect(withGuests).toHaveTextContent('circa 3.150 € per 60 ospiti');
    expect(withGuests).toHaveAttribute('href', '/location/a?ospiti=60');
    expect(screen.getByRole('link', { name: /Cascina Verde/ })).toHaveTextContent('da 52,50 € a persona');
  });
});
