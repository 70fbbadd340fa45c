import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { authDialogStore } from '../../state/authDialog';
import { clearSession, sessionStore, signIn } from '../../state/session';
import { NotificationAddedDocument } from '../../state/viewer.generated';
import { NotificationsFeedDocument } from './notifications.generated';
import { NotificationsPage } from './NotificationsPage';

describe('NotificationsPage', () => {
  it('signed out, opens the guest login dialog', () => {
    render(
      <MemoryRouter initialEntries={['/notifications']}>
        <MockedProvider mocks={[]}>
          <NotificationsPage />
        </MockedProvider>
      </MemoryRouter>,
    );
    expect(authDialogStore.get()).toMatchObject({ type: 'login', role: 'GUEST' });
  });
});

describe('NotificationsPage: subscription notifications (host)', () => {
  const OTHER = '00000000-0000-4000-8000-000000000002';
  const item = (id: string, type: string, name: string) => ({
    __typename: 'Notification',
    id,
    type,
    role: 'HOST',
    isRead: true,
    createdAt: '2026-01-10T09:00:00.000Z',
    locationId: OTHER,
    quoteRequestId: null,
    metadata: {
      __typename: 'NotificationMetadata',
      location: {
        __typename: 'NotificationLocationMeta',
        name,
        city: 'Roma',
        slug: 'villa-festa',
        logoUrl: null,
      },
      quoteRequest: null,
      reason: type === 'LOCATION_SUSPENDED' ? 'Foto non conformi alle regole' : null,
    },
  });
  const mocks = [
    {
      request: { query: NotificationsFeedDocument, variables: { role: 'HOST' } },
      result: {
        data: {
          notifications: {
            __typename: 'NotificationConnection',
            nextCursor: null,
            items: [
              item('n1', 'SUBSCRIPTION_PAYMENT_FAILED', 'Villa Festa'),
              item('n2', 'SUBSCRIPTION_ENDED', 'Casa Blu'),
              item('n3', 'LOCATION_SUSPENDED', 'Villa Festa'),
            ],
          },
        },
      },
      maxUsageCount: 3,
    },
    {
      request: { query: NotificationAddedDocument, variables: { role: 'HOST' } },
      result: { data: null },
      delay: Infinity,
    },
  ];
  afterEach(() => clearSession());

  it('says what happened to which subscription and opens it, that location selected', async () => {
    signIn('t', 'HOST', '00000000-0000-4000-8000-000000000001');
    render(
      <MockedProvider mocks={mocks as never}>
        <MemoryRouter initialEntries={['/notifications']}>
          <Routes>
            <Route path="/notifications" element={<NotificationsPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(
      await screen.findByRole('button', { name: /Pagamento dell'abbonamento non riuscito per Villa Festa/ }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /L'abbonamento di Casa Blu è terminato/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/subscription');
    expect(sessionStore.get().selectedLocationId).toBe(OTHER);
  });

  it("opens the platform's decision on that location's settings, with the reason in the text", async () => {
    signIn('t', 'HOST', '00000000-0000-4000-8000-000000000001');
    render(
      <MockedProvider mocks={mocks as never}>
        <MemoryRouter initialEntries={['/notifications']}>
          <Routes>
            <Route path="/notifications" element={<NotificationsPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>,
    );
    await userEvent.click(
      await screen.findByRole('button', {
        name: /Villa Festa è stata sospesa dalla piattaforma: Foto non conformi alle regole/,
      }),
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/settings');
    expect(sessionStore.get().selectedLocationId).toBe(OTHER);
  });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
