import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentNode } from 'graphql';
import { act, render, screen } from '@testing-library/react';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createCache } from './apollo';
import { Root } from './Root';
import { HostQuoteTables } from '../features/dashboard/HostQuoteTables';
import {
  HostNewQuoteRequestsDocument,
  HostQuoteRequestsDocument,
} from '../features/dashboard/dashboard.generated';
import { NotificationAddedDocument, ViewerDocument } from '../state/viewer.generated';
import { notifyLiveConnected } from '../state/liveConnection';
import { clearSession, signIn } from '../state/session';
import { viewerUser } from '../state/testing';

// A host on the request tables while live events are lost (a dropped socket, or the gateway's Redis
// away): one request arrives meanwhile, and the page must show it once told to, without a reload.
const row = {
  __typename: 'QuoteRequest',
  id: '00000000-0000-4000-8000-000000000001',
  number: 1,
  status: 'PENDING',
  isRead: false,
  date: '2030-06-01',
  guests: 12,
  totalCents: 80_600,
  user: { __typename: 'QuoteRequestGuest', fullName: 'Ospite Uno' },
  location: { __typename: 'QuoteRequestLocation', id: 'l1', name: 'Villa', slug: 'villa' },
};
const page = (items: (typeof row)[]) => ({
  __typename: 'QuoteRequestPage',
  count: items.length,
  page: 1,
  pageSize: 3,
  items,
});
const viewer = (hasUnreadNotifications: boolean) => ({
  viewer: {
    __typename: 'Viewer',
    user: viewerUser({ fullName: 'Marco Host' }),
    hasLocation: true,
    locations: [],
    hasUnreadNotifications,
  },
});
/** Each query answers the state before the request first, then the state after it. */
const beforeThenAfter = (
  query: DocumentNode,
  variables: Record<string, unknown>,
  before: object,
  after: object,
) => [
  { request: { query, variables }, result: { data: before } },
  { request: { query, variables }, result: { data: after }, maxUsageCount: Infinity },
];

let resync: MockSubscriptionLink;

function renderHostTables() {
  resync = new MockSubscriptionLink();
  const mocks = new MockLink([
    ...beforeThenAfter(ViewerDocument, { role: 'HOST' }, viewer(false), viewer(true)),
    ...beforeThenAfter(
      HostNewQuoteRequestsDocument,
      { locationId: 'l1', page: 1 },
      { hostNewQuoteRequests: page([]) },
      { hostNewQuoteRequests: page([row]) },
    ),
    ...beforeThenAfter(
      HostQuoteRequestsDocument,
      { locationId: 'l1', page: 1, status: null },
      { hostQuoteRequests: page([]) },
      { hostQuoteRequests: page([row]) },
    ),
    // The request's own live event never comes: it was lost.
    {
      request: { query: NotificationAddedDocument, variables: { role: 'HOST' } },
      result: { data: null },
      delay: Infinity,
      maxUsageCount: Infinity,
    },
  ]);
  const link = ApolloLink.split((op) => op.operationName === 'LiveResync', resync, mocks);
  const client = new ApolloClient({ link, cache: createCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/quote-requests']}>
        <Routes>
          <Route path="/" element={<Root titleOf={() => null} />}>
            <Route path="dashboard/quote-requests" element={<HostQuoteTables locationId="l1" />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

async function shownBefore() {
  // Everything loaded (the viewer's initials in the avatar): a refetch is not merged into a first fetch.
  expect(await screen.findByText('MH', undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Richieste preventivo (0)' })).toBeInTheDocument();
  // The two tables load through two queries, answered in either order.
  expect(await screen.findByText('Non ci sono nuove richieste')).toBeInTheDocument();
  expect(screen.queryByTestId('avatar-dot')).toBeNull();
}

async function shownAfter() {
  const heading = { name: 'Richieste preventivo (1)' };
  expect(await screen.findByRole('heading', heading, { timeout: 3000 })).toBeInTheDocument();
  expect(
    screen.getAllByRole('link', { name: 'Vedi richiesta: Preventivo 1, Ospite Uno, 01/06/2030' }),
  ).toHaveLength(2);
  expect(await screen.findByTestId('avatar-dot')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Notifiche/ })).toContainElement(
    screen.getByLabelText('Nuove notifiche'),
  );
}

describe('live state on a signed-in page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn('t', 'HOST', 'l1');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('fetches the dot, the lists and their counts again when the socket comes back after a drop', async () => {
    renderHostTables();
    await shownBefore();
    act(() => notifyLiveConnected(true));
    await shownAfter();
  });

  it('does the same when the gateway says it lost live events (liveResync)', async () => {
    renderHostTables();
    await shownBefore();
    act(() => resync.simulateResult({ result: { data: { liveResync: '2030-01-01T10:00:00.000Z' } } }));
    await shownAfter();
  });
});
