import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const shimmer = keyframes({
  from: { backgroundPosition: '200% 0' },
  to: { backgroundPosition: '-200% 0' },
});

export const base = style({
  display: 'block',
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const variant = styleVariants({
  rect: { borderRadius: vars.radius.md },
  text: { borderRadius: vars.radius.sm, height: '1em', marginBlock: '0.25em' },
  circle: { borderRadius: vars.radius.full, flexShrink: 0 },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
});
