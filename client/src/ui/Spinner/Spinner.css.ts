import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '1.6s' },
  },
});

export const size = styleVariants({
  sm: { width: 14, height: 14 },
  md: { width: 20, height: 20 },
  lg: { width: 32, height: 32, borderWidth: 3 },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.primary,
});
