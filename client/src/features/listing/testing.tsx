import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { HostListingFieldsFragment, ListingAmbientFieldsFragment } from './listing.generated';
import { ListingServiceTypesDocument } from './listing.generated';

/** The listing forms' test harness: fixtures as the gateway answers, and a router that shows where it went. */
export const LOCATION_ID = '00000000-0000-4000-8000-000000000001';
export const AMBIENT_ID = '00000000-0000-4000-8000-000000000010';

// __typename as the gateway sends it (the cache needs it); the generated fragment types leave it out.
export const ambient = {
  __typename: 'Ambient',
  id: AMBIENT_ID,
  name: 'Sala grande',
  ambientType: 'CLOSE',
  capacity: 80,
  rentPriceCents: 15000,
  rentDuration: 'FULL',
  description: null,
  note: null,
  images: [],
} as ListingAmbientFieldsFragment;

export const listing = (patch: Partial<HostListingFieldsFragment> = {}): HostListingFieldsFragment =>
  ({
    __typename: 'HostLocation',
    id: LOCATION_ID,
    slug: 'villa-festa',
    name: 'Villa Festa',
    approvalStatus: 'PENDING',
    isApproved: false,
    subscriptionType: 'STANDARD',
    subscriptionStatus: 'INACTIVE',
    canEdit: true,
    hasInsertedTemporaryPaymentMethod: false,
    rejectionReason: null,
    suspendedAt: null,
    suspensionReason: null,
    lastChangeRequestDecision: null,
    general: {
      __typename: 'LocationGeneral',
      name: 'Villa Festa',
      description: 'Una villa',
      note: null,
      images: [{ __typename: 'Image', id: 'img-1', imageUrl: '/media/a.jpg' }],
      tagIds: [],
      eventTypes: ['WEDDING'],
      openingDays: ['SATURDAY'],
      timingMode: 'TIME_RANGE',
      timeRanges: [{ __typename: 'TimeRange', startTime: '10:00', endTime: '20:00' }],
    },
    ambients: [ambient],
    services: [],
    ...patch,
  }) as HostListingFieldsFragment;

export const serviceTypes = {
  request: { query: ListingServiceTypesDocument },
  result: { data: { serviceTypes: [{ __typename: 'ServiceType', id: 1, name: 'Catering' }] } },
  maxUsageCount: 10,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

export function renderAt(path: string, element: ReactNode, mocks: unknown[] = []) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}
