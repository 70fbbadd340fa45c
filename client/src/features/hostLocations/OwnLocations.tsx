import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { approvalStatusLabel, locationTypeLabel, subscriptionStatusLabel } from '@festa/domain/enums';
import { selectionDialog, type SelectionDialog } from '@festa/domain/subscription';
import { it } from '../../i18n/it';
import { Badge, Button, ConfirmDialog, LinkButton } from '../../ui';
import { selectLocation } from '../../state/session';
import * as s from './HostLocations.css';
import { recordingMask } from '../../state/recordingMask';

/** What the list shows of a location (the viewer's `locations`). */
interface OwnLocation {
  id: string;
  name: string;
  locationType: string;
  approvalStatus: string;
  subscriptionType: string;
  subscriptionStatus: string;
}

const t = it.ownLocations;

const DIALOGS = {
  'early-bird': {
    title: it.account.earlyBirdTitle,
    body: it.account.earlyBirdBody,
    confirm: it.account.earlyBirdCta,
  },
  'activate-approved': { title: t.approvedTitle, body: t.approvedBody, confirm: t.activate },
  'activate-pending': { title: t.pendingTitle, body: t.pendingBody, confirm: t.activate },
} as const;

const approvalTone = (status: string) =>
  status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'error' : 'warning';

/**
 * 'Le mie location': each own location with its type, approval and subscription, 'Seleziona' and a way to
 * add another. Picking one makes it the session's location and runs the subscription check: the early-bird
 * thanks, or the invitation to activate the subscription, or straight to the dashboard when it is active.
 */
export function OwnLocations({
  locations,
  selectedId,
}: {
  locations: readonly OwnLocation[];
  selectedId: string | null;
}) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<{ kind: NonNullable<SelectionDialog>; id: string } | null>(null);

  const pick = (l: OwnLocation) => {
    selectLocation(l.id);
    const kind = selectionDialog(l);
    if (kind) setDialog({ kind, id: l.id });
    else navigate('/dashboard');
  };
  // Where the dialog leads once closed: its confirm sets it; dismissing lands on the chosen location.
  const closeTo = useRef('/dashboard');
  const close = () => {
    setDialog(null);
    navigate(closeTo.current);
    closeTo.current = '/dashboard';
  };

  return (
    <>
      {locations.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ul className={s.ownList} aria-label={t.title}>
          {locations.map((l) => (
            <li key={l.id} className={s.ownItem} data-selected={l.id === selectedId || undefined}>
              <div className={s.ownText}>
                <strong {...recordingMask(l.subscriptionType)}>{l.name}</strong>
                <dl className={s.ownFacts}>
                  <div>
                    <dt>{t.type}</dt>
                    <dd>{locationTypeLabel(l.locationType)}</dd>
                  </div>
                  <div>
                    <dt>{t.approval}</dt>
                    <dd>
                      <Badge tone={approvalTone(l.approvalStatus)}>
                        {approvalStatusLabel(l.approvalStatus)}
                      </Badge>
                    </dd>
                  </div>
                  <div>
                    <dt>{t.subscription}</dt>
                    <dd>
                      <Badge tone={l.subscriptionStatus === 'ACTIVE' ? 'success' : 'neutral'}>
                        {subscriptionStatusLabel(l.subscriptionStatus)}
                      </Badge>
                    </dd>
                  </div>
                </dl>
              </div>
              <Button
                variant={l.id === selectedId ? 'primary' : 'secondary'}
                aria-label={l.id === selectedId ? t.selectedNamed(l.name) : t.selectNamed(l.name)}
                onPress={() => pick(l)}
              >
                {l.id === selectedId ? t.selected : t.select}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LinkButton href="/create/location" variant="secondary">
        {t.add}
      </LinkButton>
      {dialog && (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && close()}
          title={DIALOGS[dialog.kind].title}
          body={DIALOGS[dialog.kind].body}
          confirmLabel={DIALOGS[dialog.kind].confirm}
          cancelLabel={t.later}
          onConfirm={() => {
            // The early bird starts from home; the others go to pay for the location just picked.
            closeTo.current = dialog.kind === 'early-bird' ? '/' : `/subscription/${dialog.id}`;
          }}
        />
      )}
    </>
  );
}
