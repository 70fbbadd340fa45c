import { style } from '@vanilla-extract/css';
import { pickerTrigger, pickerValue } from '../theme/pieces';
import { vars } from '../theme/theme.css';

export const trigger = style(
  pickerTrigger({
    '[data-invalid] &': { borderColor: vars.color.error },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  }),
);

export const value = style(pickerValue);

export const chevron = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const popover = style({
  maxHeight: 320,
});
