import { useMutation, useQuery } from '@apollo/client/react';
import { formatDDMMYYYY } from '@festa/domain';
import { it } from '../../i18n/it';
import { runMutation } from '../../lib/mutationErrors';
import { Button, LinkButton, Select, SelectItem } from '../../ui';
import { StatusBadge } from '../quotes/StatusBadge';
import { LinkTodoListQuoteRequestDocument, TodoQuoteRequestChoicesDocument } from './todo.generated';
import type { TodoListData } from './cache';
import * as s from './Todo.css';

const t = it.todo;

/**
 * The quote request the list plans for, above its tasks: the venue, the day, the guests and the status,
 * with 'Vedi richiesta' and 'Scollega'. Without one, a picker of the requests the guest sent (none: nothing).
 */
export function TodoQuoteLink({ list }: { list: TodoListData }) {
  const linked = list.quoteRequest;
  const { data } = useQuery(TodoQuoteRequestChoicesDocument, {
    skip: !!linked,
    fetchPolicy: 'cache-and-network',
  });
  const [link, { loading }] = useMutation(LinkTodoListQuoteRequestDocument);
  const setLink = (quoteRequestId: string | null) =>
    void runMutation(() => link({ variables: { id: list.id, quoteRequestId } }));

  if (linked) {
    const titleId = `todo-request-${list.id}`;
    return (
      <section className={s.quoteCard} aria-labelledby={titleId}>
        <h2 id={titleId} className={s.quoteCardTitle}>
          {t.linkedRequest}
        </h2>
        <dl className={s.quoteFacts}>
          <dt>{t.requestLocation}</dt>
          <dd>{linked.locationName}</dd>
          <dt>{t.requestDate}</dt>
          <dd>{formatDDMMYYYY(linked.date)}</dd>
          <dt>{t.requestGuests}</dt>
          <dd>{linked.guests}</dd>
          <dt>{t.requestStatus}</dt>
          <dd>
            <StatusBadge status={linked.status} />
          </dd>
        </dl>
        <div className={s.actions}>
          <LinkButton href={`/profile/quote-requests/${linked.id}`} variant="secondary" size="sm">
            {t.viewRequest}
          </LinkButton>
          <Button variant="ghost" size="sm" onPress={() => setLink(null)} isDisabled={loading}>
            {t.unlinkRequest}
          </Button>
        </div>
      </section>
    );
  }

  const choices = data?.todoQuoteRequestChoices ?? [];
  if (!choices.length) return null;
  return (
    <Select
      label={t.linkRequest}
      placeholder={t.linkRequestPlaceholder}
      selectedKey={null}
      onSelectionChange={(key) => key != null && setLink(String(key))}
      isDisabled={loading}
    >
      {choices.map((q) => (
        <SelectItem key={q.id} id={q.id}>
          {t.requestOption(q.locationName, formatDDMMYYYY(q.date), q.guests)}
        </SelectItem>
      ))}
    </Select>
  );
}
