import { useId, type ReactNode } from 'react';
import { AlertDialog } from '../../ui';
import { hostStrings as hostIt } from '../../i18n/it.host';
import * as s from './Availability.css';

const t = hostIt.availability;

/**
 * A block of the 'Disponibilità' area (the calendar, h2; the private address under it, h3): a section named
 * by its title, its intro, and the 'Errore' dialog of what it saves.
 */
export function AvailabilityBlock({
  className,
  level,
  title,
  intro,
  failure,
  onCloseFailure,
  children,
}: {
  className: string;
  level: 2 | 3;
  title: string;
  intro: string;
  failure: string | null;
  onCloseFailure: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={titleId}>
      <Heading id={titleId} className={level === 2 ? s.title : s.subtitle}>
        {title}
      </Heading>
      <p className={s.muted}>{intro}</p>
      {children}
      <AlertDialog message={failure} title={t.errorTitle} closeLabel={t.ok} onClose={onCloseFailure} />
    </section>
  );
}
