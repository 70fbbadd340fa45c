import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.slow} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.slow} ease-in reverse` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const panel = style({
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: 480,
  height: '100dvh',
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.duration.slow} ease-out` },
    '&[data-exiting]': { animation: `${slideIn} ${vars.duration.slow} ease-in reverse` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
