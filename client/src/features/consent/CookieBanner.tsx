import { Link, useLocation } from 'react-router';
import { trustStrings as trustIt } from '../../i18n/it.trust';
import { NativeButton } from '../../ui';
import { privacySettingsStore } from '../../state/cookieConsent';
import { ConsentActions } from './ConsentActions';
import * as s from './Consent.css';

const t = trustIt.consent;

/**
 * The first layer: a landmark at the bottom of the page, not a modal, so the page stays usable and
 * readable behind it; it only goes once a choice is made.
 */
export function CookieBanner() {
  // The policy's back action returns here (the legal pages' `?from=`).
  const from = encodeURIComponent(useLocation().pathname.replace(/^\//, ''));
  return (
    <section className={s.banner} aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
      <div className={s.bannerInner}>
        <div>
          <h2 id="cookie-banner-title" className={s.title}>
            {t.bannerTitle}
          </h2>
          <p className={s.text}>
            {t.bannerText}{' '}
            <Link className={s.link} to={`/privacy-policy?from=${from}`}>
              {t.policyLink}
            </Link>
          </p>
        </div>
        <ConsentActions>
          <NativeButton variant="ghost" onClick={() => privacySettingsStore.set({ open: true })}>
            {t.customize}
          </NativeButton>
        </ConsentActions>
      </div>
    </section>
  );
}
