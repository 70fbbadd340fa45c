import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
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
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const panelForm = style({ display: 'grid', gap: vars.space.md });
export const pickers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const pickerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
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
export const toolbar = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const panelActions = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.lg });
export const cardSkeleton = style({ display: 'grid', gap: vars.space.sm, minHeight: 280 });
