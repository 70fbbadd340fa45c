import { createMemoryStore } from './store';

/**
 * Set when the server refused an action with PROFILE_INCOMPLETE: the forced registration dialogs
 * (features/auth/ForcedDialogs) read the account again and open the step it still owes.
 */
export const profileIncompleteStore = createMemoryStore<{ reported: boolean }>({ reported: false });

export function reportProfileIncomplete() {
  if (!profileIncompleteStore.get().reported) profileIncompleteStore.set({ reported: true });
}

export const clearProfileIncomplete = () => profileIncompleteStore.set({ reported: false });
