import { style, styleVariants } from '@vanilla-extract/css';
import { desktop, vars } from '../../ui/theme/theme.css';

const base = style({
  display: 'grid',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  height: 260,
  '@media': { [desktop]: { height: 420 } },
});

// Mobile shows the first image large with at most one companion; desktop uses the full layouts.
// Tracks have no content minimum (minmax(0, …)): an image that fails to load shows its alt text, which
// must not widen its column and push the page out of shape.
const col = (fr: number) => `minmax(0, ${fr}fr)`;
const rows = 'repeat(2, minmax(0, 1fr))';
// Every layout fills its box without holes: 2 side by side; 3 as one large and two stacked; 4 as one large,
// two small on top and a wide one under them; 5 as one large and a 2×2 block.
export const grid = styleVariants({
  1: [base, { gridTemplateColumns: col(1) }],
  2: [base, { gridTemplateColumns: `${col(1)} ${col(1)}` }],
  3: [base, { gridTemplateColumns: `${col(2)} ${col(1)}`, gridTemplateRows: rows }],
  4: [base, { gridTemplateColumns: `${col(2)} ${col(1)} ${col(1)}`, gridTemplateRows: rows }],
  5: [base, { gridTemplateColumns: `${col(2)} ${col(1)} ${col(1)}`, gridTemplateRows: rows }],
});
// A quiet box behind every photo: what shows while it loads, or if it never does.
const cell = {
  minHeight: 0,
  minWidth: 0,
  overflow: 'hidden',
  position: 'relative',
  background: vars.color.skeleton,
} as const;
export const tile = style(cell);
export const first = style({ ...cell, gridRow: 'span 2' });
// With two images the grid has one row: the first tile spanning two would leave a hole under the second.
export const firstOfTwo = style({ ...cell, gridRow: 'auto' });
// The last of four takes the width of two small tiles, under them.
export const wide = style({ ...cell, gridColumn: 'span 2' });
export const tileButton = style({
  all: 'unset',
  display: 'block',
  width: '100%',
  height: '100%',
  cursor: 'zoom-in',
  position: 'relative',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 } },
});
export const img = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const more = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(0,0,0,.55)',
  color: '#fff',
  fontSize: 28,
  fontWeight: 700,
});
