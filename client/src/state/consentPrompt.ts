import { createMemoryStore, createPersistedStore } from './store';

/**
 * Whether a consent prompt (cookie banner or the required-consents dialog) is open right now: the welcome
 * slideshow waits for it to close. Whoever shows a consent prompt sets `open`.
 */
export const consentPromptStore = createMemoryStore<{ open: boolean }>({ open: false });

/** The welcome slideshow is shown until it has been seen once (finished or skipped). */
export const welcomeStore = createPersistedStore<{ seen: boolean }>('festalocation.welcome', { seen: false });
