import { useMutation } from '@apollo/client/react';
import { approvalStatusLabel } from '@festa/domain/enums';
import { it } from '../../i18n/it';
import { runMutation } from '../../lib/mutationErrors';
import { Badge, Button, ConfirmDialog, DialogTrigger, LinkButton, toastQueue } from '../../ui';
import type { AdminLocationFieldsFragment, AdminUserFieldsFragment } from './moderation.generated';
import {
  SuspendLocationDocument,
  SuspendUserDocument,
  UnsuspendLocationDocument,
  UnsuspendUserDocument,
} from './search.generated';
import { dateTime } from './format';
import { ReasonDialog } from './ReasonDialog';
import * as s from './Admin.css';

const t = it.admin.search;

/** Lifting a suspension: a plain confirmation; a failure keeps the dialog open and is toasted. */
function Unsuspend({
  title,
  subject,
  run,
  done,
}: {
  title: string;
  subject: string;
  run: () => Promise<unknown>;
  done: string;
}) {
  return (
    <DialogTrigger>
      <Button variant="secondary" aria-label={`${t.unsuspend} ${subject}`}>
        {t.unsuspend}
      </Button>
      <ConfirmDialog
        title={title}
        body={t.unsuspendBody}
        confirmLabel={t.unsuspend}
        onConfirm={async () => {
          if (!(await runMutation(run))) throw new Error('failed');
          toastQueue.success(done);
        }}
      />
    </DialogTrigger>
  );
}

function Suspension({ at, reason }: { at: string; reason: string | null }) {
  return (
    <p className={s.warning}>
      <strong>{t.suspended}</strong> <time dateTime={at}>{dateTime(at)}</time>
      {reason && (
        <>
          {' '}
          · {t.reason}: {reason}
        </>
      )}
    </p>
  );
}

export function LocationResult({ location: l }: { location: AdminLocationFieldsFragment }) {
  // The mutations answer with the location: Apollo's cache updates this card in place.
  const [suspend] = useMutation(SuspendLocationDocument);
  const [unsuspend] = useMutation(UnsuspendLocationDocument);
  const headingId = `loc-${l.id}`;
  return (
    <article className={s.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.h2}>
        {l.name} <span className={s.muted}>({l.city})</span>
      </h3>
      <p className={s.counts}>
        <Badge tone={l.approvalStatus === 'APPROVED' ? 'success' : 'warning'}>
          {approvalStatusLabel(l.approvalStatus)}
        </Badge>
        <Badge tone={l.isPublic ? 'success' : 'neutral'}>{l.isPublic ? t.public : t.notPublic}</Badge>
        {l.suspendedAt && <Badge tone="error">{t.suspended}</Badge>}
      </p>
      <p className={s.muted}>
        {t.owner}: {l.owner.email}
      </p>
      {l.suspendedAt && <Suspension at={l.suspendedAt} reason={l.suspensionReason} />}
      <div className={s.actions}>
        <LinkButton href={`/admin/approvazioni/${l.id}`} variant="ghost">
          {t.approvalDetail}
        </LinkButton>
        <LinkButton href={`/location/${l.slug}`} variant="ghost" target="_blank">
          {t.publicPage}
        </LinkButton>
        {l.suspendedAt ? (
          <Unsuspend
            title={t.unsuspendLocationTitle(l.name)}
            subject={l.name}
            run={() => unsuspend({ variables: { id: l.id } })}
            done={t.locationUnsuspended}
          />
        ) : (
          <ReasonDialog
            triggerLabel={t.suspend}
            triggerAriaLabel={`${t.suspend} ${l.name}`}
            title={t.suspendLocationTitle(l.name)}
            help={t.suspendLocationHelp}
            mutate={(reason) => suspend({ variables: { id: l.id, reason } })}
            onDone={() => toastQueue.success(t.locationSuspended)}
          />
        )}
      </div>
    </article>
  );
}

export function UserResult({ user: u }: { user: AdminUserFieldsFragment }) {
  const [suspend] = useMutation(SuspendUserDocument);
  const [unsuspend] = useMutation(UnsuspendUserDocument);
  const headingId = `user-${u.id}`;
  return (
    <article className={s.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.h2}>
        {u.email}
      </h3>
      <p className={s.counts}>
        {u.fullName && <span>{u.fullName}</span>}
        <span className={s.muted}>{t.ownedLocations(u.locationCount)}</span>
        {u.isAdmin && <Badge tone="info">{t.admin}</Badge>}
        {u.deletedAt && <Badge tone="neutral">{t.deleted}</Badge>}
        <Badge tone={u.suspendedAt ? 'error' : 'success'}>{u.suspendedAt ? t.suspendedUser : t.active}</Badge>
      </p>
      {u.suspendedAt && <Suspension at={u.suspendedAt} reason={u.suspensionReason} />}
      {/* The server refuses to suspend an administrator: no button to press in vain. */}
      {!u.isAdmin && !u.deletedAt && (
        <div className={s.actions}>
          {u.suspendedAt ? (
            <Unsuspend
              title={t.unsuspendUserTitle(u.email)}
              subject={u.email}
              run={() => unsuspend({ variables: { id: u.id } })}
              done={t.userUnsuspended}
            />
          ) : (
            <ReasonDialog
              triggerLabel={t.suspend}
              triggerAriaLabel={`${t.suspend} ${u.email}`}
              title={t.suspendUserTitle(u.email)}
              help={t.suspendUserHelp}
              mutate={(reason) => suspend({ variables: { id: u.id, reason } })}
              onDone={() => toastQueue.success(t.userSuspended)}
            />
          )}
        </div>
      )}
    </article>
  );
}
