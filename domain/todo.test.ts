import { describe, expect, it } from 'vitest';
import { cleanTodoNote, cleanTodoTitle, isTodoListClosed, nextClosedAt } from './todo.js';
import { createTodoItemsSchema, updateTodoItemSchema } from './schemas/todo.js';

describe('to-do rules', () => {
  it('titles: one line, trimmed', () => {
    expect(cleanTodoTitle('  Festa\r\nin\ngiardino  ')).toBe('Festa in giardino');
    expect(cleanTodoTitle(' \n ')).toBe('');
  });

  it('notes: trimmed, empty is null', () => {
    expect(cleanTodoNote('  ciao ')).toBe('ciao');
    expect(cleanTodoNote('   ')).toBeNull();
    expect(cleanTodoNote(null)).toBeNull();
  });

  it('closing rule: all done closes, reopening reopens, an empty list stays as it is', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const before = new Date('2025-12-01T10:00:00Z');
    expect(nextClosedAt(null, [{ done: true }, { done: true }], 'other', now)).toEqual(now);
    expect(nextClosedAt(before, [{ done: true }], 'other', now)).toEqual(before);
    expect(nextClosedAt(null, [{ done: true }, { done: false }], 'other', now)).toBeNull();
    expect(nextClosedAt(before, [{ done: true }], 'reopening', now)).toBeNull();
    expect(nextClosedAt(null, [], 'other', now)).toBeNull();
    expect(nextClosedAt(before, [], 'other', now)).toEqual(before);
    expect(isTodoListClosed({ closedAt: before })).toBe(true);
  });

  it('skips empty task names and keeps only the fields sent', () => {
    expect(createTodoItemsSchema.parse([{ name: ' ' }, { name: 'Torta', note: '' }])).toEqual([
      { name: 'Torta', note: null },
    ]);
    expect(updateTodoItemSchema.parse({ done: true })).toEqual({ done: true });
    expect(updateTodoItemSchema.parse({ note: ' ' })).toEqual({ note: null });
  });
});
