import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { todoItems, todoLists, todoPresetItems, todoPresets } from '../../db/schema/index.js';
import { EVENT_TYPES, isUuid } from '../../../../domain/index.js';
import type { EventType } from '../../generated/resolvers.js';

/** A list as the schema answers it: the row, its tasks in order and their counts. */
export interface TodoListView {
  id: string;
  name: string;
  note: string | null;
  userId: string;
  closed: boolean;
  closedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  _count: { items: number; done: number };
  items: (typeof todoItems.$inferSelect)[];
}

/** Who owns a list, as the policies see it. */
export interface TodoListRef {
  id: string;
  userId: string;
}

/** A list by id with its owner, or null (no such list, or not an id at all). */
export async function findListRef(db: DbOrTx, id: string): Promise<TodoListRef | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: todoLists.id, userId: todoLists.userId })
    .from(todoLists)
    .where(eq(todoLists.id, id));
  return row ?? null;
}

/** Tasks by id with their list's owner; missing ids are simply absent from the answer. */
export async function findItemRefs(db: DbOrTx, ids: readonly string[]) {
  const valid = ids.filter(isUuid);
  if (!valid.length) return [];
  return db
    .select({ id: todoItems.id, listId: todoItems.listId, userId: todoLists.userId })
    .from(todoItems)
    .innerJoin(todoLists, eq(todoLists.id, todoItems.listId))
    .where(inArray(todoItems.id, valid));
}

/**
 * Lists with their tasks: the viewer's own (by `userId`), optionally only some ids. Two queries whatever the
 * number of lists; a guest's lists are few and short, so the tasks come along rather than by a loader.
 */
export async function loadLists(
  db: DbOrTx,
  userId: string,
  ids?: readonly string[],
): Promise<TodoListView[]> {
  const where = ids
    ? and(eq(todoLists.userId, userId), inArray(todoLists.id, [...ids]))
    : eq(todoLists.userId, userId);
  if (ids && !ids.length) return [];
  const lists = await db
    .select()
    .from(todoLists)
    .where(where)
    .orderBy(desc(todoLists.updatedAt), desc(todoLists.id));
  if (!lists.length) return [];
  const items = await db
    .select()
    .from(todoItems)
    .where(
      inArray(
        todoItems.listId,
        lists.map((l) => l.id),
      ),
    )
    .orderBy(asc(todoItems.position), asc(todoItems.createdAt), asc(todoItems.id));
  return lists.map((l) => {
    const own = items.filter((i) => i.listId === l.id);
    return {
      ...l,
      closed: l.closedAt != null,
      _count: { items: own.length, done: own.filter((i) => i.done).length },
      items: own,
    };
  });
}

/** One list with its tasks (the caller authorised it). */
export async function loadList(db: DbOrTx, userId: string, id: string): Promise<TodoListView | null> {
  const [list] = await loadLists(db, userId, [id]);
  return list ?? null;
}

/** The presets with their tasks, in the order of the event types (then by id). */
export async function loadPresets(db: DbOrTx) {
  const presets = await db.select().from(todoPresets).orderBy(asc(todoPresets.id));
  const items = await db
    .select()
    .from(todoPresetItems)
    .orderBy(asc(todoPresetItems.position), asc(todoPresetItems.id));
  const order = (key: string) => EVENT_TYPES.findIndex((e) => e.key === key);
  return presets
    .sort((a, b) => order(a.eventType) - order(b.eventType))
    .map((p) => ({
      id: p.id,
      name: p.name,
      eventType: p.eventType as EventType,
      items: items.filter((i) => i.presetId === p.id).map((i) => ({ name: i.name, note: i.note })),
    }));
}
