import { style } from '@vanilla-extract/css';
import { focusRing, vars } from './theme.css';

/**
 * An in-page skip link ('Vai al preventivo', 'Vai ai risultati', right after a page's heading, where a new
 * page puts focus): the look of the product's skip links (`ui/a11y/SkipLinks`), but clipped rather than
 * moved off screen until focused, as it sits mid-page. Out of the page's flow either way: it moves nothing.
 */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.toast,
  whiteSpace: 'nowrap',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primaryStrong,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&:not(:focus)': {
      width: 1,
      height: 1,
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});
