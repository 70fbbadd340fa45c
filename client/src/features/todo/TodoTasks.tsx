import { useId, useRef, useState, type RefObject } from 'react';
import { NotebookPen } from 'lucide-react';
import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, TextAreaField, TextField } from '../../ui';
import { todoStrings as todoIt } from '../../i18n/it.todo';
import { cleanTodoNote, cleanTodoTitle, TODO_ITEM_NAME_MAX, TODO_NOTE_MAX } from '@festalocation/domain/todo';
import { CreateTodoItemsDocument, DeleteTodoItemsDocument, UpdateTodoItemDocument } from './todo.generated';
import { runMutation } from '../../lib/mutationErrors';
import { asServerList, withItem, type TodoItemData, type TodoListData } from './cache';
import { useSavedDraft } from './useSavedDraft';
import { NameForm } from './NameForm';
import * as s from './Todo.css';

const t = todoIt;

/**
 * The tasks of the open list, one row each: the done box, the name, a note on demand. Selecting (some or
 * all, to delete them) has boxes of its own in a selection mode, so the done box always means done.
 */
export function TodoTasks({ list }: { list: TodoListData }) {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleteItems] = useMutation(DeleteTodoItemsDocument);
  const newTaskRef = useRef<HTMLFormElement>(null);
  // Spec: selection mode exits when no task remains.
  if (selecting && list.items.length === 0) setSelecting(false);
  const chosen = list.items.filter((i) => selected.has(i.id));

  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const removeSelected = () => {
    const ids = chosen.map((i) => i.id);
    if (!ids.length) return;
    const remaining = list.items.filter((i) => !selected.has(i.id));
    setSelected(new Set());
    // Nothing left to select: selection mode ends, and focus goes where the next task is written.
    if (!remaining.length) newTaskRef.current?.querySelector('input')?.focus();
    // A failure rolls the optimistic answer back (the tasks reappear) and is toasted.
    void runMutation(() =>
      deleteItems({
        variables: { ids },
        optimisticResponse: {
          deleteTodoItems: [
            asServerList({
              ...list,
              items: remaining,
              _count: { items: remaining.length, done: remaining.filter((i) => i.done).length },
            }),
          ],
        },
      }),
    );
  };

  return (
    <section className={s.tasks} aria-labelledby="todo-tasks-title">
      <div className={s.tasksHeader}>
        <h2 id="todo-tasks-title" className={s.groupTitle}>
          {t.tasks}
        </h2>
        {list.items.length > 0 &&
          (selecting ? (
            <Button size="sm" variant="ghost" onPress={() => setSelecting(false)}>
              {t.exitSelection}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onPress={() => setSelecting(true)}>
              {t.select}
            </Button>
          ))}
      </div>
      {selecting && (
        // The selection boxes are at the rows' end, under 'Seleziona tutte'; the done boxes keep the start.
        <div className={s.selectionBar}>
          <Button size="sm" variant="danger" isDisabled={!chosen.length} onPress={removeSelected}>
            {t.deleteSelected(chosen.length)}
          </Button>
          <Checkbox
            className={s.selectAll}
            isSelected={chosen.length === list.items.length}
            isIndeterminate={chosen.length > 0 && chosen.length < list.items.length}
            onChange={(on) => setSelected(new Set(on ? list.items.map((i) => i.id) : []))}
          >
            {t.selectAll}
          </Checkbox>
        </div>
      )}
      {list.items.length === 0 ? (
        <p className={s.muted}>{t.noTasks}</p>
      ) : (
        <ul className={s.items}>
          {list.items.map((item, index) => (
            <TaskRow
              key={item.id}
              list={list}
              item={item}
              index={index}
              selecting={selecting}
              isSelected={selected.has(item.id)}
              onSelect={(on) => toggle(item.id, on)}
            />
          ))}
        </ul>
      )}
      <NewTask listId={list.id} formRef={newTaskRef} />
    </section>
  );
}

interface RowProps {
  list: TodoListData;
  item: TodoItemData;
  index: number;
  selecting: boolean;
  isSelected: boolean;
  onSelect: (on: boolean) => void;
}

function TaskRow({ list, item, index, selecting, isSelected, onSelect }: RowProps) {
  const [update] = useMutation(UpdateTodoItemDocument);
  const noteId = useId();
  // Each save names only its own field, so a tick and a rename never overwrite each other.
  const save = (fields: { done?: boolean; name?: string; note?: string }, optimistic?: TodoListData) =>
    void runMutation(() =>
      update({
        variables: { id: item.id, ...fields },
        optimisticResponse: optimistic ? { updateTodoItem: asServerList(optimistic) } : undefined,
      }),
    );
  const [name, setName] = useSavedDraft(item.name, (value) => {
    // Spec: empty task names are ignored; titles are one line.
    const clean = cleanTodoTitle(value);
    if (clean && clean !== item.name) save({ name: clean });
  });
  const [note, setNote] = useSavedDraft(item.note ?? '', (value) => {
    const clean = cleanTodoNote(value);
    if (clean !== item.note) save({ note: clean ?? '' });
  });
  // A note reads as a line under the name; 'Nota' opens its field (with focus), leaving it closes it.
  const [editing, setEditing] = useState(false);
  const n = index + 1;
  return (
    <li className={s.item} data-done={item.done || undefined} data-selected={isSelected || undefined}>
      <div className={s.itemRow}>
        <Checkbox
          isSelected={item.done}
          onChange={(done) => save({ done }, withItem(list, item.id, { done }))}
          aria-label={t.markDone(item.name)}
        />
        {/* One line that wraps (grows with its text) rather than cut a long name on a phone. */}
        <TextAreaField
          aria-label={t.taskName(n)}
          value={name}
          onChange={(v) => setName(v.replace(/[\r\n]+/g, ' '))}
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          maxLength={TODO_ITEM_NAME_MAX}
          rows={1}
          showCounter={false}
          className={s.itemName}
        />
        {selecting ? (
          <Checkbox
            className={s.selectBox}
            isSelected={isSelected}
            onChange={onSelect}
            aria-label={t.selectTask(item.name)}
          />
        ) : (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t.noteFor(item.name)}
            aria-expanded={editing}
            aria-controls={editing ? noteId : undefined}
            onPress={() => setEditing(!editing)}
          >
            <NotebookPen aria-hidden="true" size={16} />
            <span className={s.noteButtonText}>{t.noteButton}</span>
          </Button>
        )}
      </div>
      {editing ? (
        <TextField
          id={noteId}
          aria-label={t.taskNote(n)}
          value={note}
          onChange={setNote}
          maxLength={TODO_NOTE_MAX}
          placeholder={t.notePlaceholder}
          className={s.itemNote}
          autoFocus
          onBlur={(e) => {
            // Pressing 'Nota' again closes it too: leave that to the button.
            if (!(e.relatedTarget as Element | null)?.closest(`[aria-controls="${noteId}"]`))
              setEditing(false);
          }}
        />
      ) : (
        note.trim() && <p className={s.noteText}>{note}</p>
      )}
    </li>
  );
}

function NewTask({ listId, formRef }: { listId: string; formRef: RefObject<HTMLFormElement | null> }) {
  const [create, { loading }] = useMutation(CreateTodoItemsDocument);
  // Spec: empty task names are not added. A failure is toasted and gives the name back to the field.
  const add = (name: string) =>
    runMutation(() => create({ variables: { listId, items: [{ name, note: null }] } })).then(
      (done) => !!done,
    );
  return (
    <NameForm
      label={t.newTask}
      submitLabel={t.addTask}
      maxLength={TODO_ITEM_NAME_MAX}
      isBusy={loading}
      onName={add}
      formRef={formRef}
    />
  );
}
