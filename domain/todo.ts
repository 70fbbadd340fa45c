/**
 * Rules of guests' to-do lists, shared by the client (what it sends, what it shows) and the gateway (which
 * applies them again to whatever arrives). Pure: the caller passes the clock.
 */

export const TODO_LIST_NAME_MAX = 120;
export const TODO_ITEM_NAME_MAX = 200;
export const TODO_NOTE_MAX = 2000;
/** Tasks added in one call, and tasks a list may hold: generous for a party, bounded for the database. */
export const TODO_ITEMS_PER_CALL_MAX = 100;
export const TODO_ITEMS_PER_LIST_MAX = 500;
export const TODO_LISTS_PER_USER_MAX = 200;

export const todoMessages = {
  listNameRequired: 'Il nome della lista è obbligatorio',
  listNameTooLong: `Il nome della lista può avere al massimo ${TODO_LIST_NAME_MAX} caratteri`,
  itemNameTooLong: `Il nome dell'attività può avere al massimo ${TODO_ITEM_NAME_MAX} caratteri`,
  noteTooLong: `La nota può avere al massimo ${TODO_NOTE_MAX} caratteri`,
  tooManyItems: `Puoi aggiungere al massimo ${TODO_ITEMS_PER_CALL_MAX} attività alla volta`,
  listFull: `Una lista può contenere al massimo ${TODO_ITEMS_PER_LIST_MAX} attività`,
  tooManyLists: `Puoi creare al massimo ${TODO_LISTS_PER_USER_MAX} liste`,
  listNotFound: 'Lista non trovata',
  itemNotFound: 'Attività non trovata',
  presetNotFound: 'Modello non trovato',
} as const;

/**
 * A title (list or task name) as stored: line breaks become a space (a title is one line, whatever was
 * pasted), then trimmed. An empty result means "no name": refused on creation, ignored on edits.
 */
export function cleanTodoTitle(raw: string): string {
  return raw.replace(/[\r\n]+/g, ' ').trim();
}

/** A note as stored: trimmed, and an empty one is null (no note), so '' and '  ' never reach the database. */
export function cleanTodoNote(raw: string | null | undefined): string | null {
  const note = (raw ?? '').trim();
  return note ? note : null;
}

/**
 * The closing rule. A list is 'Chiusa' while its `closedAt` is set, which happens in two ways:
 * - the user closes it ('Chiudi lista'), whatever its tasks, and reopens it the same way;
 * - a change to its tasks leaves at least one task and all of them done: done lists close by themselves.
 * A task undone, or a new (so not done) task added, reopens it: there is something left to do. Other
 * changes (renaming, deleting tasks) keep the state unless they leave every remaining task done.
 * An empty list never closes by itself (nothing was done), so a new list starts 'In corso'.
 */
export function nextClosedAt(
  current: Date | null,
  items: readonly { done: boolean }[],
  change: 'reopening' | 'other',
  now: Date,
): Date | null {
  if (change === 'reopening') return null;
  if (items.length > 0 && items.every((i) => i.done)) return current ?? now;
  return current;
}

/** Which group a list shows under: 'In corso' or 'Chiuse'. */
export const isTodoListClosed = (list: { closedAt: Date | string | null }) => list.closedAt != null;
