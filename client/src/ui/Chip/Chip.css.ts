import { style } from '@vanilla-extract/css';
import { controlBox, oneLine, quietButtonStates, roundIconButton } from '../theme/pieces';
import { focusRing, vars } from '../theme/theme.css';

export const chip = style({
  ...controlBox({
    display: 'inline-flex',
    gap: vars.space.xs,
    minHeight: 32,
    radius: vars.radius.full,
    border: vars.color.border,
    background: vars.color.primarySubtle,
    fontSize: vars.fontSize.sm,
  }),
  maxWidth: '100%',
  selectors: {
    '&[data-removable]': { paddingRight: vars.space.xxs },
  },
});

export const label = style(oneLine);

export const remove = style({
  ...roundIconButton(28),
  selectors: {
    ...quietButtonStates,
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const icon = style({ width: 14, height: 14 });
