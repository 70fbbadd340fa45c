import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SwitchRoleDocument } from './session.generated';
import { signIn, useSession, clearSession } from '../../state/session';
import { AccountMenu } from './AccountMenu';
import { GraphQLError } from 'graphql';
import { toastQueue } from '../../ui/Toast/toastQueue';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The header's wiring: the menu's items follow the session role, which the menu itself switches. */
function Harness() {
  const session = useSession();
  return (
    <>
      <AccountMenu
        isHost={session.role === 'HOST'}
        canSwitchToHost={!!session.selectedLocationId}
        canBecomeHost={!session.selectedLocationId}
        handoff={{ focused: false, pressed: false }}
        hasUnread={false}
        fullName="Host Demo"
      />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>
  );
}

function setup(
  role: 'HOST' | 'GUEST',
  start: string,
  selectedLocationId: string | null = 'loc-1',
  answer: { data: { switchRole: boolean } } | { errors: GraphQLError[] } = { data: { switchRole: true } },
) {
  clearSession();
  signIn('token', role, selectedLocationId);
  const mocks = (['GUEST', 'HOST'] as const).map((r) => ({
    request: { query: SwitchRoleDocument, variables: { role: r } },
    result: answer,
    maxUsageCount: 5,
  }));
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[start]}>
        <Harness />
      </MemoryRouter>
    </MockedProvider>,
  );
}

afterEach(() => {
  toastQueue.clear();
  vi.restoreAllMocks();
});

describe('AccountMenu role switch', () => {
  it("'Prenota evento' switches a host to guest and goes to / without breaking the menu", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup('HOST', '/dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu account HD' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Prenota evento' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    await user.click(screen.getByRole('button', { name: 'Menu account HD' }));
    expect(await screen.findByRole('menuitem', { name: 'Esplora' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Passa a host' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Richieste' })).toBeNull();
    expect(error).not.toHaveBeenCalledWith(expect.stringContaining('Cannot change the id'));
    error.mockRestore();
  });

  it("'Passa a host' switches a guest with a location to host and goes to /dashboard", async () => {
    setup('GUEST', '/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu account HD' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Passa a host' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Menu account HD' }));
    expect(await screen.findByRole('menuitem', { name: 'Richieste' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Prenota evento' })).toBeInTheDocument();
  });

  it('switches locally when the server refuses, and says so in a toast', async () => {
    const toast = vi.spyOn(toastQueue, 'error');
    setup('GUEST', '/', 'loc-1', {
      errors: [new GraphQLError('Operazione non consentita.', { extensions: { code: 'FORBIDDEN' } })],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu account HD' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Passa a host' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Operazione non consentita.'));
  });

  it("'Diventa HOST' takes a guest with no location to the creation flow as a host", async () => {
    setup('GUEST', '/', null);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu account HD' }));
    expect(screen.queryByRole('menuitem', { name: 'Passa a host' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Diventa HOST' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/create/location');
  });
});

describe('AccountMenu button name', () => {
  it('contains the initials it shows, and no text when it shows a photo', () => {
    clearSession();
    signIn('token', 'GUEST', null);
    const { rerender } = render(
      <MockedProvider>
        <MemoryRouter>
          <AccountMenu
            isHost={false}
            canSwitchToHost={false}
            canBecomeHost
            handoff={{ focused: false, pressed: false }}
            hasUnread
            fullName="maria rossi"
          />
        </MemoryRouter>
      </MockedProvider>,
    );
    const button = screen.getByRole('button', { name: /^Menu account/ });
    expect(button).toHaveTextContent('MR');
    expect(button.getAttribute('aria-label')).toContain(button.textContent);
    expect(button).toHaveAccessibleName('Menu account MR, Nuove notifiche');
    rerender(
      <MockedProvider>
        <MemoryRouter>
          <AccountMenu
            isHost={false}
            canSwitchToHost={false}
            canBecomeHost
            handoff={{ focused: false, pressed: false }}
            hasUnread={false}
            fullName="maria rossi"
            avatarUrl="/media/a.webp"
          />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(screen.getByRole('button', { name: 'Menu account' })).toHaveTextContent('');
  });
});
