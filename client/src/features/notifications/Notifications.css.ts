import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const page = style({ display: 'grid', gap: vars.space.md, maxWidth: 720 });
export const day = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
});
export const logo = style({ borderRadius: vars.radius.full, objectFit: 'cover' });
export const time = style({ marginLeft: 'auto', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
