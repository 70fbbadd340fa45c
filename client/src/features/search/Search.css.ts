import { globalStyle, style } from '@vanilla-extract/css';
import { controlBox, panel } from '../../ui/theme/pieces';
import { desktop, mobile, vars } from '../../ui/theme/theme.css';

// Positioned: the corner the results skip link shows in.
export const page = style({ display: 'grid', gap: vars.space.lg, position: 'relative' });
export const title = style({ margin: 0, fontSize: 26 });
export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
export const skeleton = style({ height: 280, borderRadius: vars.radius.lg, background: vars.color.skeleton });
export const more = style({ display: 'flex', justifyContent: 'center' });
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const layout = style({ display: 'grid', gap: vars.space.lg });
// The desktop bar: two rows of four at every desktop width (fields, then the two pickers stacked in the
// last cell), so its height is known before its code arrives and `barSlot` holds exactly that space on
// the server-rendered page: nothing below it moves when the bar appears. A field row is a label above a
// 44px control; the pickers cell is two 44px buttons.
const FIELD_ROW = 72;
const PICKERS_ROW = 96;
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gridTemplateRows: `minmax(${FIELD_ROW}px, auto) minmax(${PICKERS_ROW}px, auto)`,
  gap: vars.space.md,
  alignItems: 'end',
  ...panel(vars.space.md),
  background: vars.color.surface,
});
export const panelForm = style({ display: 'grid', gap: vars.space.md });
export const pickers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
globalStyle(`${bar} ${pickers}`, { flexDirection: 'column', flexWrap: 'nowrap', alignItems: 'stretch' });
export const pickerButton = style({
  ...controlBox({
    display: 'inline-flex',
    gap: vars.space.xs,
    border: vars.color.border,
    background: vars.color.surface,
  }),
  // After the box: the button takes the page's font, size included.
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const count = style({
  minWidth: 20,
  padding: '0 6px',
  borderRadius: 10,
  background: vars.color.primaryStrong,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
export const pickerDialog = style({
  padding: vars.space.md,
  maxHeight: 360,
  overflowY: 'auto',
  outline: 'none',
});
export const barSlot = style({
  '@media': {
    [mobile]: { display: 'none' },
    [desktop]: {
      // Rows, the gap between them, the padding and the 1px border of `bar`.
      minHeight: `calc(${FIELD_ROW + PICKERS_ROW}px + 3 * ${vars.space.md} + 2px)`,
    },
  },
});
// The phone's 'Filtri' button row; a desktop shows the bar instead (chosen by CSS, so the server's page
// is right for both before any script runs).
export const toolbar = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
  '@media': { [desktop]: { display: 'none' } },
});
export const panelActions = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.lg });
export const cardSkeleton = style({ display: 'grid', gap: vars.space.sm, minHeight: 280 });
