import { style } from '@vanilla-extract/css';
import { nativeHoverPressStates, roundNavButton, row, stack } from '../theme/pieces';
import { focusRing, vars } from '../theme/theme.css';

export const carousel = style({ ...stack(vars.space.md), minWidth: 0 });

export const header = style({ ...row(vars.space.md), flexWrap: 'wrap' });

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const controls = style({
  display: 'flex',
  gap: vars.space.xs,
  marginLeft: 'auto',
});

export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  // Snap positions count the padding, so the first slide rests at scroll 0 and the last at the very end.
  scrollPaddingInline: vars.space.xxs,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&:focus-visible': focusRing,
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
});

export const slide = style({
  scrollSnapAlign: 'start',
  minWidth: 0,
  // The last slide snaps to the end, so the track can come to rest with it whole in view.
  selectors: { '&:last-child': { scrollSnapAlign: 'end' } },
});

export const navButton = style({
  ...roundNavButton(40, { border: `1px solid ${vars.color.border}`, background: vars.color.background }),
  // Plain buttons (the carousels are on the home page's first load): the states from pseudo-classes.
  ...nativeHoverPressStates(),
  selectors: {
    ...nativeHoverPressStates().selectors,
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.35, cursor: 'default' },
  },
});

export const icon = style({ width: 16, height: 16 });
