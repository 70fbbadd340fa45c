import { useId, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { TriangleAlert } from 'lucide-react';
import { formatDDMMYYYY } from '@festa/domain';
import type { DeletionTarget } from '../../gql/types';
import { it } from '../../i18n/it';
import { ConfirmDialog, type ConfirmDialogProps } from '../../ui';
import { DeletionImpactDocument, type DeletionImpactQuery } from './deletion.generated';
import * as s from './ConfirmDeletion.css';

const t = it.deletion;

type Impact = DeletionImpactQuery['deletionImpact'];

/**
 * The confirmation before deleting a location, ambient or service. While it is open it asks the gateway
 * what the deletion would cancel (accepted bookings from today on, and a location's waiting requests) and
 * shows it under `body`, with the warning that the guests are told; the confirm button waits for that
 * answer. Nothing is added when nothing would be cancelled.
 */
export function ConfirmDeletion({
  target,
  id,
  body,
  isOpen,
  ...props
}: ConfirmDialogProps & { target: DeletionTarget; id: string; isOpen: boolean }) {
  // Asked afresh at each opening: a booking may have been accepted since the last look.
  const { data, loading, error } = useQuery(DeletionImpactDocument, {
    variables: { target, id },
    skip: !isOpen,
    fetchPolicy: 'network-only',
  });
  const impact = data?.deletionImpact;
  const checking = isOpen && loading && !impact;
  return (
    <ConfirmDialog
      {...props}
      isOpen={isOpen}
      isConfirmDisabled={checking}
      body={
        <>
          {body != null && <p className={s.paragraph}>{body}</p>}
          <ImpactNotice impact={impact} checking={checking} failed={!!error && !impact} />
        </>
      }
    />
  );
}

function ImpactNotice({
  impact,
  checking,
  failed,
}: {
  impact: Impact | undefined;
  checking: boolean;
  failed: boolean;
}): ReactNode {
  const titleId = useId();
  if (checking)
    return (
      <p className={s.checking} role="status">
        {t.checking}
      </p>
    );
  if (failed)
    return (
      <div className={s.warning} role="alert">
        <p className={s.paragraph}>{t.checkFailed}</p>
      </div>
    );
  if (!impact || (!impact.bookings.length && !impact.pendingRequests)) return null;
  const count = impact.bookings.length;
  return (
    <section className={s.warning} aria-labelledby={titleId}>
      <h3 id={titleId} className={s.heading}>
        <TriangleAlert aria-hidden="true" size={20} className={s.icon} />
        {count ? t.title(count) : t.pendingOnlyTitle}
      </h3>
      {count > 0 && (
        <ul className={s.list} aria-label={t.listLabel}>
          {impact.bookings.map((b) => (
            <li key={b.id} className={s.booking}>
              <span className={s.bookingTitle}>
                {t.booking(b.number, b.guestName, formatDDMMYYYY(b.date))}
              </span>
              <span className={s.bookingDetails}>{t.details(b.guests, [...b.ambients, ...b.services])}</span>
            </li>
          ))}
        </ul>
      )}
      {impact.pendingRequests > 0 && <p className={s.paragraph}>{t.pending(impact.pendingRequests)}</p>}
      <p className={s.paragraph}>{t.explain}</p>
    </section>
  );
}
