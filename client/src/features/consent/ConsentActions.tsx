import type { ReactNode } from 'react';
import { trustStrings as trustIt } from '../../i18n/it.trust';
import { Button } from '../../ui';
import { ALL_ACCEPTED, ALL_REJECTED, decideConsent } from '../../state/cookieConsent';
import * as s from './Consent.css';

const t = trustIt.consent;

/**
 * The consent choices both layers offer, equal in weight and in this order (rejecting is as easy as
 * accepting), then the layer's own third action.
 */
export function ConsentActions({ children }: { children: ReactNode }) {
  return (
    <div className={s.actions}>
      <Button variant="primary" onPress={() => decideConsent(ALL_REJECTED)}>
        {t.rejectAll}
      </Button>
      <Button variant="primary" onPress={() => decideConsent(ALL_ACCEPTED)}>
        {t.acceptAll}
      </Button>
      {children}
    </div>
  );
}
