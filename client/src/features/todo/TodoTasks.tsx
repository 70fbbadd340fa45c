import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, TextField } from '../../ui';
import { it } from '../../i18n/it';
import { cleanTodoNote, cleanTodoTitle, TODO_ITEM_NAME_MAX, TODO_NOTE_MAX } from '../../../../domain/todo';
import { CreateTodoItemsDocument, DeleteTodoItemsDocument, UpdateTodoItemDocument } from './todo.generated';
import { asServerList, withItem, type TodoItemData, type TodoListData } from './cache';
import { useSavedDraft } from './useSavedDraft';
import * as s from './Todo.css';

const t = it.todo;

/** The tasks of the open list: tick, rename, annotate, add; select some (or all) and delete them. */
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
    void deleteItems({
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
    }).catch(() => undefined);
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
        <div className={s.selectionBar}>
          <Checkbox
            isSelected={chosen.length === list.items.length}
            isIndeterminate={chosen.length > 0 && chosen.length < list.items.length}
            onChange={(on) => setSelected(new Set(on ? list.items.map((i) => i.id) : []))}
          >
            {t.selectAll}
          </Checkbox>
          <Button size="sm" variant="danger" isDisabled={!chosen.length} onPress={removeSelected}>
            {t.deleteSelected(chosen.length)}
          </Button>
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
  // Each save names only its own field, so a tick and a rename never overwrite each other.
  const save = (fields: { done?: boolean; name?: string; note?: string }, optimistic?: TodoListData) =>
    void update({
      variables: { id: item.id, ...fields },
      optimisticResponse: optimistic ? { updateTodoItem: asServerList(optimistic) } : undefined,
    }).catch(() => undefined);
  const [name, setName] = useSavedDraft(item.name, (value) => {
    // Spec: empty task names are ignored; titles are one line.
    const clean = cleanTodoTitle(value);
    if (clean && clean !== item.name) save({ name: clean });
  });
  const [note, setNote] = useSavedDraft(item.note ?? '', (value) => {
    const clean = cleanTodoNote(value);
    if (clean !== item.note) save({ note: clean ?? '' });
  });
  const n = index + 1;
  return (
    <li className={s.item} data-done={item.done || undefined}>
      {selecting ? (
        <Checkbox isSelected={isSelected} onChange={onSelect} aria-label={t.selectTask(item.name)} />
      ) : (
        <Checkbox
          isSelected={item.done}
          onChange={(done) => save({ done }, withItem(list, item.id, { done }))}
          aria-label={t.markDone(item.name)}
        />
      )}
      <div className={s.itemFields}>
        <TextField
          aria-label={t.taskName(n)}
          value={name}
          onChange={(v) => setName(v.replace(/[\r\n]+/g, ' '))}
          maxLength={TODO_ITEM_NAME_MAX}
          className={s.itemName}
        />
        <TextField
          aria-label={t.taskNote(n)}
          value={note}
          onChange={setNote}
          maxLength={TODO_NOTE_MAX}
          placeholder={t.notePlaceholder}
          className={s.itemNote}
        />
      </div>
    </li>
  );
}

function NewTask({ listId, formRef }: { listId: string; formRef: RefObject<HTMLFormElement | null> }) {
  const [name, setName] = useState('');
  const [create, { loading }] = useMutation(CreateTodoItemsDocument);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = cleanTodoTitle(name);
    // Spec: empty task names are not added.
    if (!clean) return;
    setName('');
    void create({ variables: { listId, items: [{ name: clean, note: null }] } }).catch(() => setName(clean));
  };
  return (
    <form onSubmit={submit} className={s.inlineForm} ref={formRef}>
      <TextField
        label={t.newTask}
        value={name}
        onChange={setName}
        maxLength={TODO_ITEM_NAME_MAX}
        className={s.grow}
      />
      <Button type="submit" isDisabled={loading}>
        {t.addTask}
      </Button>
    </form>
  );
}
