import type { ReactNode } from 'react';
import { trustStrings as trustIt } from '../../i18n/it.trust';
import { NativeButton } from '../../ui';
import { ALL_ACCEPTED, ALL_REJECTED, decideConsent } from '../../state/cookieConsent';
import * as s from './Consent.css';

const t = trustIt.consent;

/**
 * The consent choices both layers offer, equal in weight and in this order (rejecting is as easy as
 * accepting), then the layer's own third action. Plain buttons: the banner is part of every first page.
 */
export function ConsentActions({ children }: { children: ReactNode }) {
  return (
    <div className={s.actions}>
      <NativeButton variant="primary" onClick={() => decideConsent(ALL_REJECTED)}>
        {t.rejectAll}
      </NativeButton>
      <NativeButton variant="primary" onClick={() => decideConsent(ALL_ACCEPTED)}>
        {t.acceptAll}
      </NativeButton>
      {children}
    </div>
  );
}
