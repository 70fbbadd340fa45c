import { style } from '@vanilla-extract/css';
import { bareList, hoverPressStates, pressable, row } from '../theme/pieces';
import { focusRing, vars } from '../theme/theme.css';

export const nav = style({
  display: 'flex',
  justifyContent: 'center',
});

export const list = style({ ...bareList, ...row(vars.space.xs) });

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  height: 40,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  ...pressable,
  selectors: {
    ...hoverPressStates,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primaryStrong,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.35, cursor: 'default' },
  },
});

export const icon = style({ width: 16, height: 16 });
