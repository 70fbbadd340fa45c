import { beforeEach, describe, expect, it } from 'vitest';
import { authDialogStore, closeAuthDialog, openAuthDialog, syncAuthDialogWithHistory } from './authDialog';
import { clearSession, signIn } from './session';

/** What react-router does on a navigation: a new entry (or the same one) with only its own fields. */
const push = (url: string) => window.history.pushState({ usr: null, key: url, idx: 1 }, '', url);

describe('auth dialog and history', () => {
  beforeEach(() => {
    clearSession();
    closeAuthDialog();
    window.history.replaceState(null, '', '/');
  });

  it('is not kept in localStorage', () => {
    openAuthDialog('login');
    expect(JSON.stringify({ ...localStorage })).not.toContain('login');
  });

  it('closes on a new page and comes back with its own entry on Back/Forward', () => {
    push('/favorites');
    openAuthDialog('login');
    push('/about-us');
    syncAuthDialogWithHistory('PUSH');
    expect(authDialogStore.get().type).toBeNull();
    // Back to /favorites: the entry still holds its dialog.
    window.history.back();
    return new Promise<void>((resolve) => {
      window.addEventListener(
        'popstate',
        () => {
          syncAuthDialogWithHistory('POP');
          expect(authDialogStore.get()).toMatchObject({ type: 'login', role: 'GUEST' });
          resolve();
        },
        { once: true },
      );
    });
  });

  it('stays through a redirect (REPLACE), as /login → / does', () => {
    openAuthDialog('forgot-password', 'GUEST', 'a@b.it');
    window.history.replaceState({ usr: null, key: 'home', idx: 0 }, '', '/');
    syncAuthDialogWithHistory('REPLACE');
    expect(authDialogStore.get()).toMatchObject({ type: 'forgot-password', email: 'a@b.it' });
    expect(window.history.state).toMatchObject({ 'festalocation.authDialog': { type: 'forgot-password' } });
  });

  it('keeps the dialogs of the session (completing the profile) on a new page', () => {
    signIn('t', 'GUEST');
    openAuthDialog('complete-registration', 'GUEST', 'a@b.it');
    push('/search');
    syncAuthDialogWithHistory('PUSH');
    expect(authDialogStore.get().type).toBe('complete-registration');
  });

  it('does not bring a sign-in dialog back once signed in', () => {
    signIn('t', 'GUEST');
    window.history.replaceState({ 'festalocation.authDialog': { type: 'login', role: 'GUEST' } }, '');
    syncAuthDialogWithHistory('POP');
    expect(authDialogStore.get().type).toBeNull();
  });
});
