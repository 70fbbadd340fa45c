import { useMutation, useQuery } from '@apollo/client/react';
import { conversationStrings as conversationIt } from '../../i18n/it.conversation';
import { runMutation } from '../../lib/mutationErrors';
import { Badge, Button, toastQueue } from '../../ui';
import { dateTime } from '../admin/format';
import { QueryState } from '../admin/QueryState';
import { usePageTitle } from '../admin/usePageTitle';
import * as s from '../admin/Admin.css';
import {
  DismissMessageReportDocument,
  MessageReportQueueDocument,
  type MessageReportQueueQuery,
} from './moderation.generated';

const t = conversationIt.moderation;
const side = conversationIt.conversation;
type Report = MessageReportQueueQuery['messageReportQueue']['items'][number];

/** /admin/messaggi: open reports of conversation messages, each with the conversation around it. */
export function MessageReportsPanel() {
  usePageTitle(t.title);
  const { data, loading, error, refetch } = useQuery(MessageReportQueueDocument, {
    variables: { pageSize: 30 },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.messageReportQueue;
  return (
    <>
      <div className={s.head}>
        <h1 className={s.h1}>{t.title}</h1>
        {page && <p className={s.muted}>{t.count(page.count)}</p>}
      </div>
      <QueryState loading={loading} error={error} hasData={!!page} retry={() => void refetch()}>
        {!page?.items.length ? (
          <p className={s.muted}>{t.empty}</p>
        ) : (
          <ul className={s.list}>
            {page.items.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

function ReportCard({ report }: { report: Report }) {
  const [dismiss, { loading }] = useMutation(DismissMessageReportDocument, {
    refetchQueries: ['MessageReportQueue'],
  });
  const titleId = `message-report-${report.id}`;
  const onDismiss = async () => {
    if (await runMutation(() => dismiss({ variables: { id: report.id } }))) toastQueue.success(t.dismissed);
  };
  return (
    <article className={s.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={s.h2}>
        {t.request(report.quoteRequestNumber, report.locationName)}
      </h2>
      <p className={s.muted}>{t.parties(report.guestEmail ?? '–', report.hostEmail ?? '–')}</p>
      <p className={s.prose}>
        <strong>{t.reason}:</strong> {report.reason}
      </p>
      <p className={s.muted}>
        {t.reporter} {report.reporterEmail ?? '–'} ·{' '}
        <time dateTime={report.createdAt}>{dateTime(report.createdAt)}</time>
      </p>
      <section aria-label={`${t.context}: ${t.request(report.quoteRequestNumber, report.locationName)}`}>
        <h3 className={s.h2}>{t.context}</h3>
        <ol className={s.list}>
          {report.context.map((m) => (
            <li key={m.id}>
              <p className={s.muted}>
                {m.authorSide === 'HOST' ? side.host : side.guest} ·{' '}
                <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>{' '}
                {m.id === report.message.id && <Badge tone="warning">{t.reportedMessage}</Badge>}
              </p>
              {m.body && <p className={s.prose}>{m.body}</p>}
              {m.attachment && <p className={s.muted}>{m.attachment.fileName}</p>}
            </li>
          ))}
        </ol>
      </section>
      <div className={s.actions}>
        <Button variant="secondary" isPending={loading} onPress={() => void onDismiss()}>
          {t.dismiss}
        </Button>
      </div>
    </article>
  );
}
