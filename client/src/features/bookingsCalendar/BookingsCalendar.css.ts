import { style } from '@vanilla-extract/css';
import { panel } from '../../ui/theme/pieces';
import { vars } from '../../ui/theme/theme.css';

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
// At 360 px the two buttons and the month wrap rather than scroll sideways.
export const nav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const month = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  textTransform: 'capitalize',
  flex: '1 1 8rem',
});
export const days = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const day = style({ ...panel(vars.space.md), display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const dayTitle = style({ margin: 0, fontSize: vars.fontSize.md, textTransform: 'capitalize' });
export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const entry = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const link = style({ color: vars.color.primaryStrong, fontWeight: 600 });
export const blocked = style({ color: vars.color.error });
export const imported = style({ color: vars.color.text, fontStyle: 'italic' });
