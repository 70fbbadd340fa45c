import { style } from '@vanilla-extract/css';
import { pressable } from '../theme/pieces';
import { vars } from '../theme/theme.css';

export const listBox = style({
  maxHeight: 'inherit',
  overflow: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 40,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  ...pressable,
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    // The darker pink: primaryStrong on the hovered/focused grey is 4.4:1, under AA for body text.
    '&[data-selected]': { fontWeight: vars.fontWeight.medium, color: vars.color.primaryHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const check = style({
  marginLeft: 'auto',
  width: 16,
  height: 16,
  flexShrink: 0,
});

export const emptyState = style({
  padding: `${vars.space.md} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
