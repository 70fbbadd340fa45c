import { style } from '@vanilla-extract/css';
import { toggleRow } from '../theme/pieces';
import { vars } from '../theme/theme.css';

export const switchRoot = style(toggleRow);

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 40,
  height: 24,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: `background-color ${vars.duration.normal}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { backgroundColor: vars.color.primaryStrong },
    [`${switchRoot}[data-pressed] &`]: { filter: 'brightness(0.92)' },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 3,
  left: 3,
  width: 18,
  height: 18,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.normal}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
