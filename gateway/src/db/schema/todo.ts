import { boolean, check, index, pgTable, serial, smallint, text, uuid, integer } from 'drizzle-orm/pg-core';
import { createdAt, EVENT_TYPE_KEYS, inList, ownedBy, tsz, updatedAt, uuidId } from './common.js';
import { quoteRequests } from './quotes.js';
import { users } from './users.js';

export const todoLists = pgTable(
  'todo_lists',
  {
    id: uuidId(),
    userId: ownedBy('user_id', () => users.id),
    name: text('name').notNull(),
    note: text('note'),
    // The guest's own quote request the list plans for; deleting the request unlinks the list.
    quoteRequestId: uuid('quote_request_id').references(() => quoteRequests.id, { onDelete: 'set null' }),
    closedAt: tsz('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('todo_lists_user_idx').on(t.userId, t.updatedAt),
    index('todo_lists_quote_request_idx').on(t.quoteRequestId),
  ],
);

export const todoItems = pgTable(
  'todo_items',
  {
    id: uuidId(),
    listId: ownedBy('list_id', () => todoLists.id),
    name: text('name').notNull(),
    note: text('note'),
    done: boolean('done').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('todo_items_list_idx').on(t.listId, t.position)],
);

export const todoPresets = pgTable(
  'todo_presets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    eventType: text('event_type').notNull(),
  },
  () => [check('todo_presets_event_type_check', inList('event_type', EVENT_TYPE_KEYS))],
);

export const todoPresetItems = pgTable('todo_preset_items', {
  id: serial('id').primaryKey(),
  presetId: integer('preset_id')
    .notNull()
    .references(() => todoPresets.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  note: text('note'),
  position: smallint('position').notNull().default(0),
});
