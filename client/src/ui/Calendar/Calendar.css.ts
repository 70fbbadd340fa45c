import { style } from '@vanilla-extract/css';
import { hoverPressStates, pressable, roundNavButton, row } from '../theme/pieces';
import { focusRing, vars } from '../theme/theme.css';

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'fit-content',
  minWidth: 296,
  padding: vars.space.md,
  color: vars.color.text,
});

export const header = style({ ...row(vars.space.xs), justifyContent: 'space-between' });

export const navButton = style({
  ...roundNavButton(36, { border: 'none', background: 'transparent' }),
  selectors: {
    ...hoverPressStates,
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.3, cursor: 'default' },
  },
});

export const navIcon = style({ width: 16, height: 16 });

export const caption = style({
  flex: 1,
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textAlign: 'center',
  ...pressable,
  selectors: {
    ...hoverPressStates,
    '&[data-focus-visible]': focusRing,
  },
});

export const captionText = style([caption, { cursor: 'default' }]);

export const grid = style({
  borderCollapse: 'collapse',
  width: '100%',
});

export const headerCell = style({
  paddingBottom: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textTransform: 'capitalize',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  margin: 1,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  ...pressable,
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-today]': { boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
    ...hoverPressStates,
    '&[data-selected]': {
      backgroundColor: vars.color.primaryStrong,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      opacity: 0.45,
      cursor: 'default',
      backgroundColor: 'transparent',
    },
    '&[data-unavailable]': { textDecoration: 'line-through' },
    '&[data-invalid][data-selected]': { backgroundColor: vars.color.error },
  },
});

const pickerGrid = style({
  display: 'grid',
  gap: vars.space.xs,
});

export const yearGrid = style([pickerGrid, { gridTemplateColumns: 'repeat(4, 1fr)' }]);
export const monthGrid = style([pickerGrid, { gridTemplateColumns: 'repeat(3, 1fr)' }]);

export const pickerItem = style({
  minHeight: 40,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  ...pressable,
  textTransform: 'capitalize',
  selectors: {
    ...hoverPressStates,
    '&[data-current]': {
      backgroundColor: vars.color.primaryStrong,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.35, cursor: 'default' },
  },
});

export const errorMessage = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.error,
});

/** A day of the range calendar: the chosen run is a band, its ends are filled, marked days are struck. */
export const rangeCell = style([
  cell,
  {
    borderRadius: vars.radius.md,
    selectors: {
      '&[data-selected]': {
        backgroundColor: vars.color.primarySubtle,
        color: vars.color.text,
        fontWeight: vars.fontWeight.medium,
      },
      '&[data-selection-start], &[data-selection-end]': {
        backgroundColor: vars.color.primaryStrong,
        color: vars.color.onPrimary,
        fontWeight: vars.fontWeight.bold,
      },
    },
  },
]);

export const markedCell = style({
  backgroundImage: `linear-gradient(135deg, transparent 46%, ${vars.color.error} 46%, ${vars.color.error} 54%, transparent 54%)`,
  color: vars.color.error,
});
