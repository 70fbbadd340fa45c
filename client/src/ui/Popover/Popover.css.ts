import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1 } });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  backgroundColor: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
