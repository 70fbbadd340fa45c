import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const input = style({
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const sign = style({
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
});
