import { style } from '@vanilla-extract/css';
import { stack, toggleRow } from '../theme/pieces';
import { vars } from '../theme/theme.css';

export const checkbox = style(toggleRow);

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 20,
  height: 20,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.background,
  color: vars.color.onPrimary,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primaryStrong,
      borderColor: vars.color.primaryStrong,
    },
    [`${checkbox}[data-pressed] &`]: { transform: 'scale(0.95)' },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.error },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const icon = style({ width: 14, height: 14 });

export const group = style(stack(vars.space.xs));

export const groupItems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
