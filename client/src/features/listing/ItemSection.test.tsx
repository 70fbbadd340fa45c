import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ItemSection } from './ItemSection';
import { HostListingDocument } from './listing.generated';
import { AMBIENT_ID, listing, LOCATION_ID, renderAt, serviceTypes } from './testing';

const hostListing = (hostLocation: unknown) => ({
  request: { query: HostListingDocument, variables: { id: LOCATION_ID } },
  result: { data: { hostLocation } },
  maxUsageCount: 10,
});
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

describe('ItemSection routing', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the first ambient on desktop when no id is given', async () => {
    onDesktop(true);
    renderAt(
      '/dashboard/ambients',
      <ItemSection kind="ambients" locationId={LOCATION_ID} itemId={undefined} />,
      [hostListing(listing())],
    );
    expect(await screen.findByTestId('where')).toHaveTextContent(`/dashboard/ambients/${AMBIENT_ID}`);
  });

  it("goes to 'add' on desktop when there is no service yet", async () => {
    onDesktop(true);
    renderAt(
      '/dashboard/services',
      <ItemSection kind="services" locationId={LOCATION_ID} itemId={undefined} />,
      [hostListing(listing()), serviceTypes],
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/services/add');
  });

  it('offers to add one on the phone instead of opening an item', async () => {
    onDesktop(false);
    renderAt(
      '/dashboard/ambients',
      <ItemSection kind="ambients" locationId={LOCATION_ID} itemId={undefined} />,
      [hostListing(listing())],
    );
    expect(await screen.findByRole('link', { name: 'Aggiungi ambiente' })).toHaveAttribute(
      'href',
      '/dashboard/ambients/add',
    );
  });

  it('sends a location that fails to load to /profile/locations on desktop and /dashboard on the phone', async () => {
    onDesktop(true);
    const { unmount } = renderAt(
      '/dashboard/ambients/x',
      <ItemSection kind="ambients" locationId={LOCATION_ID} itemId="x" />,
      [hostListing(null)],
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/profile/locations');
    unmount();
    vi.restoreAllMocks();
    onDesktop(false);
    renderAt('/dashboard/ambients/x', <ItemSection kind="ambients" locationId={LOCATION_ID} itemId="x" />, [
      hostListing(null),
    ]);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard$/);
  });
});
