import { style } from '@vanilla-extract/css';
import { quietButtonStates, roundIconButton } from '../theme/pieces';
import { focusRing, vars } from '../theme/theme.css';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minHeight: 32,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-removable]': { paddingRight: vars.space.xxs },
  },
});

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const remove = style({
  ...roundIconButton(28),
  selectors: {
    ...quietButtonStates,
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const icon = style({ width: 14, height: 14 });
