import { style, globalStyle } from '@vanilla-extract/css';
import { desktop, mobile, vars } from '../../ui/theme/theme.css';
import { row, screenReaderOnly } from '../../ui/theme/pieces';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const pageTitle = style({ margin: 0, fontSize: 26 });
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  minWidth: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(260px, 320px) minmax(0, 1fr)' } },
});
export const sidebar = style({ minWidth: 0 });
export const detail = style({ minWidth: 0 });
// Phone: one pane at a time, the lists until one is open (the page's data-view says which).
globalStyle(`[data-view="detail"] ${sidebar}`, { '@media': { [mobile]: { display: 'none' } } });
globalStyle(`[data-view="lists"] ${detail}`, { '@media': { [mobile]: { display: 'none' } } });
export const back = style({ marginBottom: vars.space.md, '@media': { [desktop]: { display: 'none' } } });

export const sidebarInner = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const groupTitle = style({ margin: 0, fontSize: 18 });
export const muted = style({ color: vars.color.textMuted, margin: 0, overflowWrap: 'anywhere' });
export const lists = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const listLink = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { background: vars.color.primarySubtle, borderColor: vars.color.primary },
  },
});
export const listName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const newList = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
// Fields and their button on one line, bottoms aligned (a label sits above each field).
export const inlineForm = style({
  ...row(vars.space.sm),
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  minWidth: 0,
});
export const grow = style({ flex: '1 1 180px', minWidth: 0 });
export const errorText = style({ color: vars.color.error, margin: 0 });
export const loadError = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const detailInner = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const detailHeader = style({ ...row(vars.space.sm), alignItems: 'flex-end', minWidth: 0 });
export const titleField = style({ flex: '1 1 auto', minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const tasks = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const tasksHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
// 'Seleziona tutte' with its box last, in the column of the rows' selection boxes.
export const selectAll = style({ flexDirection: 'row-reverse', marginLeft: 'auto' });
export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});
// A task is one row: the done box, the name, 'Nota' (or the selection box); its note, when shown, below.
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  selectors: { '&[data-selected]': { background: vars.color.primarySubtle } },
});
// The row's three parts are the item's grid cells; the note goes under the name, in its column.
export const itemRow = style({ display: 'contents' });
export const itemName = style({ minWidth: 0 });
export const itemNote = style({ gridColumn: '2 / 3', minWidth: 0 });
export const selectBox = style({ padding: `0 ${vars.space.xs}` });
// In the name's column, its text where the name's text starts (the box's padding and border).
export const noteText = style({
  gridColumn: '2 / 3',
  margin: 0,
  paddingLeft: `calc(${vars.space.md} + 1px)`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});
// The name's box is quieter than a form's until hovered or focused (its own border then).
globalStyle(`${itemName} textarea`, {
  minHeight: 40,
  paddingTop: 7,
  paddingBottom: 7,
  resize: 'none',
  // Grows with a long name (where supported; elsewhere one line that scrolls, as an input).
  fieldSizing: 'content',
});
globalStyle(`${itemName} textarea:not([data-hovered]):not([data-focused]):not([data-invalid])`, {
  borderColor: vars.color.border,
});
globalStyle(`${item}[data-done] ${itemName} textarea`, {
  textDecoration: 'line-through',
  color: vars.color.textMuted,
});
// A phone keeps the icon alone: the name keeps the width.
export const noteButtonText = style({ '@media': { [mobile]: screenReaderOnly } });

export const quoteCard = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const quoteCardTitle = style({ margin: 0, fontSize: 18 });
export const quoteFacts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${quoteFacts} dt`, { color: vars.color.textMuted });
globalStyle(`${quoteFacts} dd`, { margin: 0, overflowWrap: 'anywhere' });
