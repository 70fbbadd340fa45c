import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Badge, Button, ConfirmDialog, TextAreaField, TextField } from '../../ui';
import { todoStrings as todoIt } from '../../i18n/it.todo';
import { cleanTodoNote, cleanTodoTitle, TODO_LIST_NAME_MAX, TODO_NOTE_MAX } from '@festalocation/domain/todo';
import { UpdateTodoListDocument } from './todo.generated';
import { runMutation } from '../../lib/mutationErrors';
import type { TodoListData } from './cache';
import { useSavedDraft } from './useSavedDraft';
import { TodoQuoteLink } from './TodoQuoteLink';
import { TodoTasks } from './TodoTasks';
import * as s from './Todo.css';

const t = todoIt;

/** The open list: its title and note (saved after a second of quiet), its state, its tasks. */
export function TodoDetail({ list, onDelete }: { list: TodoListData; onDelete: () => void }) {
  const location = useLocation();
  const [update] = useMutation(UpdateTodoListDocument);
  const [confirming, setConfirming] = useState(false);
  const headerRef = useRef<HTMLDivElement>(null);
  const saveField = (fields: { name?: string; note?: string; closed?: boolean }) =>
    void runMutation(() => update({ variables: { id: list.id, ...fields } }));

  const [title, setTitle] = useSavedDraft(list.name, (value) => {
    // Spec: trimmed, one line; an empty title is ignored (the list keeps its name).
    const name = cleanTodoTitle(value);
    if (name && name !== list.name) saveField({ name });
  });
  const [note, setNote] = useSavedDraft(list.note ?? '', (value) => {
    const clean = cleanTodoNote(value);
    if (clean !== list.note) saveField({ note: clean ?? '' });
  });

  // Just created: the title is where the guest goes next (to rename it).
  const focusTitle = (location.state as { focusTitle?: boolean } | null)?.focusTitle;
  useEffect(() => {
    if (focusTitle) headerRef.current?.querySelector('input')?.focus();
  }, [focusTitle, list.id]);

  return (
    <article className={s.detailInner}>
      <div className={s.detailHeader} ref={headerRef}>
        <TextField
          label={t.title}
          value={title}
          onChange={(v) => setTitle(v.replace(/[\r\n]+/g, ' '))}
          maxLength={TODO_LIST_NAME_MAX}
          className={s.titleField}
        />
        {list.closed && <Badge tone="success">{t.closedBadge}</Badge>}
      </div>
      <TextAreaField
        label={t.note}
        value={note}
        onChange={setNote}
        maxLength={TODO_NOTE_MAX}
        rows={2}
        showCounter={false}
        placeholder={t.notePlaceholder}
      />
      <div className={s.actions}>
        <Button variant="secondary" onPress={() => saveField({ closed: !list.closed })}>
          {list.closed ? t.reopenList : t.closeList}
        </Button>
        <Button variant="danger" onPress={() => setConfirming(true)}>
          {t.deleteList}
        </Button>
      </div>
      <TodoQuoteLink list={list} />
      <TodoTasks list={list} />
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        {...t.deleteDialog}
        variant="danger"
        onConfirm={onDelete}
      />
    </article>
  );
}
