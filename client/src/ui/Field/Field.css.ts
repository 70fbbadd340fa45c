import { style } from '@vanilla-extract/css';
import {
  centredBox,
  fieldFocus,
  fieldFrame,
  quietButton,
  quietButtonStates,
  row,
  stack,
  text,
} from '../theme/pieces';
import { focusRing, vars } from '../theme/theme.css';

export const field = style({ ...stack(vars.space.xs), minWidth: 0 });

export const label = style(text(vars.fontSize.sm, vars.color.text, vars.fontWeight.medium));
export const description = style(text(vars.fontSize.xs, vars.color.textMuted));
export const fieldError = style(text(vars.fontSize.xs, vars.color.error));

// The description or error, then the counter at the far end, both held at the top when the message wraps.
export const footer = style({
  ...row(vars.space.sm),
  justifyContent: 'space-between',
  alignItems: 'flex-start',
});

// Reads as the description beside it; red once the text reaches the limit.
export const counter = style({
  ...text(vars.fontSize.xs, vars.color.textMuted),
  marginLeft: 'auto',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-limit]': { color: vars.color.error },
  },
});

/** Bordered box around an input (and optional adornment buttons). */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  ...fieldFrame,
  overflow: 'hidden',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within]': fieldFocus,
    '&[data-invalid], [data-invalid] > &': { borderColor: vars.color.error },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    // Read-only: a quiet filled box with a dashed edge, so it does not look like a field to type in.
    '[data-readonly] > &': {
      backgroundColor: vars.color.surfaceHover,
      borderStyle: 'dashed',
      borderColor: vars.color.borderStrong,
      cursor: 'default',
      boxShadow: 'none',
    },
  },
});

/** The text a person types, in a group's input or a stand-alone one (the focus shows on the box, not the text). */
const typedText = {
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  outline: 'none',
};
/** The hint shown before anything is typed. */
const mutedPlaceholder = {
  '&::placeholder': { color: vars.color.textMuted },
};

/** Input living inside a `group` (no own border). */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  ...typedText,
  selectors: { ...mutedPlaceholder },
});

/** Stand-alone bordered input / textarea. */
export const input = style({
  width: '100%',
  ...fieldFrame,
  padding: `${vars.space.sm} ${vars.space.md}`,
  ...typedText,
  selectors: {
    ...mutedPlaceholder,
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': fieldFocus,
    '&[data-invalid]': { borderColor: vars.color.error },
    '&[data-invalid][data-focused]': { outlineColor: vars.color.error },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const textArea = style({
  resize: 'vertical',
  minHeight: 96,
  lineHeight: vars.lineHeight.normal,
});

/** Small square button placed inside a `group` (password toggle, steppers, chevrons). */
export const adornmentButton = style({
  ...centredBox,
  alignSelf: 'stretch',
  minWidth: 44,
  padding: `0 ${vars.space.sm}`,
  ...quietButton,
  selectors: {
    ...quietButtonStates,
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
