import { useState } from 'react';
import { Button, Checkbox, Dialog, SlideInPanel } from '../../ui';
import { accountStrings as accountIt } from '../../i18n/it.account';
import { legalParagraphs } from '../legal/company';
import { LEGAL_TEXTS } from '../legal/texts';
import * as s from './Auth.css';

type ConsentKind = 'terms' | 'privacy' | 'marketing' | 'profiling';

function texts(kind: ConsentKind): { title: string; paragraphs: string[] } {
  if (kind === 'marketing')
    return { title: accountIt.account.marketingTitle, paragraphs: [accountIt.account.marketingText] };
  if (kind === 'profiling')
    return { title: accountIt.account.profilingTitle, paragraphs: [accountIt.account.profilingText] };
  const legal = LEGAL_TEXTS[kind];
  return {
    title: legal.title,
    paragraphs: legalParagraphs(legal),
  };
}

/** A consent checkbox with 'Leggi', opening the text in a side panel whose 'Accetta' ticks the box. */
export function LegalConsent({
  kind,
  label,
  checked,
  onChange,
  error,
}: {
  kind: ConsentKind;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  const t = texts(kind);
  return (
    <div>
      <div className={s.consentRow}>
        <Checkbox isSelected={checked} onChange={onChange} isInvalid={!!error}>
          {label}
        </Checkbox>
        <Button
          variant="ghost"
          size="sm"
          onPress={() => setOpen(true)}
          aria-label={`${accountIt.account.read}: ${t.title}`}
        >
          {accountIt.account.read}
        </Button>
      </div>
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
      <SlideInPanel isOpen={open} onOpenChange={setOpen}>
        <Dialog
          title={t.title}
          footer={
            <Button
              variant="primary"
              onPress={() => {
                onChange(true);
                setOpen(false);
              }}
            >
              {accountIt.account.accept}
            </Button>
          }
        >
          {t.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Dialog>
      </SlideInPanel>
    </div>
  );
}
