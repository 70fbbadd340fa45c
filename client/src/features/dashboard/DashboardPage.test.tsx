import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { clearSession, signIn } from '../../state/session';
import { NotificationAddedDocument, ViewerDocument } from '../../state/viewer.generated';
import { HostListingDocument } from '../listing/listing.generated';
import { AMBIENT_ID, listing, LOCATION_ID } from '../listing/testing';
import { DashboardPage } from './DashboardPage';
import { viewerUser } from '../../state/testing';

const viewer = {
  viewer: {
    __typename: 'Viewer',
    user: viewerUser(),
    hasLocation: true,
    locations: [
      {
        __typename: 'OwnLocationRef',
        id: LOCATION_ID,
        slug: 'villa-festa',
        name: 'Villa Festa',
        subscriptionType: 'STANDARD',
        subscriptionStatus: 'INACTIVE',
        approvalStatus: 'PENDING',
        locationType: 'PRIVATE',
      },
    ],
    hasUnreadNotifications: false,
  },
};
const mocks = [
  // The live notification flag: nothing arrives during these tests.
  {
    request: { query: NotificationAddedDocument, variables: { role: 'HOST' } },
    result: { data: null },
    delay: Infinity,
    maxUsageCount: 5,
  },
  {
    request: { query: ViewerDocument, variables: { role: 'HOST' } },
    result: { data: viewer },
    maxUsageCount: 5,
  },
  {
    request: { query: HostListingDocument, variables: { id: LOCATION_ID } },
    result: { data: { hostLocation: listing() } },
    maxUsageCount: 5,
  },
];
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

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
const renderAt = (path: string) =>
  render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/quote-requests" element={<Where />} />
          <Route path="/dashboard/:sectionId?/:subentityId?" element={<DashboardPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );

describe('DashboardPage routing', () => {
  beforeEach(() => signIn('t', 'HOST', LOCATION_ID));
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('sends an unknown or missing section to the quote requests on desktop', async () => {
    onDesktop(true);
    renderAt('/dashboard/nope');
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/quote-requests');
  });

  it("shows 'Le mie location' first on the phone, then the selected location's sections", async () => {
    onDesktop(false);
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Le mie location' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Impostazioni generali' })).toHaveAttribute(
      'href',
      '/dashboard/general',
    );
    expect(await screen.findByRole('link', { name: 'Sala grande' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abbonamento' })).toHaveAttribute(
      'href',
      '/dashboard/subscription',
    );
  });

  it('on the phone a section shows its content first, its menu one button above it', async () => {
    onDesktop(false);
    const user = userEvent.setup();
    renderAt('/dashboard/ambients');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ambienti' });
    // The section's own list of items, with no menu of every section standing before it.
    expect(await screen.findByRole('link', { name: 'Sala grande' })).toHaveAttribute(
      'href',
      `/dashboard/ambients/${AMBIENT_ID}`,
    );
    expect(screen.queryByRole('link', { name: 'Impostazioni generali' })).toBeNull();
    const sidebar = screen.getByRole('complementary', { name: 'Menu dashboard' });
    expect(
      within(sidebar)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Villa Festa']);
    const toggle = within(sidebar).getByRole('button', { name: 'Sezioni' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(sidebar).getByRole('link', { name: 'Abbonamento' }));
    // Picking a section closes the menu again: the new section is what shows.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(within(sidebar).queryByRole('link', { name: 'Abbonamento' })).toBeNull();
    expect(heading).not.toBeInTheDocument();
  });
});
