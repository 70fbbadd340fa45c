import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const popover = style({
  maxHeight: 320,
});

export const spinner = style({
  display: 'inline-flex',
  paddingRight: vars.space.sm,
  color: vars.color.textMuted,
});
