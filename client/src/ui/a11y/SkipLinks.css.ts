import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { skipLinkLook } from '../theme/skipLink.css';

export const skipLinks = style({ position: 'absolute', top: 0, left: 0, zIndex: vars.zIndex.toast });

/** Off screen until focused, then the skip links' solid button in the top-left corner, over the header. */
export const skipLink = style([
  skipLinkLook,
  { transform: 'translateY(-200%)', selectors: { '&:focus': { transform: 'none' } } },
]);
