import type { ApolloCache } from '@apollo/client';
import { TodoListsDocument, type TodoListFieldsFragment, type TodoListsQuery } from './todo.generated';

export type TodoListData = TodoListFieldsFragment;
export type TodoItemData = TodoListData['items'][number];

/**
 * The two groups as the page shows them. Each list's own `closed` decides, not the array the server put it
 * in: a mutation answers the list with its new state, which the cache merges into the same object, so a
 * list moves between 'In corso' and 'Chiuse' at once without reloading. Most recently changed first.
 */
export function groupLists(data: TodoListsQuery | undefined) {
  const all = [...(data?.todoLists.progressLists ?? []), ...(data?.todoLists.closedLists ?? [])];
  const byDate = (a: TodoListData, b: TodoListData) => String(b.updatedAt).localeCompare(String(a.updatedAt));
  const unique = all.filter((l, i) => all.findIndex((o) => o.id === l.id) === i);
  return {
    all: unique,
    progress: unique.filter((l) => !l.closed).sort(byDate),
    closed: unique.filter((l) => l.closed).sort(byDate),
  };
}

/** Adds a list (created, or its optimistic stand-in) at the top of 'In corso'. */
export function addListToCache(cache: ApolloCache, list: TodoListData) {
  cache.updateQuery({ query: TodoListsDocument }, (data) =>
    data
      ? {
          todoLists: {
            ...data.todoLists,
            progressLists: [list, ...data.todoLists.progressLists.filter((l) => l.id !== list.id)],
          },
        }
      : data,
  );
}

/** Drops a deleted list from both groups. */
export function removeListFromCache(cache: ApolloCache, id: string) {
  cache.updateQuery({ query: TodoListsDocument }, (data) =>
    data
      ? {
          todoLists: {
            ...data.todoLists,
            progressLists: data.todoLists.progressLists.filter((l) => l.id !== id),
            closedLists: data.todoLists.closedLists.filter((l) => l.id !== id),
          },
        }
      : data,
  );
}

/** A list as it will look with one task changed: the optimistic answer of a toggle (closing rule included). */
export function withItem(list: TodoListData, id: string, patch: Partial<TodoItemData>): TodoListData {
  const items = list.items.map((i) => (i.id === id ? { ...i, ...patch } : i));
  const done = items.filter((i) => i.done).length;
  const undone = patch.done === false;
  // The server's rule (domain/todo.ts nextClosedAt), guessed here so the list moves at once.
  const closed = undone ? false : list.closed || (items.length > 0 && done === items.length);
  return { ...list, items, closed, _count: { ...list._count, items: items.length, done } };
}

/**
 * An optimistic answer needs the type names the server's would carry, or the cache cannot merge it into
 * the list it stands for (the generated types leave them out).
 */
export function asServerList(list: TodoListData): TodoListData {
  return {
    __typename: 'TodoList',
    ...list,
    _count: { __typename: 'TodoListCount', ...list._count },
    items: list.items.map((i) => ({ __typename: 'TodoItem', ...i })),
  } as TodoListData;
}
