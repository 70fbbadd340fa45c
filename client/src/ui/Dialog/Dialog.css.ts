import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  maxHeight: 'inherit',
  height: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm} ${vars.space.xl}`,
});

export const headerNoTitle = style({
  justifyContent: 'flex-end',
  paddingBottom: 0,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.xl}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const closeIcon = style({ width: 20, height: 20 });
