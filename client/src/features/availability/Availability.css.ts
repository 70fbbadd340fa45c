import { style } from '@vanilla-extract/css';
import { panel as panelBox, row } from '../../ui/theme/pieces';
import { vars } from '../../ui/theme/theme.css';

export const panel = style({ display: 'grid', gap: vars.space.lg, minWidth: 0, maxWidth: '100%' });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const calendarBox = style({
  // At 360 px the calendar (296 px) and the page padding fit; it never scrolls sideways.
  maxWidth: '100%',
  overflowX: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  justifySelf: 'start',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const legend = style({ ...row(vars.space.xs), fontSize: vars.fontSize.sm });
export const swatch = style({
  display: 'inline-block',
  width: 14,
  height: 14,
  borderRadius: vars.radius.sm,
  backgroundImage: `linear-gradient(135deg, transparent 42%, ${vars.color.error} 42%, ${vars.color.error} 58%, transparent 58%)`,
  border: `1px solid ${vars.color.error}`,
});
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const feed = style({ display: 'grid', gap: vars.space.sm, ...panelBox(vars.space.md), minWidth: 0 });
export const url = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const importList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.md,
});
export const importItem = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const importError = style({ color: vars.color.error, fontSize: vars.fontSize.sm });
export const importForm = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const swatchImported = style({
  display: 'inline-block',
  width: 14,
  height: 14,
  borderRadius: vars.radius.sm,
  background: vars.color.textMuted,
});
