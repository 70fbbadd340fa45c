import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme/theme.css';

export const skipLinks = style({ position: 'absolute', top: 0, left: 0, zIndex: vars.zIndex.toast });

/** Off screen until focused, then a solid button in the top-left corner, over the header. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  whiteSpace: 'nowrap',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primaryStrong,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
    '&:focus-visible': focusRing,
  },
});
