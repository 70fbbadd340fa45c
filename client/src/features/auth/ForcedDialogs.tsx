import { useEffect } from 'react';
import { pendingRegistrationStep } from '@festa/domain/policies';
import { authDialogStore, closeAuthDialog, FORCED_DIALOGS, openAuthDialog } from '../../state/authDialog';
import { clearProfileIncomplete, profileIncompleteStore } from '../../state/profileIncomplete';
import { useViewer } from '../../state/useViewer';

/** Dialogs that need a session: a signed-out visitor cannot be in one. */
const SESSION_ONLY: readonly string[] = [...FORCED_DIALOGS, 'avatar-upload', 'welcome'];

/**
 * Always mounted (the dialogs themselves load on first open): on any page, after any load, an account
 * that has not finished registering gets 'Completa la registrazione', then the required consents, and
 * cannot close them. A PROFILE_INCOMPLETE answer from the server reads the account again first.
 */
export function ForcedDialogs() {
  const { viewer, signedIn, session, refetch } = useViewer();
  const state = authDialogStore.use();
  const { reported } = profileIncompleteStore.use();
  useEffect(() => {
    if (!reported) return;
    clearProfileIncomplete();
    if (signedIn) void refetch();
  }, [reported, signedIn, refetch]);
  useEffect(() => {
    if (!signedIn || !viewer) return;
    // The steps that follow completing the profile (photo, welcome) are shown before anything else.
    if (state.type === 'avatar-upload' || state.type === 'welcome') return;
    const step = pendingRegistrationStep(viewer.user);
    if (step === 'profile') {
      if (state.type !== 'complete-registration')
        openAuthDialog('complete-registration', session.role, viewer.user.email);
    } else if (step === 'consents') {
      if (state.type !== 'consent') openAuthDialog('consent', session.role);
    } else if (state.type && FORCED_DIALOGS.includes(state.type)) {
      closeAuthDialog();
    }
  }, [signedIn, viewer, state.type, session.role]);
  useEffect(() => {
    if (!signedIn && state.type && SESSION_ONLY.includes(state.type)) closeAuthDialog();
  }, [signedIn, state.type]);
  return null;
}
