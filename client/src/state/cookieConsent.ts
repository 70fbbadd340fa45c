import { createMemoryStore, createPersistedStore } from './store';

/** The optional categories; the necessary ones are always on and never stored as a choice. */
export interface ConsentCategories {
  analytics: boolean;
  sessionRecording: boolean;
}

export interface CookieConsent extends ConsentCategories {
  /** When the choice was made (ISO 8601): it is asked again six months later. */
  decidedAt: string;
}

/** The Garante's guidance: a choice is not asked again for six months. */
export const CONSENT_VALIDITY_MONTHS = 6;

export const ALL_ACCEPTED: ConsentCategories = { analytics: true, sessionRecording: true };
export const ALL_REJECTED: ConsentCategories = { analytics: false, sessionRecording: false };

export const cookieConsentStore = createPersistedStore<{ consent: CookieConsent | null }>(
  'festalocation.cookieConsent',
  { consent: null },
);

/** The second layer ('Impostazioni privacy'), opened from the banner or the footer. */
export const privacySettingsStore = createMemoryStore<{ open: boolean }>({ open: false });

export function expiresAt(consent: CookieConsent): Date {
  const at = new Date(consent.decidedAt);
  at.setMonth(at.getMonth() + CONSENT_VALIDITY_MONTHS);
  return at;
}

/** A stored choice that is well-formed and younger than six months; otherwise none (ask again). */
export function validConsent(consent: CookieConsent | null, now = new Date()): CookieConsent | null {
  if (!consent || Number.isNaN(Date.parse(consent.decidedAt))) return null;
  return expiresAt(consent) > now ? consent : null;
}

export function currentConsent(now = new Date()): CookieConsent | null {
  return validConsent(cookieConsentStore.get().consent, now);
}

/** Whether a category may run now: only with a valid, explicit yes. */
export function isGranted(category: keyof ConsentCategories, now = new Date()): boolean {
  return currentConsent(now)?.[category] === true;
}

/** Records a choice (from the banner, the second layer or the server) and closes the second layer. */
export function decideConsent(categories: ConsentCategories, now = new Date()): CookieConsent {
  const consent = {
    analytics: categories.analytics,
    sessionRecording: categories.sessionRecording,
    decidedAt: now.toISOString(),
  };
  cookieConsentStore.set({ consent });
  privacySettingsStore.set({ open: false });
  return consent;
}

/** Withdraws every optional category at once; the loader removes what it had started. */
export function revokeConsent(now = new Date()): CookieConsent {
  return decideConsent(ALL_REJECTED, now);
}

/**
 * On sign-in: the server's choice wins when it is valid and newer than this browser's, so a choice made
 * on another device follows the person. Returns whether it was adopted.
 */
export function adoptServerConsent(server: CookieConsent | null, now = new Date()): boolean {
  const remote = validConsent(server, now);
  if (!remote) return false;
  const local = currentConsent(now);
  if (local && Date.parse(local.decidedAt) >= Date.parse(remote.decidedAt)) return false;
  cookieConsentStore.set({
    consent: {
      analytics: remote.analytics,
      sessionRecording: remote.sessionRecording,
      decidedAt: remote.decidedAt,
    },
  });
  return true;
}
