import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { addDays, formatDDMMYYYY, formatEuro, todayInRome } from '@festalocation/domain';
import { quotePricingMessages } from '@festalocation/domain/messages';
import { Button, ConfirmDialog, toastQueue } from '../../ui';
import { quoteDealStrings as t } from '../../i18n/it.quotes';
import { runMutation } from '../../lib/mutationErrors';
import { NotificationAddedDocument } from '../../state/viewer.generated';
import {
  AcceptQuoteDocument,
  CancelBookingDocument,
  DeclineQuoteDocument,
  ExtendQuoteDocument,
  QuoteRequestDetailDocument,
  type QuoteDealFieldsFragment,
} from './quotes.generated';
import type { DraftSource } from './quoteDraft';
import { ExtendDialog, ReasonDialog } from './QuoteAnswerDialogs';
import { QuoteEditor } from './QuoteEditor';
import { QuoteHistory } from './QuoteHistory';
import { QuoteView } from './QuoteView';
import * as s from './QuoteDeal.css';
import { depositStrings as dt } from '../../i18n/it.deposits';
import { DepositStatus } from '../deposits/DepositStatus';
import { StartDepositPaymentDocument } from '../deposits/deposits.generated';
import { useDepositReturn } from '../deposits/useDepositReturn';
import { leaveApp, leaveAppFromDialog } from '../subscription/leaveApp';

export type QuoteDealRequest = QuoteDealFieldsFragment & DraftSource & { date: string; isHostView: boolean };

type Open = 'accept' | 'decline' | 'cancel' | 'extend' | null;

// The events that change what this screen shows: a quote sent or extended, an answer, a cancellation.
const DEAL_EVENTS = new Set([
  'QUOTE_SENT',
  'QUOTE_ANSWERED',
  'QUOTE_REQUEST_UPDATED',
  'QUOTE_REQUEST_CANCELLED',
]);

/**
 * The priced quote on a request's detail, for both sides: the version on offer and the earlier ones, and
 * the buttons the domain's `allowedQuoteActions` opens to the viewer (the gateway's `actions`). The host
 * writes and revises in `QuoteEditor`; the guest accepts the version read, declines, and either side
 * cancels a confirmed booking. The other side's answer arrives live: the detail is fetched again.
 */
export function QuoteDeal({ request }: { request: QuoteDealRequest }) {
  const r = request;
  const client = useApolloClient();
  const [editing, setEditing] = useState(false);
  const wasEditing = useRef(false);
  // The editor closes (sent or given up): focus goes to the quote on offer, or to the button that opened it,
  // not to the page's start.
  useEffect(() => {
    if (wasEditing.current && !editing) {
      const target = document.getElementById('quote-view-title') ?? document.getElementById('quote-open');
      target?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);
  const [open, setOpen] = useState<Open>(null);
  const refetch = () => client.refetchQueries({ include: [QuoteRequestDetailDocument] }).catch(() => {});
  useSubscription(NotificationAddedDocument, {
    variables: { role: r.isHostView ? 'HOST' : 'GUEST' },
    onData: ({ data }) => {
      if (DEAL_EVENTS.has(data.data?.notificationAdded.type ?? '')) void refetch();
    },
  });
  const after = { refetchQueries: ['HostQuoteRequests', 'HostNewQuoteRequests', 'MyQuoteRequests'] };
  const [accept] = useMutation(AcceptQuoteDocument, after);
  const [decline] = useMutation(DeclineQuoteDocument, after);
  const [cancel] = useMutation(CancelBookingDocument, after);
  const [extend] = useMutation(ExtendQuoteDocument, after);
  const [pay] = useMutation(StartDepositPaymentDocument);
  const returned = useDepositReturn(r.status === 'CONFIRMED', refetch);

  const latest = r.quotes[0] ?? null;
  const can = (action: QuoteDealFieldsFragment['actions'][number]) => r.actions.includes(action);
  const expired = r.status === 'EXPIRED';

  const onAccept = async () => {
    if (!latest) return;
    if (r.depositOnline) {
      // Accepting is paying: the provider's page, which sends the guest back here.
      const started = await runMutation(() =>
        pay({ variables: { quoteRequestId: r.id, version: latest.version } }),
      );
      const url = started?.data.data?.startDepositPayment.url;
      // From the confirm dialog: it stays open, its button pending, while the browser leaves.
      if (url) await (open === 'accept' ? leaveAppFromDialog(url) : Promise.resolve(leaveApp(url)));
      else void refetch();
      return;
    }
    const done = await runMutation(() =>
      accept({ variables: { quoteRequestId: r.id, version: latest.version } }),
    );
    if (done) toastQueue.success(t.accepted);
    // A revision sent meanwhile, or a day taken: show what is true now.
    else void refetch();
  };

  if (editing && can('SEND_QUOTE')) {
    return <QuoteEditor quoteRequestId={r.id} source={r} latest={latest} onDone={() => setEditing(false)} />;
  }

  return (
    <>
      {latest && <QuoteView quote={latest} expired={expired} depositOnline={r.depositOnline} />}
      {r.depositPayment && <DepositStatus payment={r.depositPayment} cancelled={r.status === 'CANCELLED'} />}
      {returned && <p role="status">{returned}</p>}
      {r.status === 'REJECTED' && r.declineReason && (
        <p>
          {t.declineReason}: {r.declineReason}
        </p>
      )}
      <QuoteHistory quotes={r.quotes.slice(1)} />
      <div className={s.actions}>
        {can('SEND_QUOTE') && (
          <Button id="quote-open" onPress={() => setEditing(true)}>
            {latest ? t.reviseQuote : t.sendQuote}
          </Button>
        )}
        {can('EXTEND_QUOTE') && latest && (
          <Button variant="secondary" onPress={() => setOpen('extend')}>
            {t.extendQuote}
          </Button>
        )}
        {can('ACCEPT') && latest && (
          // A payment page already open is resumed at once: the day is still held for this guest.
          <Button onPress={() => (r.depositPayment?.status === 'OPEN' ? void onAccept() : setOpen('accept'))}>
            {r.depositPayment?.status === 'OPEN' ? dt.resumePayment : t.accept}
          </Button>
        )}
        {can('DECLINE') && (
          <Button variant="secondary" onPress={() => setOpen('decline')}>
            {t.decline}
          </Button>
        )}
        {can('CANCEL') && (
          <Button variant="danger" onPress={() => setOpen('cancel')}>
            {t.cancel}
          </Button>
        )}
      </div>
      {latest && (
        <ConfirmDialog
          isOpen={open === 'accept'}
          onOpenChange={(o) => !o && setOpen(null)}
          title={t.acceptTitle}
          body={
            <>
              <p>
                {r.depositOnline
                  ? dt.payBody(
                      formatEuro(latest.depositCents),
                      formatEuro(latest.totalCents),
                      formatDDMMYYYY(r.date),
                    )
                  : t.acceptBody(formatEuro(latest.totalCents), formatDDMMYYYY(r.date))}
              </p>
              {latest.depositCents > 0 && <p>{t.middleRefund(latest.middleRefundPercent)}</p>}
            </>
          }
          confirmLabel={r.depositOnline ? dt.payConfirm : t.acceptConfirm}
          onConfirm={onAccept}
        />
      )}
      <ReasonDialog
        isOpen={open === 'decline'}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t.declineTitle}
        label={t.declineReasonLabel}
        confirmLabel={t.declineConfirm}
        required={false}
        onConfirm={async (reason, run) => {
          const done = await run(() =>
            decline({ variables: { quoteRequestId: r.id, reason: reason || null } }),
          );
          if (done) toastQueue.success(t.declined);
          return !!done;
        }}
      />
      <ReasonDialog
        isOpen={open === 'cancel'}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t.cancelTitle}
        label={t.cancelReasonLabel}
        confirmLabel={t.cancelConfirm}
        required
        requiredMessage={quotePricingMessages.cancelReasonRequired}
        onConfirm={async (reason, run) => {
          const done = await run(() => cancel({ variables: { quoteRequestId: r.id, reason } }));
          if (done) toastQueue.success(t.cancelled);
          return !!done;
        }}
      />
      {latest && open === 'extend' && (
        <ExtendDialog
          isOpen
          onOpenChange={(o) => !o && setOpen(null)}
          initial={addDays(todayInRome(), 14)}
          onConfirm={async (validUntil, run) => {
            const done = await run(() => extend({ variables: { quoteRequestId: r.id, validUntil } }));
            if (done) toastQueue.success(t.extended);
            return !!done;
          }}
        />
      )}
    </>
  );
}
