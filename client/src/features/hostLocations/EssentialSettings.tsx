import { useEffect, useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { formatDDMMYYYY } from '@festalocation/domain/dates';
import { locationMessages } from '@festalocation/domain/messages';
import { subscriptionNotice } from '@festalocation/domain/subscription';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { runMutation } from '../../lib/mutationErrors';
import { onLiveConnected } from '../../state/liveConnection';
import { NotificationAddedDocument } from '../../state/viewer.generated';
import { useFormErrors } from '../../lib/useFormErrors';
import {
  AlertDialog,
  Button,
  ConfirmDialog,
  Form,
  LinkButton,
  Skeleton,
  toastQueue,
  useIsDesktop,
} from '../../ui';
import {
  CancelLocationChangeRequestDocument,
  HostLocationSettingsDocument,
  RequestLocationChangesDocument,
  type HostLocationFieldsFragment,
} from './hostLocation.generated';
import { DeleteLocation } from './DeleteLocation';
import { ChangeRequestDecisionNotice, PlatformDecisionNotice } from './PlatformNotices';
import { SettingsFields } from './SettingsFields';
import {
  activityTypesError,
  fromEssentials,
  SETTINGS_FIELDS,
  toInput,
  validateSettings,
  type SettingsField,
  type SettingsValues,
} from './settingsForm';
import * as s from './HostLocations.css';

const t = hostIt.settings;

/** `/dashboard/settings`: the essential data, changed only through a request the platform approves. */
export function EssentialSettings({ locationId }: { locationId: string }) {
  const { data, loading, refetch } = useQuery(HostLocationSettingsDocument, {
    variables: { id: locationId },
    fetchPolicy: 'cache-and-network',
  });
  const desktop = useIsDesktop();
  const location = data?.hostLocation;
  // The platform's decision on a waiting request reaches the host live (its notification): the page shows
  // the data now in force, or the reason, at once. The form is locked while a request waits, so nothing
  // typed is lost. After a dropped connection the decision may have been missed: asked again.
  const waiting = !!location?.pendingChangeRequest;
  useSubscription(NotificationAddedDocument, {
    variables: { role: 'HOST' },
    onData: ({ data: event }) => {
      const type = event.data?.notificationAdded.type;
      if (type === 'CHANGE_REQUEST_APPROVED' || type === 'CHANGE_REQUEST_REJECTED') void refetch();
    },
  });
  useEffect(() => (waiting ? onLiveConnected(() => void refetch()) : undefined), [waiting, refetch]);
  if (!location) {
    if (loading) return <Skeleton variant="text" lines={8} />;
    // A location that fails to load (gone, or not the caller's): back to the list of own locations.
    return <Navigate to={desktop ? '/profile/locations' : '/dashboard'} replace />;
  }
  // Keyed by what the form shows, so a saved or withdrawn request starts the form afresh.
  return (
    <SettingsForm
      key={`${location.id}:${location.pendingChangeRequest?.id ?? 'live'}`}
      location={location}
      activityTypes={data.activityTypes}
    />
  );
}

function SettingsForm({
  location,
  activityTypes,
}: {
  location: HostLocationFieldsFragment;
  activityTypes: readonly { id: number; name: string; locationType: string }[];
}) {
  const pending = location.pendingChangeRequest;
  const initial = fromEssentials(pending?.essentials ?? location.essentials);
  const [values, setValues] = useState<SettingsValues>(initial);
  const [resetCount, setResetCount] = useState(0);
  const { errors, setErrors, dropErrors, check, run, validationErrors } = useFormErrors<SettingsField>({
    fields: SETTINGS_FIELDS,
    onMessage: () => setAlert(t.requestError),
  });
  const [alert, setAlert] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [request, { loading: sending }] = useMutation(RequestLocationChangesDocument);
  const [cancel] = useMutation(CancelLocationChangeRequestDocument);
  const locked = !location.canEdit || !!pending;
  const notice = subscriptionNotice(location);

  useEffect(() => setValues(initial), [location]); // eslint-disable-line react-hooks/exhaustive-deps

  const change = (patch: Partial<SettingsValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // The city field edits `city` and answers for `cityId`.
    dropErrors('city' in patch ? [...Object.keys(patch), 'cityId'] : Object.keys(patch));
    setErrors((e) => {
      const next = { ...e };
      // Activity types are checked as they change; PEC and SDI answer one rule, so either clears it on both.
      if (patch.activityTypeIds) next.activityTypeIds = activityTypesError(patch.activityTypeIds);
      if (patch.pec?.trim() || patch.sdiCode?.trim())
        for (const f of ['pec', 'sdiCode'] as const)
          if (next[f] === locationMessages.pecOrSdiRequired) next[f] = undefined;
      return next;
    });
  };

  const submit = async () => {
    if (locked || !check(validateSettings(values))) return;
    const sent = await run(() => request({ variables: { input: toInput(location.id, values) } }));
    if (sent) toastQueue.success(t.requested);
  };

  const withdraw = async () => {
    const done = await runMutation(() => cancel({ variables: { locationId: location.id } }), {
      onMessage: () => setAlert(t.cancelError),
    });
    if (done) toastQueue.success(t.cancelled);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setResetCount((n) => n + 1);
  };

  return (
    <Form className={s.form} onSubmit={submit} validationErrors={validationErrors}>
      <div className={s.titleRow}>
        <h1 className={s.title}>{t.title}</h1>
        <DeleteLocation locationId={location.id} />
      </div>
      <PlatformDecisionNotice location={location} />
      {/* The last decision matters until the host asks again: then the waiting request is what counts. */}
      {!pending && <ChangeRequestDecisionNotice decision={location.lastChangeRequestDecision} />}
      {pending && (
        <div className={s.banner} role="status">
          <strong>{t.pendingBanner}</strong>
          <p>{t.pendingNotice(formatDDMMYYYY(pending.createdAt.slice(0, 10)))}</p>
        </div>
      )}
      {notice && (
        <div className={s.notice} data-tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <p>{t.notices[notice.kind]}</p>
          <LinkButton href={`/subscription/${location.id}`} variant="secondary">
            {location.hasInsertedTemporaryPaymentMethod ? t.changePaymentMethod : t.activateSubscription}
          </LinkButton>
        </div>
      )}
      <SettingsFields
        key={resetCount}
        values={values}
        errors={errors}
        onChange={change}
        isDisabled={locked}
        activityTypes={activityTypes}
        onLogoError={(message) => setErrors((e) => ({ ...e, logoUrl: message }))}
      />
      <div className={s.actions}>
        <Button variant="secondary" onPress={reset} isDisabled={locked}>
          {t.reset}
        </Button>
        {pending ? (
          <Button variant="primary" onPress={() => setConfirmCancel(true)}>
            {t.cancelRequest}
          </Button>
        ) : (
          <Button type="submit" variant="primary" isPending={sending} isDisabled={locked}>
            {t.requestApproval}
          </Button>
        )}
      </div>
      <ConfirmDialog
        isOpen={confirmCancel}
        onOpenChange={setConfirmCancel}
        {...t.cancelDialog}
        onConfirm={withdraw}
      />
      <AlertDialog message={alert} onClose={() => setAlert(null)} title={t.errorTitle} closeLabel={t.ok} />
    </Form>
  );
}
