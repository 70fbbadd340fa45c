import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { desktop, vars } from '../theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const zoomIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ease-in reverse` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: 'calc(100dvh - 32px)',
    backgroundColor: vars.color.background,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    overflow: 'hidden',
    selectors: {
      '&[data-entering]': { animation: `${zoomIn} ${vars.duration.normal} ease-out` },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: 400 },
      md: { maxWidth: 560 },
      lg: { maxWidth: 800 },
      /** Full screen on mobile, large dialog on desktop. */
      fullscreen: {
        maxWidth: 'none',
        height: '100dvh',
        maxHeight: '100dvh',
        borderRadius: 0,
        '@media': {
          [desktop]: {
            maxWidth: 800,
            height: 'auto',
            maxHeight: 'calc(100dvh - 32px)',
            borderRadius: vars.radius.lg,
          },
        },
      },
    },
  },
  defaultVariants: { size: 'md' },
});
