import {
  cookieConsentStore,
  validConsent,
  type ConsentCategories,
  type CookieConsent,
} from './cookieConsent';
import { RECORDING_MASK_SELECTOR } from './recordingMask';

/** Where the third-party scripts come from; a category without a URL loads nothing. */
export type TrackingScripts = Partial<Record<keyof ConsentCategories, string>>;

declare global {
  interface Window {
    /** Set by the page before the app starts (ops or tests) to override the build's URLs. */
    festalocationTracking?: TrackingScripts;
  }
}

/** The build's URLs (none by default), unless the page configured its own. */
export function configuredScripts(): TrackingScripts {
  if (typeof window !== 'undefined' && window.festalocationTracking) return window.festalocationTracking;
  const env = import.meta.env;
  return {
    analytics: (env.VITE_ANALYTICS_SCRIPT_URL as string | undefined) || undefined,
    sessionRecording: (env.VITE_SESSION_RECORDING_SCRIPT_URL as string | undefined) || undefined,
  };
}

const CATEGORIES: (keyof ConsentCategories)[] = ['analytics', 'sessionRecording'];

/**
 * Makes the document's tracking scripts match the consent: a granted category with a URL gets its script,
 * anything else has none. Nothing is injected before a valid choice, so no script runs without consent.
 * Withdrawing removes the tag and tells the script (a `festalocation:consent` event) to stop what it
 * started, since a removed tag does not unload code that already ran.
 */
export function applyConsent(
  consent: CookieConsent | null,
  scripts: TrackingScripts,
  doc: Document = document,
  now = new Date(),
): void {
  const valid = validConsent(consent, now);
  for (const category of CATEGORIES) {
    const src = scripts[category];
    const existing = doc.querySelector(`script[data-consent="${category}"]`);
    const wanted = !!src && valid?.[category] === true;
    if (wanted && !existing) {
      const script = doc.createElement('script');
      script.async = true;
      script.src = src;
      script.dataset.consent = category;
      // What the recorder must mask: the Early Bird hosts' location names (recordingMask.ts).
      if (category === 'sessionRecording') script.dataset.maskSelector = RECORDING_MASK_SELECTOR;
      doc.head.appendChild(script);
    } else if (!wanted && existing) {
      existing.remove();
    }
  }
  doc.defaultView?.dispatchEvent(new CustomEvent('festalocation:consent', { detail: valid }));
}

/** Keeps the scripts in step with the stored consent for the life of the page; returns the stop. */
export function startTrackingLoader(scripts: TrackingScripts = configuredScripts()): () => void {
  applyConsent(cookieConsentStore.get().consent, scripts);
  return cookieConsentStore.subscribe(() => applyConsent(cookieConsentStore.get().consent, scripts));
}
