import { asc, count, eq, inArray, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { todoItems, todoLists, todoPresetItems, todoPresets } from '../../db/schema/index.js';
import { badInput, notFound } from '../../errors.js';
import {
  nextClosedAt,
  TODO_LIST_NAME_MAX,
  TODO_ITEMS_PER_LIST_MAX,
  TODO_LISTS_PER_USER_MAX,
  todoMessages as m,
} from '@festa/domain/todo';
import { loadList, loadLists, type QuoteRequestLinkRef, type TodoListView } from './views.js';

type NewItem = { name: string; note: string | null };

/**
 * Every write locks its list row first: two tabs (or two quick saves) changing the same list queue there,
 * so positions stay unique and the closing rule sees the tasks as they are after each change. A list
 * deleted since the resolver authorised it is NOT_FOUND here.
 */
async function lockList(tx: Tx, listId: string) {
  const [list] = await tx.select().from(todoLists).where(eq(todoLists.id, listId)).for('update');
  if (!list) throw notFound(m.listNotFound);
  return list;
}

/** Applies the closing rule (domain/todo.ts) after a change to the list's tasks, and touches the list. */
async function afterItemsChanged(tx: Tx, listId: string, change: 'reopening' | 'other', now: Date) {
  const [list] = await tx.select().from(todoLists).where(eq(todoLists.id, listId));
  const items = await tx.select({ done: todoItems.done }).from(todoItems).where(eq(todoItems.listId, listId));
  const closedAt = nextClosedAt(list!.closedAt, items, change, now);
  await tx.update(todoLists).set({ closedAt, updatedAt: now }).where(eq(todoLists.id, listId));
}

async function appendItems(tx: Tx, listId: string, items: readonly NewItem[], now: Date) {
  if (!items.length) return;
  const [{ n, last }] = (await tx
    .select({ n: count(), last: max(todoItems.position) })
    .from(todoItems)
    .where(eq(todoItems.listId, listId))) as [{ n: number; last: number | null }];
  if (n + items.length > TODO_ITEMS_PER_LIST_MAX) throw badInput('items', m.listFull);
  const start = (last ?? -1) + 1;
  await tx
    .insert(todoItems)
    .values(
      items.map((i, k) => ({ listId, name: i.name, note: i.note, position: start + k, updatedAt: now })),
    );
}

/** A new list, empty or (with a preset) holding all the preset's tasks, in one transaction. */
export async function createList(
  db: Db,
  userId: string,
  input: { name: string; presetId: number | null; quoteRequestId?: string | null },
  now = new Date(),
): Promise<TodoListView> {
  const id = await db.transaction(async (tx) => {
    let items: NewItem[] = [];
    let name = input.name;
    if (input.presetId != null) {
      const [preset] = await tx.select().from(todoPresets).where(eq(todoPresets.id, input.presetId));
      if (!preset) throw badInput('presetId', m.presetNotFound);
      items = await tx
        .select({ name: todoPresetItems.name, note: todoPresetItems.note })
        .from(todoPresetItems)
        .where(eq(todoPresetItems.presetId, preset.id))
        .orderBy(asc(todoPresetItems.position), asc(todoPresetItems.id));
      // From a preset the name may be left empty: the preset's own name is a good one.
      name ||= preset.name;
    }
    if (!name) throw badInput('name', m.listNameRequired);
    const [{ n }] = (await tx.select({ n: count() }).from(todoLists).where(eq(todoLists.userId, userId))) as [
      { n: number },
    ];
    if (n >= TODO_LISTS_PER_USER_MAX) throw badInput('name', m.tooManyLists);
    const [list] = await tx
      .insert(todoLists)
      .values({ userId, name, quoteRequestId: input.quoteRequestId ?? null, createdAt: now, updatedAt: now })
      .returning({ id: todoLists.id });
    await appendItems(tx, list!.id, items, now);
    return list!.id;
  });
  return (await loadList(db, userId, id))!;
}

/**
 * A list for one of the guest's quote requests (the resolver checked it is theirs), already linked: the
 * preset of `eventType`, or of the location's first event type, named after it and the location
 * ('Comunione – Villa Rosa'); without an event type, an empty list named after the location.
 */
export async function createListForQuoteRequest(
  db: Db,
  userId: string,
  request: QuoteRequestLinkRef,
  eventType: string | null,
  now = new Date(),
): Promise<TodoListView> {
  const type = eventType ?? request.eventTypes[0] ?? null;
  const [preset] = type
    ? await db.select().from(todoPresets).where(eq(todoPresets.eventType, type)).limit(1)
    : [];
  const full = preset ? `${preset.name} – ${request.locationName}` : request.locationName;
  const name = full.length > TODO_LIST_NAME_MAX ? full.slice(0, TODO_LIST_NAME_MAX).trimEnd() : full;
  return createList(db, userId, { name, presetId: preset?.id ?? null, quoteRequestId: request.id }, now);
}

/** Links the list to one of the guest's quote requests (checked by the resolver), or unlinks it (null). */
export async function linkQuoteRequest(
  db: Db,
  userId: string,
  listId: string,
  quoteRequestId: string | null,
  now = new Date(),
): Promise<TodoListView> {
  await db.transaction(async (tx) => {
    await lockList(tx, listId);
    await tx.update(todoLists).set({ quoteRequestId, updatedAt: now }).where(eq(todoLists.id, listId));
  });
  return (await loadList(db, userId, listId))!;
}

/** Only the fields given change (an empty name was already dropped by the resolver). */
export async function updateList(
  db: Db,
  userId: string,
  listId: string,
  patch: { name?: string; note?: string | null; closed?: boolean },
  now = new Date(),
): Promise<TodoListView> {
  await db.transaction(async (tx) => {
    const list = await lockList(tx, listId);
    const set: Partial<typeof todoLists.$inferInsert> = { updatedAt: now };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.note !== undefined) set.note = patch.note;
    if (patch.closed !== undefined) set.closedAt = patch.closed ? (list.closedAt ?? now) : null;
    await tx.update(todoLists).set(set).where(eq(todoLists.id, listId));
  });
  return (await loadList(db, userId, listId))!;
}

export async function deleteList(db: Db, listId: string): Promise<string> {
  const deleted = await db.delete(todoLists).where(eq(todoLists.id, listId)).returning({ id: todoLists.id });
  if (!deleted.length) throw notFound(m.listNotFound);
  return listId;
}

/** New tasks at the end of the list; a new task is not done, so a closed list reopens. */
export async function createItems(
  db: Db,
  userId: string,
  listId: string,
  items: readonly NewItem[],
  now = new Date(),
): Promise<TodoListView> {
  await db.transaction(async (tx) => {
    await lockList(tx, listId);
    if (!items.length) return;
    await appendItems(tx, listId, items, now);
    await afterItemsChanged(tx, listId, 'reopening', now);
  });
  return (await loadList(db, userId, listId))!;
}

/**
 * One UPDATE naming only the columns sent: a tab renaming a task and another ticking it both land, each
 * field keeping its own last write (no read-modify-write of the whole task).
 */
export async function updateItem(
  db: Db,
  userId: string,
  item: { id: string; listId: string },
  patch: { done?: boolean; name?: string; note?: string | null },
  now = new Date(),
): Promise<TodoListView> {
  await db.transaction(async (tx) => {
    await lockList(tx, item.listId);
    const set: Partial<typeof todoItems.$inferInsert> = { updatedAt: now };
    if (patch.done !== undefined) set.done = patch.done;
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.note !== undefined) set.note = patch.note;
    const [before] = await tx
      .select({ done: todoItems.done })
      .from(todoItems)
      .where(eq(todoItems.id, item.id))
      .for('update');
    if (!before) throw notFound(m.itemNotFound);
    await tx.update(todoItems).set(set).where(eq(todoItems.id, item.id));
    const undone = before.done && patch.done === false;
    await afterItemsChanged(tx, item.listId, undone ? 'reopening' : 'other', now);
  });
  return (await loadList(db, userId, item.listId))!;
}

/** Deletes the tasks (all of the caller's, checked by the resolver) and answers their lists. */
export async function deleteItems(
  db: Db,
  userId: string,
  items: readonly { id: string; listId: string }[],
  now = new Date(),
): Promise<TodoListView[]> {
  const listIds = [...new Set(items.map((i) => i.listId))].sort();
  await db.transaction(async (tx) => {
    // Locked in id order, so two calls on the same lists cannot wait on each other.
    for (const listId of listIds) await lockList(tx, listId);
    await tx.delete(todoItems).where(
      inArray(
        todoItems.id,
        items.map((i) => i.id),
      ),
    );
    for (const listId of listIds) await afterItemsChanged(tx, listId, 'other', now);
  });
  return loadLists(db, userId, listIds);
}
