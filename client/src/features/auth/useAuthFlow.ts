import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { RequestVerificationDocument, type AuthPayloadFieldsFragment } from './auth.generated';
import { SwitchRoleDocument } from '../shell/session.generated';
import { closeAuthDialog, openAuthDialog } from '../../state/authDialog';
import { signIn, type SessionRole } from '../../state/session';
import { roleForPath, takeReturnTo } from '../../state/returnTo';
import { it } from '../../i18n/it';
import { authStrings as authIt } from '../../i18n/it.auth';
import { runMutation, serverError, UserFacingError } from '../../lib/mutationErrors';
import { announce } from '../../ui';

export const RESEND_SECONDS = 60;

/** Asks for an e-mail code and returns when the next one may be asked (server's wait if it refused). */
export function useRequestVerification() {
  const [request] = useMutation(RequestVerificationDocument);
  return async (email: string): Promise<number> => {
    try {
      const { data } = await request({ variables: { email } });
      return Date.now() + (data?.requestVerification.resendAfterSeconds ?? RESEND_SECONDS) * 1000;
    } catch (err) {
      const e = serverError(err);
      if (e.retryAfterSeconds) return Date.now() + e.retryAfterSeconds * 1000;
      throw err;
    }
  };
}

export class InvalidCredentials extends UserFacingError {
  constructor() {
    super(authIt.auth.invalidCredentials);
  }
}

/**
 * What happens after any sign-in answer (password, code, social):
 * unverified → code; no token → 'Credenziali non valide'; not completed → complete-registration;
 * required consents missing → consent dialog; else close and redirect.
 */
export function useAuthFlow() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const requestCode = useRequestVerification();
  const [switchRole] = useMutation(SwitchRoleDocument);
  return async (
    payload: AuthPayloadFieldsFragment,
    opts: { role: SessionRole; email: string; social?: boolean },
  ): Promise<void> => {
    if (!payload.token) {
      if (payload.isVerified) throw new InvalidCredentials();
      const resendAt = await requestCode(opts.email);
      openAuthDialog('otp', opts.role, opts.email, { source: 'REGISTER', resendAt });
      return;
    }
    const first = payload.firstLocation;
    // A link that asked for this sign-in (e-mail, push, deep link) is where it lands, in the role it needs.
    const back = takeReturnTo();
    const chosen: SessionRole = first ? 'HOST' : opts.role;
    const role = back ? roleForPath(back, !!first, chosen) : chosen;
    signIn(payload.token, role, first?.id ?? null);
    // Said politely: the dialog closing moves focus back to the page (see ui/Dialog/ModalBehaviour).
    announce(it.a11y.signedIn);
    // The server's session starts in the role it chose; the page's role is told to it. The sign-in goes on
    // if that fails (the local role drives the interface); the failure is toasted.
    if (role !== chosen) await runMutation(() => switchRole({ variables: { role } }));
    // The dialog state changes before any await: it is persisted, and a reload must not reopen the login.
    let to: string | null = null;
    if (!payload.completed) openAuthDialog('complete-registration', role, payload.user.email);
    else if (!payload.user.termsAcceptedAt || !payload.user.privacyAcceptedAt)
      openAuthDialog('consent', role);
    else {
      closeAuthDialog();
      if (back) to = back;
      else if (opts.social) to = first ? '/dashboard' : role === 'HOST' ? '/create/location' : '/';
      else to = first ? '/dashboard/quote-requests' : role === 'HOST' ? '/create/location' : '/';
    }
    // Refetches what is on screen for the new viewer; a query cut short by the reset is harmless here.
    await client.resetStore().catch(() => undefined);
    if (to) navigate(to);
  };
}
