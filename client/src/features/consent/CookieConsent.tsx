import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '../../state/store';
import { consentPromptStore } from '../../state/consentPrompt';
import { cookieConsentStore, privacySettingsStore, validConsent } from '../../state/cookieConsent';
import { startTrackingLoader } from '../../state/trackingLoader';
import { CookieBanner } from './CookieBanner';
import { useConsentSync } from './useConsentSync';

// The second layer (switches, modal) loads when first opened, not with every first page.
const PrivacySettingsDialog = lazy(() =>
  import('./PrivacySettingsDialog').then((m) => ({ default: m.PrivacySettingsDialog })),
);

/**
 * The cookie consent of every page: the banner until a valid choice exists, the second layer when asked
 * for, and the loader that starts analytics and session recording only once consented.
 */
export function CookieConsent() {
  // The server cannot know this browser's choice: the banner appears only once hydrated, fixed at the
  // bottom, so it never replaces server HTML nor moves the page.
  const hydrated = useHydrated();
  const { consent } = cookieConsentStore.use();
  const { open } = privacySettingsStore.use();
  const needsChoice = hydrated && validConsent(consent) == null;
  const [settingsMounted, setSettingsMounted] = useState(false);
  if (open && !settingsMounted) setSettingsMounted(true);

  useEffect(() => startTrackingLoader(), []);
  // The welcome slideshow waits while the person is asked about cookies.
  useEffect(() => consentPromptStore.set({ open: needsChoice }), [needsChoice]);
  useConsentSync();

  return (
    <>
      {needsChoice && !open && <CookieBanner />}
      {settingsMounted && (
        <Suspense fallback={null}>
          <PrivacySettingsDialog />
        </Suspense>
      )}
    </>
  );
}
