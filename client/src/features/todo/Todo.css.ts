import { style, globalStyle } from '@vanilla-extract/css';
import { desktop, mobile, vars } from '../../ui/theme/theme.css';

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
export const inlineForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
});
export const grow = style({ flex: '1 1 180px', minWidth: 0 });
export const errorText = style({ color: vars.color.error, margin: 0 });
export const loadError = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const detailInner = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const detailHeader = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
});
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
export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
  minWidth: 0,
});
export const itemFields = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 auto', minWidth: 0 });
export const itemName = style({});
export const itemNote = style({});
globalStyle(`${item}[data-done] ${itemName} input`, {
  textDecoration: 'line-through',
  color: vars.color.textMuted,
});

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
