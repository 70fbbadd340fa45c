import { useState } from 'react';
import { trustStrings as trustIt } from '../../i18n/it.trust';
import { Button, Dialog, Modal, Switch } from '../../ui';
import {
  currentConsent,
  decideConsent,
  privacySettingsStore,
  type ConsentCategories,
} from '../../state/cookieConsent';
import { ConsentActions } from './ConsentActions';
import * as s from './Consent.css';

const t = trustIt.consent;

/** The second layer: one switch per category, the same two equal buttons, and 'Salva preferenze'. */
export function PrivacySettingsDialog() {
  const { open } = privacySettingsStore.use();
  return (
    <Modal isOpen={open} onOpenChange={(o) => privacySettingsStore.set({ open: o })}>
      {/* Mounted per opening, so the switches start from the choice stored now. */}
      {open && <SettingsContent />}
    </Modal>
  );
}

function SettingsContent() {
  const stored = currentConsent();
  const [choice, setChoice] = useState<ConsentCategories>({
    analytics: stored?.analytics ?? false,
    sessionRecording: stored?.sessionRecording ?? false,
  });
  const optional = ['analytics', 'sessionRecording'] as const;
  return (
    <Dialog
      title={t.settingsTitle}
      footer={
        <ConsentActions>
          <Button variant="secondary" onPress={() => decideConsent(choice)}>
            {t.save}
          </Button>
        </ConsentActions>
      }
    >
      <p className={s.text}>{t.settingsText}</p>
      <div className={s.category}>
        <Switch isSelected isDisabled aria-describedby="consent-necessary-text">
          {`${t.categories.necessary.label} (${t.alwaysOn})`}
        </Switch>
        <p id="consent-necessary-text" className={s.categoryText}>
          {t.categories.necessary.text}
        </p>
      </div>
      {optional.map((key) => (
        <div key={key} className={s.category}>
          <Switch
            isSelected={choice[key]}
            onChange={(v) => setChoice((c) => ({ ...c, [key]: v }))}
            aria-describedby={`consent-${key}-text`}
          >
            {t.categories[key].label}
          </Switch>
          <p id={`consent-${key}-text`} className={s.categoryText}>
            {t.categories[key].text}
          </p>
        </div>
      ))}
    </Dialog>
  );
}
