import { useState, type JSX } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Form, Skeleton, TextField, toastQueue } from '../../ui';
import { calendarStrings } from '../../i18n/it.calendar';
import { runMutation } from '../../lib/mutationErrors';
import {
  AddCalendarImportDocument,
  CalendarImportsDocument,
  RemoveCalendarImportDocument,
  SyncCalendarImportDocument,
} from './calendarImports.generated';
import { HostItemUnavailabilitiesDocument } from './hostAvailability.generated';
import { AvailabilityBlock } from './AvailabilityBlock';
import * as s from './Availability.css';

const t = calendarStrings.imports;

const when = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Rome',
  }).format(new Date(iso));

/**
 * 'Calendari importati' of one ambient or service: its iCal addresses (last sync, last error, days kept
 * busy) with 'Sincronizza ora' and 'Rimuovi', and the form that adds one. Every change refetches the
 * location's closed days, which the calendar above shows.
 */
export function CalendarImports({
  locationId,
  target,
  isDisabled = false,
}: {
  locationId: string;
  target: { kind: 'AMBIENT' | 'SERVICE'; id: string };
  isDisabled?: boolean;
}): JSX.Element {
  const { data, loading } = useQuery(CalendarImportsDocument, { variables: { locationId } });
  const refetchQueries = [
    { query: CalendarImportsDocument, variables: { locationId } },
    { query: HostItemUnavailabilitiesDocument, variables: { locationId } },
  ];
  const [add] = useMutation(AddCalendarImportDocument, { refetchQueries, awaitRefetchQueries: true });
  const [sync] = useMutation(SyncCalendarImportDocument, { refetchQueries, awaitRefetchQueries: true });
  const [remove] = useMutation(RemoveCalendarImportDocument, { refetchQueries, awaitRefetchQueries: true });
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mine = (data?.calendarImports ?? []).filter((i) => i.itemId === target.id);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    const ok = await runMutation(action, {
      fields: ['url'],
      message: t.error,
      onFieldError: (errors) => setFieldError(errors.url ?? null),
      onMessage: (e) => setFailure(e.message),
    });
    setBusy(false);
    if (ok) toastQueue.success(done);
    return ok;
  };

  const submit = async () => {
    setFieldError(null);
    const ok = await run(
      () => add({ variables: { input: { target: target.kind, id: target.id, url: url.trim() } } }),
      t.added,
    );
    if (ok) setUrl('');
  };

  return (
    <AvailabilityBlock
      className={s.feed}
      level={3}
      title={t.title}
      intro={t.intro}
      failure={failure}
      onCloseFailure={() => setFailure(null)}
    >
      {loading && !data ? (
        <Skeleton variant="text" lines={2} />
      ) : mine.length ? (
        <ul className={s.importList} aria-label={t.listLabel}>
          {mine.map((i) => (
            <li key={i.id} className={s.importItem}>
              <code className={s.url}>{i.url}</code>
              <span className={s.muted}>
                {i.lastSyncedAt ? t.lastSync(when(i.lastSyncedAt)) : t.neverSynced} · {t.days(i.dayCount)}
              </span>
              {i.lastErrorMessage && (
                <span className={s.importError} role="status">
                  {t.lastError(i.lastErrorMessage)}
                </span>
              )}
              <span className={s.actions}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t.syncLabel(i.url)}
                  isDisabled={busy}
                  onPress={() => void run(() => sync({ variables: { id: i.id } }), t.synced)}
                >
                  {t.syncNow}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t.removeLabel(i.url)}
                  isDisabled={busy}
                  onPress={() => void run(() => remove({ variables: { id: i.id } }), t.removed)}
                >
                  {t.remove}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={s.muted}>{t.none}</p>
      )}
      {!isDisabled && (
        <Form className={s.importForm} onSubmit={submit}>
          <TextField
            label={t.urlLabel}
            description={t.urlDescription}
            type="url"
            value={url}
            onChange={setUrl}
            errorMessage={fieldError ?? undefined}
            isInvalid={!!fieldError}
          />
          <div className={s.actions}>
            <Button type="submit" variant="secondary" isDisabled={busy || !url.trim()}>
              {busy ? t.adding : t.add}
            </Button>
          </div>
        </Form>
      )}
    </AvailabilityBlock>
  );
}
