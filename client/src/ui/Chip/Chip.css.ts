import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme/theme.css';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minHeight: 32,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-removable]': { paddingRight: vars.space.xxs },
  },
});

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 28,
  height: 28,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const icon = style({ width: 14, height: 14 });
