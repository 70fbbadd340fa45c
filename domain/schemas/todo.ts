import { z } from 'zod';
import { hasForbiddenCharacters } from '../input.js';
import { validationMessages } from '../messages.js';
import {
  cleanTodoNote,
  cleanTodoTitle,
  TODO_ITEM_NAME_MAX,
  TODO_ITEMS_PER_CALL_MAX,
  TODO_LIST_NAME_MAX,
  TODO_NOTE_MAX,
  todoMessages as m,
} from '../todo.js';

/** Inputs of guests' to-do lists as the gateway parses them (the client sends them already cleaned). */

const clean = (s: string) => !hasForbiddenCharacters(s);

/** A title, cleaned (one line, trimmed); may come out empty: the caller decides (refuse or ignore). */
const title = (max: number, message: string) =>
  z
    .string()
    .transform(cleanTodoTitle)
    .pipe(z.string().max(max, message).refine(clean, validationMessages.forbiddenCharacters));

/** A note, cleaned (trimmed, empty → null). */
export const todoNoteSchema = z
  .string()
  .nullish()
  .transform(cleanTodoNote)
  .pipe(
    z
      .string()
      .max(TODO_NOTE_MAX, m.noteTooLong)
      .refine(clean, validationMessages.forbiddenCharacters)
      .nullable(),
  );

export const todoListNameSchema = title(TODO_LIST_NAME_MAX, m.listNameTooLong);
export const todoItemNameSchema = title(TODO_ITEM_NAME_MAX, m.itemNameTooLong);

export const createTodoItemsSchema = z
  .array(z.object({ name: todoItemNameSchema, note: todoNoteSchema }))
  .max(TODO_ITEMS_PER_CALL_MAX, m.tooManyItems)
  // Empty task names are not added (the rule), rather than refused: a blank line in a paste is no error.
  .transform((items) => items.filter((i) => i.name !== ''));

/** Only the fields sent: an absent (or null) field keeps its value; an empty name is ignored. */
export const updateTodoItemSchema = z.object({
  done: z.boolean().nullish(),
  name: todoItemNameSchema.nullish(),
  note: todoNoteSchema.optional(),
});

export const updateTodoListSchema = z.object({
  name: todoListNameSchema.nullish(),
  note: todoNoteSchema.optional(),
  closed: z.boolean().nullish(),
});
