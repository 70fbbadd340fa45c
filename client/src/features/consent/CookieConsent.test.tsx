import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { cookieConsentStore, currentConsent, privacySettingsStore } from '../../state/cookieConsent';
import { consentPromptStore } from '../../state/consentPrompt';
import { clearSession } from '../../state/session';
import { CookieConsent } from './CookieConsent';

function setup() {
  return render(
    <MockedProvider mocks={[]}>
      <MemoryRouter>
        <CookieConsent />
      </MemoryRouter>
    </MockedProvider>,
  );
}

beforeEach(() => {
  clearSession();
  cookieConsentStore.set({ consent: null });
  privacySettingsStore.set({ open: false });
});

describe('cookie banner', () => {
  it('asks a first-time visitor, with reject and accept side by side, and holds the welcome back', async () => {
    setup();
    const banner = await screen.findByRole('region', { name: 'Rispettiamo la tua privacy' });
    expect(banner).toBeTruthy();
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Rifiuta tutti', 'Accetta tutti', 'Personalizza']);
    // Equally prominent: the same classes.
    expect(screen.getByRole('button', { name: 'Rifiuta tutti' }).className).toBe(
      screen.getByRole('button', { name: 'Accetta tutti' }).className,
    );
    expect(consentPromptStore.get().open).toBe(true);
  });

  it("'Rifiuta tutti' records a refusal and the banner goes", async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Rifiuta tutti' }));
    expect(currentConsent()).toMatchObject({ analytics: false, sessionRecording: false });
    expect(screen.queryByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeNull();
    await waitFor(() => expect(consentPromptStore.get().open).toBe(false));
  });

  it("the second layer saves a per-category choice with 'Salva preferenze'", async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Personalizza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impostazioni privacy' });
    const necessary = screen.getByRole('switch', { name: /Necessari/ });
    expect((necessary as HTMLInputElement).checked).toBe(true);
    expect((necessary as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: 'Registrazione delle sessioni' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva preferenze' }));
    expect(currentConsent()).toMatchObject({ analytics: false, sessionRecording: true });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.queryByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeNull();
  });

  it('is not shown again while a choice is valid', async () => {
    cookieConsentStore.set({
      consent: { analytics: true, sessionRecording: true, decidedAt: new Date().toISOString() },
    });
    setup();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeNull();
  });
});
