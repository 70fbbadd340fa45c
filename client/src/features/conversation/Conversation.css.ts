import { style } from '@vanilla-extract/css';
import { panel, row } from '../../ui/theme/pieces';
import { focusRing, vars } from '../../ui/theme/theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  ...panel(vars.space.lg),
  background: vars.color.surface,
  // Never wider than the column: long words and file names wrap instead of pushing the page sideways.
  minWidth: 0,
  maxWidth: '100%',
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus-visible': focusRing },
});
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const scroller = style({
  maxHeight: 480,
  overflowY: 'auto',
  overflowX: 'hidden',
  selectors: { '&:focus-visible': focusRing },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
const bubble = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  maxWidth: 'min(100%, 560px)',
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const mine = style([bubble, { justifySelf: 'end', background: vars.color.primarySubtle }]);
export const theirs = style([
  bubble,
  { justifySelf: 'start', background: vars.color.background, border: `1px solid ${vars.color.border}` },
]);
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const body = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const photo = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
});
export const composer = style({ display: 'grid', gap: vars.space.sm });
export const composerActions = style({
  ...row(vars.space.sm),
  flexWrap: 'wrap',
  justifyContent: 'space-between',
});
export const chip = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});
export const form = style({ display: 'grid', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
