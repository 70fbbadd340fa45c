import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink, gql, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { authDialogStore } from '../../state/authDialog';
import { sessionStore } from '../../state/session';
import { FavoriteButton } from './FavoriteButton';

/** A link answering the toggle mutation after `release()`, or with an error. */
function controlledLink(outcome: 'ok' | 'error') {
  let release: () => void = () => {};
  const link = new ApolloLink(
    (op) =>
      new Observable((observer) => {
        release = () => {
          if (outcome === 'error') {
            observer.next({
              errors: [{ message: 'Location non trovata', extensions: { code: 'NOT_FOUND' } }],
            });
          } else {
            const v = op.variables as { locationId: string; action: string };
            observer.next({
              data: {
                toggleLocationFavorite: {
                  __typename: 'FavoriteState',
                  locationId: v.locationId,
                  isFavorite: v.action === 'ADD',
                },
              },
            });
          }
          observer.complete();
        };
      }),
  );
  return { link, release: () => release() };
}

const CARD_ID = 'LocationCard:loc-1';
const FRAGMENT = gql`
  fragment Fav on LocationCard {
    isFavorite
  }
`;

function setup(outcome: 'ok' | 'error') {
  const { link, release } = controlledLink(outcome);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  client.cache.restore({ [CARD_ID]: { __typename: 'LocationCard', id: 'loc-1', isFavorite: false } });
  return { client, release };
}

describe('FavoriteButton', () => {
  beforeEach(() => {
    sessionStore.reset();
    authDialogStore.set({ type: null, role: 'GUEST' });
  });

  it('opens the guest login dialog when signed out', async () => {
    const { client } = setup('ok');
    render(
      <ApolloProvider client={client}>
        <FavoriteButton locationId="loc-1" name="Villa Aurora" isFavorite={false} />
      </ApolloProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi ai preferiti: Villa Aurora' }));
    expect(authDialogStore.get()).toMatchObject({ type: 'login', role: 'GUEST' });
  });

  it('flips at once, and rolls back when the server refuses', async () => {
    sessionStore.set({ token: 't', role: 'GUEST', selectedLocationId: null });
    const { client, release } = setup('error');
    const read = () =>
      client.cache.readFragment<{ isFavorite: boolean }>({
        id: CARD_ID,
        fragment: FRAGMENT,
        optimistic: true,
      });
    render(
      <ApolloProvider client={client}>
        <FavoriteButton locationId="loc-1" name="Villa Aurora" isFavorite={false} />
      </ApolloProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi ai preferiti: Villa Aurora' }));
    await waitFor(() => expect(read()?.isFavorite).toBe(true));
    release();
    await waitFor(() => expect(read()?.isFavorite).toBe(false));
  });

  it('keeps the new state when the server agrees', async () => {
    sessionStore.set({ token: 't', role: 'GUEST', selectedLocationId: null });
    const { client, release } = setup('ok');
    render(
      <ApolloProvider client={client}>
        <FavoriteButton locationId="loc-1" name="Villa Aurora" isFavorite={false} />
      </ApolloProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi ai preferiti: Villa Aurora' }));
    release();
    await waitFor(() =>
      expect(
        client.cache.readFragment<{ isFavorite: boolean }>({ id: CARD_ID, fragment: FRAGMENT })?.isFavorite,
      ).toBe(true),
    );
  });
});
