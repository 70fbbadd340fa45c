import { style } from '@vanilla-extract/css';
import { stack } from '../theme/pieces';
import { vars } from '../theme/theme.css';

export const group = style({ ...stack(vars.space.xs), minWidth: 0 });

export const items = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.sm,
});

export const radio = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': {
      borderColor: vars.color.primaryStrong,
      backgroundColor: vars.color.primarySubtle,
      boxShadow: `inset 0 0 0 1px ${vars.color.primaryStrong}`,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const mark = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  marginTop: 2,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.background,
  transition: `border-width ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: 6, borderColor: vars.color.primaryStrong },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
