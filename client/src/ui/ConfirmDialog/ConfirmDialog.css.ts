import { style } from '@vanilla-extract/css';
import { stack } from '../theme/pieces';
import { vars } from '../theme/theme.css';

export const body = style({ ...stack(vars.space.lg), color: vars.color.text });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
