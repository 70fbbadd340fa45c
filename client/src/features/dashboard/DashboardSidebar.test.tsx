import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { HostListingDocument } from '../listing/listing.generated';
import { AMBIENT_ID, ambient, listing, LOCATION_ID } from '../listing/testing';
import { DashboardSidebar } from './DashboardSidebar';

const SECOND_ID = '00000000-0000-4000-8000-000000000011';
const selected = {
  id: LOCATION_ID,
  slug: 'villa-festa',
  name: 'Villa Festa',
  locationType: 'PRIVATE',
  subscriptionType: 'STANDARD',
};
const onDesktop = (matches: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        matches,
        media,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

function renderSidebar(own = selected, locations = [own]) {
  const mock = {
    request: { query: HostListingDocument, variables: { id: LOCATION_ID } },
    result: {
      data: {
        hostLocation: listing({ ambients: [ambient, { ...ambient, id: SECOND_ID, name: 'Terrazza' }] }),
      },
    },
  };
  return render(
    <MockedProvider mocks={[mock] as never}>
      <MemoryRouter>
        <DashboardSidebar
          selected={own}
          locations={locations}
          sectionId="ambients"
          subentityId={AMBIENT_ID}
        />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('DashboardSidebar', () => {
  afterEach(() => vi.restoreAllMocks());

  it("hides an Early Bird (FREE_FOREVER) location's name from session recording, and only its", async () => {
    onDesktop(true);
    const early = { ...selected, subscriptionType: 'FREE_FOREVER' };
    const other = { ...selected, id: SECOND_ID, slug: 'casale', name: 'Casale Rosa' };
    renderSidebar(early, [early, other]);
    const nav = screen.getByRole('complementary', { name: 'Menu dashboard' });
    expect(within(nav).getByRole('heading', { name: 'Villa Festa' })).toHaveAttribute('data-recording-mask');
    const picker = within(nav).getByRole('button', { name: /Villa Festa/ });
    expect(picker.closest('[data-recording-mask]')).not.toBeNull();
    picker.click();
    const options = await screen.findAllByRole('option');
    const masked = (name: string) =>
      options.find((o) => o.textContent === name)!.closest('[data-recording-mask]') !== null;
    expect(masked('Villa Festa')).toBe(true);
    expect(masked('Casale Rosa')).toBe(false);
  });

  it('leaves a standard location name as it is', () => {
    onDesktop(true);
    renderSidebar();
    const nav = screen.getByRole('complementary', { name: 'Menu dashboard' });
    expect(within(nav).getByRole('heading', { name: 'Villa Festa' })).not.toHaveAttribute(
      'data-recording-mask',
    );
  });

  it('lists the sections, the ambients in order with the open one current, and + Aggiungi on desktop', async () => {
    onDesktop(true);
    renderSidebar();
    const nav = screen.getByRole('complementary', { name: 'Menu dashboard' });
    expect(await within(nav).findByRole('link', { name: 'Terrazza' })).toBeInTheDocument();
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual([
      'Cambia location',
      'Anteprima',
      'Richieste preventivo',
      'Calendario prenotazioni',
      'Impostazioni generali',
      'Ambienti',
      'Sala grande',
      'Terrazza',
      '+ Aggiungi',
      'Servizi',
      '+ Aggiungi',
      'Impostazioni',
      'Abbonamento',
      'Pagamenti',
      'Statistiche',
    ]);
    expect(within(nav).getByRole('link', { name: 'Sala grande' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Privata')).toBeInTheDocument();
  });

  it('leaves out the requests, the type badge and + Aggiungi on the phone', async () => {
    onDesktop(false);
    renderSidebar();
    expect(await screen.findByRole('link', { name: 'Terrazza' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Richieste preventivo' })).toBeNull();
    expect(screen.queryByText('+ Aggiungi')).toBeNull();
    expect(screen.queryByText('Privata')).toBeNull();
  });
});
