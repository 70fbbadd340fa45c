import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatDDMMYYYY, formatEuro, QUOTE_STATUSES, quoteStatusTransitions } from '@festalocation/domain';
import {
  MarkQuoteRequestReadDocument,
  SetQuoteRequestStatusDocument,
  type QuoteStatus,
} from '../dashboard/dashboard.generated';
import { QuoteRequestDetailDocument } from './quotes.generated';
import { Button, Dialog, Modal, Select, SelectItem, Skeleton, toastQueue } from '../../ui';
import { quoteStrings as quotesIt } from '../../i18n/it.quotes';
import { runMutation } from '../../lib/mutationErrors';
import { useRecordingMask } from '../../state/useRecordingMask';
import { QuoteReview } from '../reviews/QuoteReview';
import { CreateTodoForRequest } from '../todo/CreateTodoForRequest';
import { QuoteDeal } from './QuoteDeal';
import { ConversationPanel } from '../conversation/ConversationPanel';
import { StatusBadge } from './StatusBadge';
import * as s from './Quotes.css';

type Item = {
  id: string;
  name: string;
  description?: string | null;
  images: { id: string; imageUrl: string }[];
};

/** Quote request detail for the host (with 'Imposta stato') and for the guest who sent it. */
export function QuoteRequestDetail({ id, listHref }: { id: string; listHref: string }) {
  const { data, loading } = useQuery(QuoteRequestDetailDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [markRead] = useMutation(MarkQuoteRequestReadDocument, {
    refetchQueries: ['HostNewQuoteRequests', 'Viewer'],
  });
  const [save, { loading: saving }] = useMutation(SetQuoteRequestStatusDocument, {
    refetchQueries: ['HostNewQuoteRequests', 'HostQuoteRequests'],
  });
  const q = data?.quoteRequest;
  const [choice, setChoice] = useState<QuoteStatus | null>(null);
  const [panel, setPanel] = useState<Item | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // The host reading a request to its own Early Bird location: the name is masked from recordings.
  const nameMask = useRecordingMask(q?.location.id);

  useEffect(() => {
    // Opening the detail marks an unread request read: it leaves the 'Nuove richieste' table.
    // A failure is not shown: the request stays unread and is marked on the next visit.
    if (q?.isHostView && !q.isRead)
      void runMutation(() => markRead({ variables: { id: q.id } }), { onMessage: () => undefined });
  }, [q?.id, q?.isHostView, q?.isRead, markRead]);

  if (loading && !q) return <Skeleton variant="text" lines={6} />;
  if (!q) return <p role="alert">{quotesIt.quotes.notFound}</p>;

  const transitions: string[] = quoteStatusTransitions(q.status);
  const locked = transitions.length === 0;
  // The current status and those the host may still apply: a cancelled request shows 'Annullata' alone.
  const choices = QUOTE_STATUSES.filter((st) => st.key === q.status || transitions.includes(st.key));
  const onSave = async () => {
    if (!choice || choice === q.status) return;
    // 'Salva' is disabled while saving and, the status being final then, for good: focus would fall to the
    // page. The request's heading keeps the place (the toast says how it went).
    title.current?.focus();
    const saved = await runMutation(() =>
      save({
        variables: { id: q.id, status: choice },
        // __typename lets the cache normalise the optimistic object onto the request shown here.
        optimisticResponse: {
          setQuoteRequestStatus: { __typename: 'QuoteRequest', id: q.id, status: choice, isRead: true },
        } as never,
      }),
    );
    if (saved) toastQueue.success(quotesIt.quotes.statusSaved);
  };

  return (
    <article className={s.detail}>
      <nav aria-label="Percorso">
        <ol className={s.crumbs}>
          <li>
            <Link to={listHref}>{quotesIt.quotes.breadcrumb}</Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page">{quotesIt.quotes.quoteNumber(q.number)}</li>
        </ol>
      </nav>
      <h1 ref={title} tabIndex={-1}>
        {quotesIt.quotes.quoteNumber(q.number)}
      </h1>
      <dl className={s.facts}>
        <dt>{quotesIt.quotes.colLocation}</dt>
        <dd {...nameMask}>{q.location.name}</dd>
        <dt>{quotesIt.quotes.guestName}</dt>
        <dd>{q.user.fullName}</dd>
        <dt>{quotesIt.quotes.email}</dt>
        <dd>{q.user.email}</dd>
        <dt>{quotesIt.quotes.phone}</dt>
        <dd>{q.user.phoneNumber ?? '–'}</dd>
        <dt>{quotesIt.quotes.status}</dt>
        <dd>
          <StatusBadge status={q.status} cancelledBy={q.cancelledBy} />
        </dd>
        {q.status === 'CANCELLED' && q.cancellationReason && (
          <>
            <dt>{quotesIt.quotes.cancellationReason}</dt>
            <dd>{q.cancellationReason}</dd>
          </>
        )}
        <dt>{quotesIt.quotes.day}</dt>
        <dd>{formatDDMMYYYY(q.date)}</dd>
        <dt>{quotesIt.quotes.guests}</dt>
        <dd>{q.guests}</dd>
        <dt>{quotesIt.quotes.ambients}</dt>
        <dd>
          <ItemList
            items={q.ambients}
            price={(a) => (a.priceCents === 0 ? quotesIt.quotes.included : formatEuro(a.priceCents))}
            onOpen={setPanel}
          />
        </dd>
        <dt>{quotesIt.quotes.services}</dt>
        <dd>
          <ItemList
            items={q.services}
            price={(x) => `${formatEuro(x.priceCents)} ${quotesIt.quotes.perPerson}`}
            onOpen={setPanel}
          />
        </dd>
        <dt>{quotesIt.quotes.note}</dt>
        <dd>{q.note || quotesIt.quotes.no}</dd>
        <dt>{quotesIt.quotes.allergens}</dt>
        <dd>{q.allergens || quotesIt.quotes.no}</dd>
        <dt>{quotesIt.quotes.total}</dt>
        <dd>{formatEuro(q.totalCents)}</dd>
      </dl>
      {q.isHostView && (
        <div className={s.statusRow}>
          <Select
            label={quotesIt.quotes.setStatus}
            selectedKey={choice ?? q.status}
            onSelectionChange={(k) => setChoice(k as QuoteStatus)}
            isDisabled={locked}
          >
            {choices.map((st) => (
              <SelectItem key={st.key} id={st.key}>
                {st.label}
              </SelectItem>
            ))}
          </Select>
          <Button
            onPress={() => void onSave()}
            isDisabled={locked || saving || !choice || choice === q.status}
          >
            {quotesIt.quotes.save}
          </Button>
        </div>
      )}
      <QuoteDeal request={q} />
      {!q.isHostView && (
        <div className={s.statusRow}>
          <CreateTodoForRequest quoteRequestId={q.id} />
        </div>
      )}
      <ConversationPanel quoteRequestId={q.id} />
      <QuoteReview
        quoteRequestId={q.id}
        locationId={q.location.id}
        canReview={q.canReview}
        review={q.review}
        isHostView={q.isHostView}
      />
      <Modal isOpen={panel != null} onOpenChange={(open) => !open && setPanel(null)}>
        <Dialog title={panel?.name}>
          <div className={s.thumbs}>
            {panel?.images.map((img) => (
              <img key={img.id} src={img.imageUrl} alt={panel.name} />
            ))}
          </div>
          {panel?.description && <p>{panel.description}</p>}
        </Dialog>
      </Modal>
    </article>
  );
}

function ItemList<T extends Item>({
  items,
  price,
  onOpen,
}: {
  items: readonly T[];
  price: (i: T) => string;
  onOpen: (i: T) => void;
}) {
  if (!items.length) return <>{quotesIt.quotes.no}</>;
  return (
    <ul>
      {items.map((i) => (
        <li key={i.id}>
          <Button variant="ghost" size="sm" onPress={() => onOpen(i)}>
            {i.name}
          </Button>{' '}
          <span className={s.price}>{price(i)}</span>
        </li>
      ))}
    </ul>
  );
}
