import { keyframes, style } from '@vanilla-extract/css';
import { desktop, mobile, vars } from '../../ui/theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const still = '(prefers-reduced-motion: reduce)';

// The photo alone on a near-black ground, whatever the page's theme: white controls on it.
const ground = 'rgb(14, 10, 12)';
const light = '#FFFFFF';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: ground,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` } },
  '@media': { [still]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const modal = style({ position: 'absolute', inset: 0, outline: 'none' });

export const dialog = style({
  position: 'relative',
  height: '100%',
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  color: light,
  outline: 'none',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const counter = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const stage = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: 0,
  padding: `0 0 ${vars.space.md}`,
  // Sideways moves are the viewer's (a swipe turns the photo); scrolling and zooming stay the browser's.
  touchAction: 'pan-y pinch-zoom',
  userSelect: 'none',
  '@media': { [desktop]: { padding: `0 88px ${vars.space.lg}` } },
});

export const image = style({
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: ground,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  '@media': { [still]: { animation: 'none' } },
});

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  flex: 'none',
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  color: light,
  backgroundColor: 'rgba(255, 255, 255, 0.14)',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: 'rgba(255, 255, 255, 0.26)' },
    '&[data-pressed]': { backgroundColor: 'rgba(255, 255, 255, 0.34)' },
    '&[data-focus-visible]': { outline: `3px solid ${light}`, outlineOffset: 2 },
  },
});

export const icon = style({ width: 28, height: 28 });

// Over the photo's sides, halfway down: thumbs reach them on a phone, the pointer on a desktop.
export const side = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  '@media': {
    // Over the photo on a phone: a dark disc keeps the arrow readable on a bright picture.
    [mobile]: { backgroundColor: 'rgba(14, 10, 12, 0.55)', boxShadow: '0 0 0 1px rgba(255, 255, 255, 0.2)' },
    [desktop]: { width: 56, height: 56 },
  },
});
export const previous = style({ left: vars.space.sm, '@media': { [desktop]: { left: vars.space.lg } } });
export const next = style({ right: vars.space.sm, '@media': { [desktop]: { right: vars.space.lg } } });
