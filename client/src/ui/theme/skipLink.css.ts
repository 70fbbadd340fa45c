import { style } from '@vanilla-extract/css';
import { focusRing, vars } from './theme.css';

/**
 * An in-page skip link ('Vai al preventivo', 'Vai ai risultati'): out of sight until it has keyboard focus,
 * then a chip over the top-left corner of its positioned container (out of the page's flow either way, so
 * it moves nothing).
 */
export const skipLink = style({
  position: 'absolute',
  top: 0,
  left: 0,
  zIndex: 30,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primaryStrong,
  fontWeight: 700,
  textDecoration: 'underline',
  boxShadow: vars.shadow.md,
  selectors: {
    '&:focus-visible': focusRing,
    '&:not(:focus)': {
      width: 1,
      height: 1,
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      boxShadow: 'none',
    },
  },
});
