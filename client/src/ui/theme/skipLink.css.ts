import { style } from '@vanilla-extract/css';
import { focusRing, vars } from './theme.css';

/**
 * The product's skip links' look: a solid button in the top-left corner of what holds it, over the page and
 * out of its flow (it moves nothing). `ui/a11y/SkipLinks` moves it off screen until focused.
 */
export const skipLinkLook = style({
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
  selectors: { '&:focus-visible': focusRing },
});

/**
 * An in-page skip link ('Vai al preventivo', 'Vai ai risultati', right after a page's heading, where a new
 * page puts focus): the same look, but clipped rather than moved off screen until focused, as it sits
 * mid-page.
 */
export const skipLink = style([
  skipLinkLook,
  {
    selectors: {
      '&:not(:focus)': {
        width: 1,
        height: 1,
        padding: 0,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
      },
    },
  },
]);
