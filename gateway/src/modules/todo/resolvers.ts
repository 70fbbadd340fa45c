// Ids are checked against the uuid shape at the schema boundary (inputGuard); texts are parsed with the
// zod schemas of domain/schemas/todo.ts, which also apply the rules (trim, one-line titles, empty note null).
import type { Resolvers } from '../../generated/resolvers.js';
import type { Context } from '../../context.js';
import { parseInput } from '../../inputs.js';
import { notFound } from '../../errors.js';
import { actorOf, authorize, requireViewer } from '../../policies.js';
import { todoMessages } from '@festa/domain/todo';
import {
  createTodoItemsSchema,
  todoListNameSchema,
  updateTodoItemSchema,
  updateTodoListSchema,
} from '@festa/domain/schemas/todo';
import {
  createItems,
  createList,
  createListForQuoteRequest,
  deleteItems,
  deleteList,
  linkQuoteRequest,
  updateItem,
  updateList,
} from './service.js';
import {
  findItemRefs,
  findListRef,
  findQuoteRequestRef,
  loadList,
  loadLists,
  loadPresets,
  loadQuoteRequestChoices,
} from './views.js';

/** The caller's own list, or NOT_FOUND (someone else's) / UNAUTHENTICATED (signed out). */
async function ownList(ctx: Context, id: string) {
  const { user } = requireViewer(ctx, 'readTodoLists');
  const list = authorize(actorOf(ctx), 'manageTodoList', await findListRef(ctx.db, id.trim()));
  return { userId: user.id, list };
}

/** One of the quote requests the caller sent as a guest, or NOT_FOUND (anyone else's, the host's included). */
async function ownQuoteRequest(ctx: Context, id: string) {
  return authorize(actorOf(ctx), 'linkQuoteRequestToTodo', await findQuoteRequestRef(ctx.db, id.trim()));
}

/** Drops what was not sent (undefined) and what is "no change" (null flags, an empty name). */
const sent = <T extends Record<string, unknown>>(patch: T) =>
  Object.fromEntries(
    Object.entries(patch).filter(([k, v]) => v !== undefined && (k === 'note' || (v !== null && v !== ''))),
  ) as { [K in keyof T]?: Exclude<T[K], null> };

export const todoResolvers: Resolvers = {
  Query: {
    todoLists: async (_p, _a, ctx) => {
      const { user } = requireViewer(ctx, 'readTodoLists');
      const lists = await loadLists(ctx.db, user.id);
      return { progressLists: lists.filter((l) => !l.closed), closedLists: lists.filter((l) => l.closed) };
    },
    todoList: async (_p, args, ctx) => {
      const { userId, list } = await ownList(ctx, args.id);
      const view = await loadList(ctx.db, userId, list.id);
      if (!view) throw notFound(todoMessages.listNotFound);
      return view;
    },
    todoQuoteRequestChoices: (_p, _a, ctx) => {
      const { user } = requireViewer(ctx, 'readTodoLists');
      return loadQuoteRequestChoices(ctx.db, user.id);
    },
    todoPresets: (_p, _a, ctx) => {
      requireViewer(ctx, 'readTodoLists');
      return loadPresets(ctx.db);
    },
  },
  Mutation: {
    createTodoList: (_p, args, ctx) => {
      const { user } = requireViewer(ctx, 'createTodoList');
      const name = parseInput(todoListNameSchema, args.name, 'name');
      return createList(ctx.db, user.id, { name, presetId: args.presetId ?? null });
    },
    updateTodoList: async (_p, args, ctx) => {
      const { userId, list } = await ownList(ctx, args.id);
      const { id: _id, ...fields } = args;
      const patch = sent(parseInput(updateTodoListSchema, fields));
      return updateList(ctx.db, userId, list.id, patch);
    },
    deleteTodoList: async (_p, args, ctx) => {
      const { list } = await ownList(ctx, args.id);
      return deleteList(ctx.db, list.id);
    },
    createTodoItems: async (_p, args, ctx) => {
      const { userId, list } = await ownList(ctx, args.listId);
      const items = parseInput(createTodoItemsSchema, args.items, 'items');
      return createItems(ctx.db, userId, list.id, items);
    },
    updateTodoItem: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx, 'readTodoLists');
      const [ref] = await findItemRefs(ctx.db, [args.id.trim()]);
      const item = authorize(actorOf(ctx), 'manageTodoItem', ref);
      const { id: _id, ...fields } = args;
      const patch = sent(parseInput(updateTodoItemSchema, fields));
      return updateItem(ctx.db, user.id, item, patch);
    },
    linkTodoListQuoteRequest: async (_p, args, ctx) => {
      const { userId, list } = await ownList(ctx, args.id);
      const request = args.quoteRequestId ? await ownQuoteRequest(ctx, args.quoteRequestId) : null;
      return linkQuoteRequest(ctx.db, userId, list.id, request?.id ?? null);
    },
    createTodoListForQuoteRequest: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx, 'createTodoList');
      const request = await ownQuoteRequest(ctx, args.quoteRequestId);
      return createListForQuoteRequest(ctx.db, user.id, request, args.eventType ?? null);
    },
    deleteTodoItems: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx, 'readTodoLists');
      const ids = [...new Set(args.ids.map((id) => id.trim()))];
      const refs = await findItemRefs(ctx.db, ids);
      // All or none: one id that is missing or someone else's answers NOT_FOUND and nothing is deleted.
      for (const id of ids)
        authorize(
          actorOf(ctx),
          'manageTodoItem',
          refs.find((r) => r.id === id),
        );
      return refs.length ? deleteItems(ctx.db, user.id, refs) : [];
    },
  },
};
