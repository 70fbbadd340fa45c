import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { ViewerDocument } from '../../state/viewer.generated';
import { clearSession, signIn } from '../../state/session';
import { cookieConsentStore, currentConsent, decideConsent } from '../../state/cookieConsent';
import { UpdateCookieConsentDocument } from './consent.generated';
import { useConsentSync } from './useConsentSync';

const USER_ID = 'u-1';
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
type Choice = { analytics: boolean; sessionRecording: boolean; decidedAt: string };

/** The header's viewer query, as it leaves the cache for the hook to read. */
function cacheWith(server: Choice | null) {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: ViewerDocument,
    variables: { role: 'GUEST' },
    data: {
      viewer: {
        __typename: 'Viewer',
        user: {
          __typename: 'User',
          id: USER_ID,
          email: 'giulia@example.it',
          fullName: 'Giulia',
          isAdmin: false,
          avatarUrl: null,
          completed: true,
          termsAcceptedAt: daysAgo(30),
          privacyAcceptedAt: daysAgo(30),
          marketingConsentAt: null,
          profilingConsentAt: null,
          cookieConsent: server && { __typename: 'CookieConsent', ...server },
        },
        hasLocation: false,
        locations: [],
        hasUnreadNotifications: false,
      },
    } as never,
  });
  return cache;
}

function saveMock(input: Choice) {
  const result = vi.fn(() => ({
    data: {
      updateCookieConsent: {
        __typename: 'User',
        id: USER_ID,
        cookieConsent: { __typename: 'CookieConsent', ...input },
      },
    },
  }));
  return { mock: { request: { query: UpdateCookieConsentDocument, variables: { input } }, result }, result };
}

function Sync() {
  useConsentSync();
  return null;
}

beforeEach(() => {
  clearSession();
  cookieConsentStore.set({ consent: null });
  signIn('token', 'GUEST', null);
});

describe('cookie choice across devices', () => {
  it("on sign-in, the account's newer choice replaces this browser's", async () => {
    decideConsent({ analytics: false, sessionRecording: false }, new Date(daysAgo(5)));
    const server = { analytics: true, sessionRecording: true, decidedAt: daysAgo(1) };
    render(
      <MockedProvider cache={cacheWith(server)} mocks={[]}>
        <Sync />
      </MockedProvider>,
    );
    await waitFor(() => expect(currentConsent()).toEqual(server));
  });

  it('a newer choice of this browser is saved to the account, and so is a later one', async () => {
    const local = decideConsent({ analytics: true, sessionRecording: false }, new Date(daysAgo(1)));
    const first = saveMock(local);
    const later = { analytics: false, sessionRecording: false, decidedAt: new Date().toISOString() };
    const second = saveMock(later);
    render(
      <MockedProvider
        cache={cacheWith({ analytics: true, sessionRecording: true, decidedAt: daysAgo(9) })}
        mocks={[first.mock, second.mock]}
      >
        <Sync />
      </MockedProvider>,
    );
    await waitFor(() => expect(first.result).toHaveBeenCalledTimes(1));
    expect(currentConsent()).toEqual(local);
    decideConsent(later, new Date(later.decidedAt));
    await waitFor(() => expect(second.result).toHaveBeenCalledTimes(1));
  });
});
