import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Select, SelectItem, Skeleton } from '../../ui';
import { todoStrings as todoIt } from '../../i18n/it.todo';
import { eventTypeLabel } from '@festalocation/domain/enums';
import { cleanTodoNote, TODO_LIST_NAME_MAX } from '@festalocation/domain/todo';
import { CreateTodoListDocument, TodoPresetsDocument } from './todo.generated';
import { runMutation } from '../../lib/mutationErrors';
import { addListToCache, asServerList, type groupLists, type TodoListData } from './cache';
import { NameForm } from './NameForm';
import * as s from './Todo.css';

const t = todoIt;

interface Props {
  groups: ReturnType<typeof groupLists>;
  loading: boolean;
  selectedId: string | null;
}

/** The lists in their two groups, and the ways to start a new one (a name, or an event type's preset). */
export function TodoSidebar({ groups, loading, selectedId }: Props) {
  return (
    <div className={s.sidebarInner}>
      <NewList />
      {loading ? (
        <Skeleton variant="rect" />
      ) : (
        <>
          <Group title={t.inProgress} lists={groups.progress} empty={t.noLists} selectedId={selectedId} />
          <Group title={t.closed} lists={groups.closed} empty={t.noClosedLists} selectedId={selectedId} />
        </>
      )}
    </div>
  );
}

function Group(props: { title: string; lists: TodoListData[]; empty: string; selectedId: string | null }) {
  const headingId = `todo-group-${props.title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={s.groupTitle}>
        {props.title}
      </h2>
      {props.lists.length === 0 ? (
        <p className={s.muted}>{props.empty}</p>
      ) : (
        <ul className={s.lists}>
          {props.lists.map((l) => (
            <li key={l.id}>
              <Link
                to={`/todo/${l.id}`}
                className={s.listLink}
                aria-current={l.id === props.selectedId ? 'page' : undefined}
              >
                <span className={s.listName}>{l.name}</span>
                <span className={s.muted}>{t.progress(l._count.done, l._count.items)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

let tempIds = 0;

/**
 * Creating a list: it shows at once under 'In corso' (an optimistic stand-in), then the real one is
 * selected and its title focused, ready to be renamed.
 */
function NewList() {
  const navigate = useNavigate();
  const [presetId, setPresetId] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const presets = useQuery(TodoPresetsDocument);
  const [create, { loading }] = useMutation(CreateTodoListDocument);

  const run = (
    listName: string,
    preset: { id: number; name: string; items: { name: string; note: string | null }[] } | null,
  ) => {
    const now = new Date().toISOString();
    const items = (preset?.items ?? []).map((i, position) => ({
      id: `tmp-item-${++tempIds}`,
      name: i.name,
      note: cleanTodoNote(i.note),
      done: false,
      position,
    }));
    setFailed(false);
    void runMutation(
      () =>
        create({
          variables: { name: listName, presetId: preset?.id ?? null },
          optimisticResponse: {
            createTodoList: asServerList({
              id: `tmp-list-${++tempIds}`,
              name: listName || preset?.name || '',
              note: null,
              closed: false,
              closedAt: null,
              updatedAt: now,
              _count: { items: items.length, done: 0 },
              items,
              quoteRequest: null,
            }),
          },
          update: (cache, { data }) => {
            if (data?.createTodoList) addListToCache(cache, data.createTodoList);
          },
        }),
      // The form says it under itself (the list never appeared).
      { onMessage: () => setFailed(true) },
    ).then((done) => {
      const created = done?.data.data?.createTodoList;
      if (created) void navigate(`/todo/${created.id}`, { state: { focusTitle: true } });
    });
  };

  const fromPreset = (e: FormEvent) => {
    e.preventDefault();
    const preset = presets.data?.todoPresets.find((p) => p.id === presetId);
    if (preset) run('', preset);
  };

  const list = presets.data?.todoPresets ?? [];
  return (
    <div className={s.newList}>
      <h2 className={s.groupTitle}>{t.newList}</h2>
      <NameForm
        label={t.newListName}
        submitLabel={t.create}
        maxLength={TODO_LIST_NAME_MAX}
        isBusy={loading}
        onName={(name) => run(name, null)}
      />
      <form onSubmit={fromPreset} className={s.inlineForm}>
        <Select
          label={t.preset}
          placeholder={t.presetPlaceholder}
          selectedKey={presetId}
          onSelectionChange={(key) => setPresetId(key == null ? null : Number(key))}
          description={
            presetId != null
              ? t.presetTasks(list.find((p) => p.id === presetId)?.items.length ?? 0)
              : undefined
          }
          className={s.grow}
        >
          {list.map((p) => (
            <SelectItem key={p.id} id={p.id} textValue={eventTypeLabel(p.eventType)}>
              {eventTypeLabel(p.eventType)}
            </SelectItem>
          ))}
        </Select>
        <Button type="submit" variant="secondary" isDisabled={loading || presetId == null}>
          {t.createFromPreset}
        </Button>
      </form>
      {failed && (
        <p role="alert" className={s.errorText}>
          {t.error}
        </p>
      )}
    </div>
  );
}
