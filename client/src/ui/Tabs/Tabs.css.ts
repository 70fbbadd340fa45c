import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme/theme.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderRight: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: -1,
  transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primaryStrong, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});
