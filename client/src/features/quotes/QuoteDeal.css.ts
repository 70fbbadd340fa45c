import { globalStyle, style } from '@vanilla-extract/css';
import { panel } from '../../ui/theme/pieces';
import { focusRing, mobile, vars } from '../../ui/theme/theme.css';

/** The priced quote's editor and its view: every row wraps, so nothing scrolls sideways at 360 px. */

// A grid's one automatic column is as wide as its widest unbreakable content (a number field's input has a
// width of its own, a fieldset's content box too): this column may be narrower, and its content shrinks.
const oneColumn = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } as const;

export const section = style({
  ...oneColumn,
  gap: vars.space.md,
  ...panel(vars.space.lg),
  background: vars.color.surface,
  minWidth: 0,
  '@media': { [mobile]: { padding: vars.space.md } },
});
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus-visible': focusRing },
});
export const form = style({ ...oneColumn, gap: vars.space.lg, minWidth: 0 });
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  margin: 0,
  padding: vars.space.md,
  ...oneColumn,
  gap: vars.space.sm,
  minWidth: 0,
});
export const plainFieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  ...oneColumn,
  gap: vars.space.sm,
  minWidth: 0,
});
export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}`, overflowWrap: 'anywhere' });
// One column that may be narrower than its lines' widest control (a number field's input has a width of its
// own): the lines shrink to the phone instead of widening the page.
export const lineList = style({
  ...oneColumn,
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
/** A line's fields side by side on a wide screen, one under the other on a phone. */
export const lineFields = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
});
globalStyle(`${lineFields} > *`, { flex: '1 1 12rem', minWidth: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
// A button's label wraps on a phone rather than pushing the row past the screen (a wider fallback font too).
globalStyle(`${row} > *`, { maxWidth: '100%', whiteSpace: 'normal' });
export const lineFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${totals} dt`, { color: vars.color.textMuted });
globalStyle(`${totals} dd`, { margin: 0, textAlign: 'right', whiteSpace: 'nowrap' });
/** A figure with words after it (the deposit 'da pagare come concordato') may wrap on a phone. */
export const wrapping = style({});
globalStyle(`${totals} dd${wrapping}`, { whiteSpace: 'normal', overflowWrap: 'anywhere' });
export const grand = style({ fontWeight: 700, fontSize: vars.fontSize.lg });
export const alert = style({ color: vars.color.error, margin: 0 });
export const lines = style({ ...oneColumn, margin: 0, padding: 0, listStyle: 'none' });
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const lineName = style({ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' });
export const lineAmount = style({ fontWeight: 600, whiteSpace: 'nowrap' });
export const conditions = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const dialogBody = style({ ...oneColumn, gap: vars.space.md });
export const history = style({ ...oneColumn, gap: vars.space.sm });
globalStyle(`${history} summary`, { cursor: 'pointer', fontWeight: 600 });
globalStyle(`${history} summary:focus-visible`, focusRing);
