import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const dot = style({
  display: 'inline-block',
  flexShrink: 0,
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 2px ${vars.color.background}`,
});

export const tone = styleVariants({
  primary: { backgroundColor: vars.color.primary },
  error: { backgroundColor: vars.color.error },
  success: { backgroundColor: vars.color.success },
  info: { backgroundColor: vars.color.info },
});

/** Pin the dot to the top-right corner of a `position: relative` parent. */
export const corner = style({
  position: 'absolute',
  top: 0,
  right: 0,
  transform: 'translate(25%, -25%)',
});
