import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, cardsOnPhones, panel, sidebarLayout, tapTarget } from '../../ui/theme/pieces';
import { mobile, vars } from '../../ui/theme/theme.css';

// Desktop: the section nav on the left. Phone: the nav wraps above the page, nothing wider than the screen.
export const layout = style(sidebarLayout('minmax(0, 1fr)'));
export const nav = style({ display: 'grid', gap: vars.space.xs, ...panel(vars.space.md) });
export const navTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });
export const navList = style({
  ...bareList,
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [mobile]: { display: 'flex', flexWrap: 'wrap' } },
});
export const navLink = style({
  display: 'flex',
  ...tapTarget(40, vars.space.md, vars.radius.md),
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-current="page"]': { backgroundColor: vars.color.primarySubtle, color: vars.color.primaryHover },
  },
});
export const main = style({ display: 'grid', gap: vars.space.lg, minWidth: 0, alignContent: 'start' });
export const head = style({ display: 'grid', gap: vars.space.xs });
export const h1 = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });
export const h2 = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const counts = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
  ...panel(vars.space.md),
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.errorSubtle,
  color: vars.color.text,
  border: `1px solid ${vars.color.error}`,
});
export const warning = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.text,
});
export const overdue = style({ fontWeight: 700, color: vars.color.error });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
globalStyle(`${facts} dt`, { fontWeight: 600, color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const list = style({ ...bareList, display: 'grid', gap: vars.space.md });
export const plainList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});
export const photos = style({ ...bareList, display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const photo = style({ width: 160, height: 110, objectFit: 'cover', borderRadius: vars.radius.md });
export const prose = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
export const reviewHead = style({ display: 'grid', gap: vars.space.xxs });
export const filters = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const searchRow = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'start',
  flexWrap: 'wrap',
});
export const searchField = style({ flex: '1 1 240px', minWidth: 0 });
export const reasonForm = style({ display: 'grid', gap: vars.space.md });

// Tables: cards on a phone (see cardsOnPhones).
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: 600, paddingBottom: vars.space.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
// A date and time reads as one piece: never broken between its digits.
globalStyle(`${table} time`, { whiteSpace: 'nowrap' });
cardsOnPhones(table, ['td', 'tbody th'], ': ');
globalStyle(`${table} td, ${table} tbody th`, {
  '@media': { [mobile]: { borderBottom: 'none', padding: `${vars.space.xs} 0` } },
});
