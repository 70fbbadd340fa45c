import { style } from '@vanilla-extract/css';
import { controlBox, pressable } from '../theme/pieces';
import { focusRing, vars } from '../theme/theme.css';

export const trigger = style({
  ...controlBox(),
  justifyContent: 'space-between',
  width: '100%',
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
