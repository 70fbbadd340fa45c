import { style } from '@vanilla-extract/css';
import { pressable } from '../theme/pieces';
import { focusRing, vars } from '../theme/theme.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  backgroundColor: vars.color.background,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  textAlign: 'left',
  ...pressable,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.surface },
    '&[data-focus-visible]': focusRing,
    '[data-invalid] &': { borderColor: vars.color.error },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const popover = style({
  maxHeight: 320,
});
