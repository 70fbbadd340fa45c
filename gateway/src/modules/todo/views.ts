import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  locations,
  quoteRequests,
  todoItems,
  todoLists,
  todoPresetItems,
  todoPresets,
} from '../../db/schema/index.js';
import { EVENT_TYPES, isUuid } from '@festa/domain';
import type { EventType, QuoteStatus } from '../../generated/resolvers.js';

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
  quoteRequest: TodoQuoteRequestView | null;
}

/** The linked quote request as the list shows it. */
export interface TodoQuoteRequestView {
  id: string;
  number: number;
  status: QuoteStatus;
  date: string;
  guests: number;
  locationName: string;
  locationSlug: string;
  eventTypes: EventType[];
}

/** A quote request as the linking rules see it: who sent it (`userId`), who hosts it (`ownerId`). */
export interface QuoteRequestLinkRef extends TodoQuoteRequestView {
  userId: string | null;
  ownerId: string;
}

const quoteRequestFields = {
  id: quoteRequests.id,
  number: quoteRequests.number,
  status: quoteRequests.status,
  date: quoteRequests.date,
  guests: quoteRequests.guests,
  locationName: locations.name,
  locationSlug: locations.slug,
  eventTypes: locations.eventTypes,
};

/** A quote request by id with its sender and host, or null (no such request, or not an id at all). */
export async function findQuoteRequestRef(db: DbOrTx, id: string): Promise<QuoteRequestLinkRef | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ ...quoteRequestFields, userId: quoteRequests.userId, ownerId: locations.ownerId })
    .from(quoteRequests)
    .innerJoin(locations, eq(locations.id, quoteRequests.locationId))
    .where(eq(quoteRequests.id, id));
  return row ? asQuoteView(row) : null;
}

const order = (key: string) => EVENT_TYPES.findIndex((e) => e.key === key);

function asQuoteView<T extends { status: string; eventTypes: string[] }>(row: T) {
  return {
    ...row,
    status: row.status as QuoteStatus,
    eventTypes: [...row.eventTypes].sort((a, b) => order(a) - order(b)) as EventType[],
  };
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
  // Only a request the list's owner still sent shows (the join's condition): one that is someone else's
  // (never linkable, but rows outlive rules) or gone reads as no link at all.
  const linkedIds = [...new Set(lists.flatMap((l) => (l.quoteRequestId ? [l.quoteRequestId] : [])))];
  const linked = linkedIds.length
    ? await db
        .select({ ...quoteRequestFields, userId: quoteRequests.userId })
        .from(quoteRequests)
        .innerJoin(locations, eq(locations.id, quoteRequests.locationId))
        .where(and(inArray(quoteRequests.id, linkedIds), eq(quoteRequests.userId, userId)))
    : [];
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
      quoteRequest: quoteOf(linked.find((q) => q.id === l.quoteRequestId)),
    };
  });
}

function quoteOf(row: QuoteRequestRow | undefined): TodoQuoteRequestView | null {
  if (!row) return null;
  const { userId: _userId, ...view } = asQuoteView(row);
  return view;
}
type QuoteRequestRow = Omit<TodoQuoteRequestView, 'status' | 'eventTypes'> & {
  status: string;
  eventTypes: string[];
  userId: string | null;
};

/** The requests the user sent, newest first, for the list's link picker (a guest sends few). */
export async function loadQuoteRequestChoices(db: DbOrTx, userId: string): Promise<TodoQuoteRequestView[]> {
  const rows = await db
    .select(quoteRequestFields)
    .from(quoteRequests)
    .innerJoin(locations, eq(locations.id, quoteRequests.locationId))
    .where(eq(quoteRequests.userId, userId))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(100);
  return rows.map(asQuoteView);
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
  return presets
    .sort((a, b) => order(a.eventType) - order(b.eventType))
    .map((p) => ({
      id: p.id,
      name: p.name,
      eventType: p.eventType as EventType,
      items: items.filter((i) => i.presetId === p.id).map((i) => ({ name: i.name, note: i.note })),
    }));
}
