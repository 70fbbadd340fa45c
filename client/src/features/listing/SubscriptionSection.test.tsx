import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { HostListingDocument } from './listing.generated';
import { SubscriptionSection } from './SubscriptionSection';
import { listing, LOCATION_ID, renderAt } from './testing';

const withListing = (patch: Parameters<typeof listing>[0]) => [
  {
    request: { query: HostListingDocument, variables: { id: LOCATION_ID } },
    result: { data: { hostLocation: listing(patch) } },
  },
];

describe('SubscriptionSection', () => {
  it("shows the plan and the status, and 'Abbonati' while not ACTIVE", async () => {
    renderAt('/dashboard/subscription', <SubscriptionSection locationId={LOCATION_ID} />, withListing({}));
    expect(await screen.findByText('Basic')).toBeInTheDocument();
    expect(screen.getByText('Non Attivo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abbonati' })).toHaveAttribute(
      'href',
      `/subscription/${LOCATION_ID}`,
    );
  });

  it("offers no 'Abbonati' once ACTIVE", async () => {
    renderAt(
      '/dashboard/subscription',
      <SubscriptionSection locationId={LOCATION_ID} />,
      withListing({ subscriptionStatus: 'ACTIVE', subscriptionType: 'REDUCED_PRICE' }),
    );
    expect(await screen.findByText('Early Adopter')).toBeInTheDocument();
    expect(screen.getByText('Attivo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Abbonati' })).toBeNull();
  });
});
