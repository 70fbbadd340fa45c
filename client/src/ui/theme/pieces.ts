import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * Style pieces several components share, spread into their own `style({...})`, so a change to how a quiet
 * button or a toggle row looks is made once.
 */

/** Centres one child (an icon) in an inline box that never shrinks. */
export const centredBox = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
} satisfies StyleRule;

/** A borderless, transparent button in muted text (close, remove, adornment buttons). */
export const quietButton = {
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
} satisfies StyleRule;

/** The hover and press feedback of a quiet button. */
export const quietButtonStates = {
  '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
  '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
};

/** A round quiet button of `size` pixels holding one icon (toast close, chip remove). */
export const roundIconButton = (size: number) =>
  ({
    ...centredBox,
    width: size,
    height: size,
    borderRadius: vars.radius.full,
    ...quietButton,
  }) satisfies StyleRule;

/** The label row of a checkbox or a switch: the control, then its text; dimmed when disabled. */
export const toggleRow = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 32,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
} satisfies StyleRule;

/** Anything pressed with a pointer that draws its own focus ring. */
export const pressable = {
  cursor: 'pointer',
  outline: 'none',
} satisfies StyleRule;

/** The hover and press backgrounds of a pressable surface (calendar cells, pager and carousel buttons). */
export const hoverPressStates = {
  '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
  '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
};
