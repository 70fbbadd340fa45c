import { style } from '@vanilla-extract/css';
import { panel, pickerTrigger, pickerValue as pickerValueLook, stack, text } from '../../ui/theme/pieces';
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
// The desktop bar: nine fields, each a label above a 44px control, in rows of three (five from 1100px),
// so its height is known before its code arrives and `barSlot` holds exactly that space on the
// server-rendered page: nothing below it moves when the bar appears.
const wide = 'screen and (min-width: 1100px)';
const FIELD_ROW = 72;
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gridAutoRows: `minmax(${FIELD_ROW}px, auto)`,
  gap: vars.space.md,
  alignItems: 'end',
  ...panel(vars.space.md),
  background: vars.color.surface,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});
export const panelForm = style({ display: 'grid', gap: vars.space.md });
export const pickerField = style({ ...stack(vars.space.xs), minWidth: 0 });
export const pickerLabel = style(text(vars.fontSize.sm, vars.color.text, vars.fontWeight.medium));
// After the box: the button takes the page's font, size included.
export const pickerButton = style({ ...pickerTrigger(), font: 'inherit' });
export const pickerValue = style(pickerValueLook);
export const pickerChevron = style({ width: 16, height: 16, flexShrink: 0, color: vars.color.textMuted });
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
      // Three rows, the gaps between them, the padding and the 1px border of `bar`.
      minHeight: `calc(${3 * FIELD_ROW}px + 4 * ${vars.space.md} + 2px)`,
    },
    // Two rows from 1100px.
    [wide]: { minHeight: `calc(${2 * FIELD_ROW}px + 3 * ${vars.space.md} + 2px)` },
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
