import { style } from '@vanilla-extract/css';
import { stack, text } from '../../ui/theme/pieces';
import { focusRing, vars } from '../../ui/theme/theme.css';

export const root = style({ ...stack(vars.space.sm), minWidth: 0 });
export const label = style(text(vars.fontSize.sm, vars.color.text, vars.fontWeight.medium));
export const description = style(text(vars.fontSize.xs, vars.color.textMuted));
export const messages = style({ ...stack(vars.space.xxs), ':empty': { display: 'none' } });
export const message = style({ ...text(vars.fontSize.xs, vars.color.error), margin: 0 });

/** Columns as wide as fit: two at 360 px, never wider than the form, so nothing scrolls sideways. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
  gap: vars.space.sm,
  minWidth: 0,
  padding: 0,
  margin: 0,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { outline: `2px dashed ${vars.color.primary}`, outlineOffset: '2px' },
    '&[data-empty]': { display: 'block' },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': { outline: `2px solid ${vars.color.primary}` },
  },
});

export const picture = style({ position: 'relative', display: 'block', aspectRatio: '4 / 3' });

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.xs,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** An accepted image this browser cannot draw (HEIC, TIFF): its name on a quiet ground, not a broken icon. */
export const noPreview = style({
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space.xxs,
  width: '100%',
  height: '100%',
  padding: vars.space.sm,
  background: vars.color.skeleton,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

const chip = {
  position: 'absolute',
  left: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
} as const;

export const cover = style({
  ...chip,
  bottom: vars.space.xs,
  // The strong shade: white on the plain primary is under 4.5:1 at this small size.
  background: vars.color.primaryHover,
  color: vars.color.onPrimary,
});

export const pending = style({
  ...chip,
  top: vars.space.xs,
  background: vars.color.background,
  color: vars.color.textMuted,
});

export const grip = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'grab',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const remove = style({ flexShrink: 0 });

export const empty = style({ ...text(vars.fontSize.sm, vars.color.textMuted), padding: vars.space.md });
