import { useEffect } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { dataStrings as dataIt } from '../../i18n/it.data';
import { Badge, Button, Skeleton, toastQueue, type BadgeTone } from '../../ui';
import { downloadWithSession } from '../../lib/downloadWithSession';
import { runMutation } from '../../lib/mutationErrors';
import {
  MyDataExportsDocument,
  RequestDataExportDocument,
  type DataExportFieldsFragment,
} from './dataExports.generated';
import * as s from './Profile.css';

const t = dataIt;
/** While an export is being produced the list asks again this often, so 'Pronto' shows without a reload. */
export const PENDING_POLL_MS = 3_000;

const TONE: Record<DataExportFieldsFragment['status'], BadgeTone> = {
  PENDING: 'info',
  READY: 'success',
  EXPIRED: 'neutral',
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('it-IT', { timeZone: 'Europe/Rome', dateStyle: 'long' });

function ExportItem({ item }: { item: DataExportFieldsFragment }) {
  const requested = day(item.createdAt);
  const stamp = (item.readyAt ?? item.createdAt).slice(0, 10);
  const save = (path: string, ext: 'json' | 'html') =>
    downloadWithSession(path, `festalocation-dati-${stamp}.${ext}`).catch(() =>
      toastQueue.error(t.downloadError),
    );
  return (
    <li className={s.listItem}>
      <div style={{ display: 'grid', gap: 4 }}>
        <span>{t.requestedOn(requested)}</span>
        {item.expiresAt && (
          <span>
            {item.status === 'EXPIRED' ? t.expiredOn(day(item.expiresAt)) : t.expiresOn(day(item.expiresAt))}
          </span>
        )}
        <Badge tone={TONE[item.status]}>{t.status[item.status]}</Badge>
      </div>
      {item.status === 'READY' && item.jsonUrl && item.htmlUrl && (
        <div className={s.actions}>
          <Button
            variant="secondary"
            aria-label={t.downloadJsonLabel(requested)}
            onPress={() => void save(item.jsonUrl!, 'json')}
          >
            {t.downloadJson}
          </Button>
          <Button
            variant="secondary"
            aria-label={t.downloadHtmlLabel(requested)}
            onPress={() => void save(item.htmlUrl!, 'html')}
          >
            {t.downloadHtml}
          </Button>
        </div>
      )}
    </li>
  );
}

/** `/profile/data`: asks for a copy of the viewer's data and lists the copies with their state. */
export function DataSection() {
  const { data, loading, startPolling, stopPolling } = useQuery(MyDataExportsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.myDataExports ?? [];
  const pending = items.some((e) => e.status === 'PENDING');
  useEffect(() => {
    if (!pending) return;
    startPolling(PENDING_POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);
  const [request, { loading: requesting }] = useMutation(RequestDataExportDocument, {
    refetchQueries: [MyDataExportsDocument],
    awaitRefetchQueries: true,
  });

  const ask = async () => {
    if (await runMutation(() => request())) toastQueue.success(t.requested);
  };

  return (
    <section className={s.section} aria-labelledby="data-title">
      <h1 id="data-title" style={{ margin: 0 }}>
        {t.title}
      </h1>
      <p style={{ margin: 0 }}>{t.intro}</p>
      <div>
        <Button onPress={() => void ask()} isPending={requesting} isDisabled={pending}>
          {t.request}
        </Button>
      </div>
      <h2 style={{ margin: 0, fontSize: '1.1rem' }}>{t.listTitle}</h2>
      {loading && !data ? (
        <Skeleton variant="text" />
      ) : items.length ? (
        <ul className={s.list}>
          {items.map((e) => (
            <ExportItem key={e.id} item={e} />
          ))}
        </ul>
      ) : (
        <p style={{ margin: 0 }}>{t.empty}</p>
      )}
      <p style={{ margin: 0, fontSize: '0.9rem' }}>{t.retention}</p>
    </section>
  );
}
