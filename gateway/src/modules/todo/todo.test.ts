import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { syncTodoPresets } from '../../seed/index.js';
import { TODO_PRESETS } from '../../seed/todoPresets.js';

const LIST_FIELDS = /* GraphQL */ `
  fragment L on TodoList {
    id
    name
    note
    closed
    closedAt
    _count {
      items
      done
    }
    items {
      id
      name
      note
      done
      position
    }
  }
`;
const Q = {
  lists: `query { todoLists { progressLists { ...L } closedLists { ...L } } } ${LIST_FIELDS}`,
  list: `query ($id: ID!) { todoList(id: $id) { ...L } } ${LIST_FIELDS}`,
  presets: `query { todoPresets { id name eventType items { name note } } }`,
  create: `mutation ($name: String!, $presetId: Int) { createTodoList(name: $name, presetId: $presetId) { ...L } } ${LIST_FIELDS}`,
  updateList: `mutation ($id: ID!, $name: String, $note: String, $closed: Boolean) { updateTodoList(id: $id, name: $name, note: $note, closed: $closed) { ...L } } ${LIST_FIELDS}`,
  deleteList: `mutation ($id: ID!) { deleteTodoList(id: $id) }`,
  addItems: `mutation ($listId: ID!, $items: [TodoItemInput!]!) { createTodoItems(listId: $listId, items: $items) { ...L } } ${LIST_FIELDS}`,
  updateItem: `mutation ($id: ID!, $done: Boolean, $name: String, $note: String) { updateTodoItem(id: $id, done: $done, name: $name, note: $note) { ...L } } ${LIST_FIELDS}`,
  deleteItems: `mutation ($ids: [ID!]!) { deleteTodoItems(ids: $ids) { ...L } } ${LIST_FIELDS}`,
};

interface Item {
  id: string;
  name: string;
  note: string | null;
  done: boolean;
  position: number;
}
interface List {
  id: string;
  name: string;
  note: string | null;
  closed: boolean;
  closedAt: string | null;
  _count: { items: number; done: number };
  items: Item[];
}

let gw: TestGateway;
let token: string;
let otherToken: string;

/** Runs an operation as `as` (the owner by default) and answers its data, failing on any error. */
async function ok<T = Record<string, List>>(query: string, variables?: Record<string, unknown>, as = token) {
  const res = await gw.gql<T>(query, variables, { token: as });
  expect(res.errors).toBeUndefined();
  return res.data!;
}
async function errorOf(query: string, variables?: Record<string, unknown>, as?: string) {
  const res = await gw.gql(query, variables, as ? { token: as } : {});
  return res.errors?.[0];
}
const newList = async (name = 'Festa', items: { name: string; note?: string | null }[] = []) => {
  const { createTodoList } = await ok(Q.create, { name });
  if (!items.length) return createTodoList!;
  return (await ok(Q.addItems, { listId: createTodoList!.id, items })).createTodoItems!;
};

beforeAll(async () => {
  gw = await startTestGateway();
  await gw.database.db.transaction((tx) => syncTodoPresets(tx));
  token = await tokenFor(gw, await buildUser(gw.database.db));
  otherToken = await tokenFor(gw, await buildUser(gw.database.db));
});
afterAll(async () => {
  await gw?.stop();
});

describe('to-do lists: ownership', () => {
  it("answers NOT_FOUND for another user's list or task on every operation, UNAUTHENTICATED signed out", async () => {
    const list = await newList('Mia', [{ name: 'Torta' }]);
    const item = list.items[0]!;
    const calls: [string, Record<string, unknown>][] = [
      [Q.list, { id: list.id }],
      [Q.updateList, { id: list.id, name: 'Rubata' }],
      [Q.deleteList, { id: list.id }],
      [Q.addItems, { listId: list.id, items: [{ name: 'Intrusa' }] }],
      [Q.updateItem, { id: item.id, done: true }],
      [Q.deleteItems, { ids: [item.id] }],
    ];
    for (const [query, vars] of calls) {
      expect((await errorOf(query, vars, otherToken))?.extensions?.code).toBe('NOT_FOUND');
      expect((await errorOf(query, vars))?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await errorOf(Q.lists))?.extensions?.code).toBe('UNAUTHENTICATED');
    const { todoLists } = await ok<{ todoLists: { progressLists: List[] } }>(Q.lists, {}, otherToken);
    expect(todoLists.progressLists.map((l) => l.id)).not.toContain(list.id);
    // Nothing changed for the owner.
    const { todoList } = await ok(Q.list, { id: list.id });
    expect(todoList).toMatchObject({ name: 'Mia', _count: { items: 1, done: 0 } });
  });

  it('deletes none of a batch holding one task of someone else', async () => {
    const mine = await newList('Mia', [{ name: 'A' }]);
    const theirs = (await ok(Q.create, { name: 'Loro' }, otherToken)).createTodoList!;
    const withTask = (await ok(Q.addItems, { listId: theirs.id, items: [{ name: 'B' }] }, otherToken))
      .createTodoItems!;
    const err = await errorOf(Q.deleteItems, { ids: [mine.items[0]!.id, withTask.items[0]!.id] }, token);
    expect(err?.extensions?.code).toBe('NOT_FOUND');
    expect((await ok(Q.list, { id: mine.id })).todoList!._count.items).toBe(1);
  });
});

describe('to-do lists: rules', () => {
  it('trims names, removes newlines from titles, stores empty notes as null, skips empty tasks', async () => {
    const list = await newList('  Festa\nin giardino \r\n', [
      { name: '  Prenotare\nla location ', note: '   ' },
      { name: '   ', note: 'persa' },
      { name: 'Torta', note: '  senza glutine  ' },
    ]);
    expect(list.name).toBe('Festa in giardino');
    expect(list.items.map((i) => [i.name, i.note])).toEqual([
      ['Prenotare la location', null],
      ['Torta', 'senza glutine'],
    ]);
    const updated = (await ok(Q.updateList, { id: list.id, name: '   ', note: '  ' })).updateTodoList!;
    expect(updated).toMatchObject({ name: 'Festa in giardino', note: null });
    const renamed = (await ok(Q.updateItem, { id: list.items[0]!.id, name: '', note: 'x' })).updateTodoItem!;
    expect(renamed.items[0]).toMatchObject({ name: 'Prenotare la location', note: 'x' });
  });

  it('refuses an empty name on creation and over-long texts, in Italian, naming the field', async () => {
    const empty = await errorOf(Q.create, { name: ' \n ' }, token);
    expect(empty?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(empty?.message).toBe('Il nome della lista è obbligatorio');
    const long = await errorOf(Q.create, { name: 'x'.repeat(121) }, token);
    expect(long?.message).toBe('Il nome della lista può avere al massimo 120 caratteri');
    const list = await newList();
    const note = await errorOf(Q.updateList, { id: list.id, note: 'x'.repeat(2001) }, token);
    expect(note?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'note' });
  });
});

describe('to-do lists: presets', () => {
  it('offers one preset per event type and creates a list with all its tasks in one step', async () => {
    const { todoPresets } = await ok<{
      todoPresets: { id: number; name: string; eventType: string; items: unknown[] }[];
    }>(Q.presets);
    expect(todoPresets).toHaveLength(12);
    for (const p of todoPresets) expect(p.items.length).toBeGreaterThanOrEqual(8);
    const baptism = todoPresets.find((p) => p.eventType === 'BAPTISM')!;
    const list = (await ok(Q.create, { name: '', presetId: baptism.id })).createTodoList!;
    expect(list.name).toBe('Battesimo');
    const expected = TODO_PRESETS.find((p) => p.eventType === 'BAPTISM')!.items;
    expect(list.items.map((i) => [i.name, i.note])).toEqual(expected);
    expect(list.items.map((i) => i.position)).toEqual(expected.map((_, k) => k));
    const unknown = await errorOf(Q.create, { name: 'x', presetId: 999999 }, token);
    expect(unknown?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'presetId' });
  });

  it('syncs idempotently', async () => {
    await gw.database.db.transaction((tx) => syncTodoPresets(tx));
    const { todoPresets } = await ok<{ todoPresets: unknown[] }>(Q.presets);
    expect(todoPresets).toHaveLength(12);
  });
});

describe('to-do lists: closing rule', () => {
  it('closes when every task is done, reopens when one is undone or added, and by hand', async () => {
    const list = await newList('Chiusura', [{ name: 'A' }, { name: 'B' }]);
    const [a, b] = list.items;
    expect(list.closed).toBe(false);
    expect((await ok(Q.updateItem, { id: a!.id, done: true })).updateTodoItem!.closed).toBe(false);
    const closed = (await ok(Q.updateItem, { id: b!.id, done: true })).updateTodoItem!;
    expect(closed).toMatchObject({ closed: true, _count: { items: 2, done: 2 } });
    const groups = (await ok<{ todoLists: { closedLists: List[] } }>(Q.lists)).todoLists;
    expect(groups.closedLists.map((l) => l.id)).toContain(list.id);
    expect((await ok(Q.updateItem, { id: b!.id, done: false })).updateTodoItem!.closed).toBe(false);
    // Deleting the only undone task leaves all done: closed again.
    const { deleteTodoItems } = await ok<{ deleteTodoItems: List[] }>(Q.deleteItems, { ids: [b!.id] });
    expect(deleteTodoItems[0]!.closed).toBe(true);
    expect((await ok(Q.addItems, { listId: list.id, items: [{ name: 'C' }] })).createTodoItems!.closed).toBe(
      false,
    );
    expect((await ok(Q.updateList, { id: list.id, closed: true })).updateTodoList!.closed).toBe(true);
    expect((await ok(Q.updateList, { id: list.id, closed: false })).updateTodoList!.closed).toBe(false);
    // An empty list never closes by itself.
    expect((await newList('Vuota')).closed).toBe(false);
  });
});

describe('to-do lists: concurrent edits', () => {
  it('keeps both fields when two tabs change different fields of a task at once', async () => {
    const list = await newList('Schede', [{ name: 'Vecchio nome' }, { name: 'Altro' }]);
    const [a] = list.items;
    await Promise.all([
      ok(Q.updateItem, { id: a!.id, name: 'Nuovo nome' }),
      ok(Q.updateItem, { id: a!.id, done: true }),
      ok(Q.updateItem, { id: a!.id, note: 'Nota' }),
      ok(Q.updateList, { id: list.id, note: 'Nota lista' }),
      ok(Q.updateList, { id: list.id, name: 'Schede aperte' }),
      ok(Q.addItems, { listId: list.id, items: [{ name: 'Terza' }] }),
    ]);
    const { todoList } = await ok(Q.list, { id: list.id });
    expect(todoList).toMatchObject({ name: 'Schede aperte', note: 'Nota lista', _count: { items: 3 } });
    expect(todoList!.items[0]).toMatchObject({ name: 'Nuovo nome', done: true, note: 'Nota' });
  });

  it('deletes a list with its tasks', async () => {
    const list = await newList('Da eliminare', [{ name: 'A' }]);
    expect((await ok<{ deleteTodoList: string }>(Q.deleteList, { id: list.id })).deleteTodoList).toBe(
      list.id,
    );
    expect((await errorOf(Q.list, { id: list.id }, token))?.extensions?.code).toBe('NOT_FOUND');
  });
});
