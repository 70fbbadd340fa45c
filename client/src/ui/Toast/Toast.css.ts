import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareList, quietButtonStates, roundIconButton, stack, text } from '../theme/pieces';
import { focusRing, vars } from '../theme/theme.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateX(24px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  right: vars.space.lg,
  left: 'auto',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(380px, calc(100vw - 32px))',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const list = style({ ...bareList, ...stack(vars.space.sm) });

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
    backgroundColor: vars.color.background,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: 4,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    outline: 'none',
    animation: `${slideIn} ${vars.duration.slow} ease-out`,
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    tone: {
      success: { borderLeftColor: vars.color.success },
      error: { borderLeftColor: vars.color.error },
      info: { borderLeftColor: vars.color.info },
      warning: { borderLeftColor: vars.color.warning },
    },
  },
});

export const content = style({ flex: 1, minWidth: 0, ...stack(vars.space.xxs), paddingTop: vars.space.xxs });
export const title = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const description = style(text(vars.fontSize.sm, vars.color.textMuted));

export const closeButton = style({
  ...roundIconButton(32),
  selectors: {
    ...quietButtonStates,
    '&[data-focus-visible]': focusRing,
  },
});

export const closeIcon = style({ width: 16, height: 16 });
