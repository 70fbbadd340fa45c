import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import { ViewerDocument } from '../state/viewer.generated';
import { clearSession, signIn } from '../state/session';
import { authDialogStore, closeAuthDialog } from '../state/authDialog';
import { routeError } from '../lib/mutationErrors';
import { viewerUser } from '../state/testing';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import { Root } from './Root';

const viewerAnswer = (user: Record<string, unknown>) => ({
  request: { query: ViewerDocument, variables: { role: 'GUEST' } },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        user: viewerUser(user),
        hasLocation: false,
        locations: [],
        hasUnreadNotifications: false,
      },
    },
  },
});

// The dialogs' code loads on first open: the first test pays for its import.
const LOADED = { timeout: 10_000 };

/** A page opened directly (a fresh load of /search), signed in with the stored session. */
function openPage(mocks: ReturnType<typeof viewerAnswer>[]) {
  signIn('t', 'GUEST');
  const router = createMemoryRouter(
    [{ element: <Root titleOf={() => null} />, children: [{ path: '/search', element: <h1>Ricerca</h1> }] }],
    { initialEntries: ['/search'] },
  );
  return render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

afterEach(() => {
  closeAuthDialog();
  clearSession();
});

describe('an account that has not finished registering, on any page load', () => {
  it("gets 'Completa la registrazione', which cannot be closed", async () => {
    openPage([viewerAnswer({ completed: false, fullName: null })]);
    const dialog = await screen.findByRole('dialog', { name: 'Completa la registrazione' }, LOADED);
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chiudi' })).not.toBeInTheDocument();
    expect(authDialogStore.get()).toMatchObject({ type: 'complete-registration', email: 'a@b.it' });
  });

  it('gets the required consents once the profile is complete', async () => {
    openPage([viewerAnswer({ termsAcceptedAt: null })]);
    expect(await screen.findByRole('dialog', { name: 'Consensi obbligatori' }, LOADED)).toBeInTheDocument();
  });

  it('gets nothing once registered; a PROFILE_INCOMPLETE answer reads the account again', async () => {
    openPage([viewerAnswer({ fullName: 'Anna Verdi' }), viewerAnswer({ completed: false })]);
    // The account as the page knows it (its initials in the header) is complete: no dialog.
    await screen.findByText('AV');
    expect(authDialogStore.get().type).toBeNull();
    // The server says otherwise (another device undid it, a stale page): the owed step opens.
    const refused = new CombinedGraphQLErrors({
      errors: [
        new GraphQLError('Completa la registrazione per continuare.', {
          extensions: { code: 'PROFILE_INCOMPLETE' },
        }),
      ],
    });
    expect(routeError(refused).to).toBe('profile');
    await waitFor(() => expect(authDialogStore.get().type).toBe('complete-registration'));
    expect(
      await screen.findByRole('dialog', { name: 'Completa la registrazione' }, LOADED),
    ).toBeInTheDocument();
  });
});
