import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { RegisterPushTokenDocument } from './push.generated';
import { clearSession, getPushToken, setPushToken, signIn } from '../../state/session';
import { PushPrompt } from './PushPrompt';

function notification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

const registered = vi.fn();
const mocks = [
  {
    request: {
      query: RegisterPushTokenDocument,
      variables: (v: Record<string, unknown>) => {
        registered(v);
        return true;
      },
    },
    result: { data: { registerPushToken: true } },
    maxUsageCount: 5,
  },
];

const show = () =>
  render(
    <MockedProvider mocks={mocks}>
      <PushPrompt role="GUEST" />
    </MockedProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  registered.mockReset();
  setPushToken(null);
  localStorage.removeItem('festalocation.pushPrompt');
  clearSession();
});

describe('push prompt', () => {
  it('asks only when pressed, then registers this browser as a web device', async () => {
    signIn('t', 'GUEST');
    const ask = notification('default', 'granted');
    show();
    expect(ask).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Attiva le notifiche' }));
    expect(ask).toHaveBeenCalledOnce();
    await waitFor(() => expect(getPushToken()).toMatch(/^local-web-/));
    expect(registered).toHaveBeenCalledWith({ token: getPushToken(), platform: 'web' });
    expect(screen.getByRole('status').textContent).toBe('Notifiche attivate su questo dispositivo.');
  });

  it('remembers a refusal and never shows signed out', async () => {
    notification('default');
    const { unmount } = show();
    expect(screen.queryByText('Vuoi ricevere una notifica quando ti rispondono?')).toBeNull();
    unmount();
    signIn('t', 'GUEST');
    const again = show();
    await userEvent.click(await screen.findByRole('button', { name: 'No, grazie' }));
    expect(screen.queryByText('Vuoi ricevere una notifica quando ti rispondono?')).toBeNull();
    again.unmount();
    show();
    expect(screen.queryByRole('button', { name: 'Attiva le notifiche' })).toBeNull();
    expect(registered).not.toHaveBeenCalled();
  });
});
