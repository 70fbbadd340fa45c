import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../theme/theme.css';
import { nativeHoverPressStates } from '../theme/pieces';

/**
 * One variant's colours at rest, and the backgrounds it takes when hovered and pressed (enabled only):
 * from react-aria's state attributes, or from the pseudo-classes for a `NativeButton` (`data-native`),
 * hover only where there is a pointer that hovers (a tap leaves no hover behind, as with react-aria).
 */
const tone = (rest: StyleRule, hovered: string, pressed: string): StyleRule => {
  const native = nativeHoverPressStates('&[data-native]', hovered, pressed);
  return {
    ...rest,
    ...native,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { backgroundColor: hovered },
      '&[data-pressed]:not([data-disabled])': { backgroundColor: pressed },
      ...native.selectors,
    },
  };
};

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-native]:focus-visible': focusRing,
      '&[data-disabled], &[data-native]:disabled': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-busy]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: tone(
        { backgroundColor: vars.color.primaryStrong, color: vars.color.onPrimary },
        vars.color.primaryHover,
        vars.color.primaryPressed,
      ),
      secondary: tone(
        {
          backgroundColor: vars.color.background,
          color: vars.color.text,
          borderColor: vars.color.borderStrong,
        },
        vars.color.surfaceHover,
        vars.color.surfacePressed,
      ),
      ghost: tone(
        { backgroundColor: 'transparent', color: vars.color.text },
        vars.color.surfaceHover,
        vars.color.surfacePressed,
      ),
      danger: tone(
        { backgroundColor: vars.color.error, color: vars.color.onPrimary },
        vars.color.errorHover,
        vars.color.errorHover,
      ),
    },
    size: {
      sm: { minHeight: 32, padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      md: { minHeight: 40, padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { minHeight: 48, padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
    iconOnly: {
      true: { paddingLeft: 0, paddingRight: 0, aspectRatio: '1 / 1' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false, iconOnly: false },
});

/** Label stays in the accessibility tree while the spinner is shown. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: {
    '[data-busy] > &': { opacity: 0 },
  },
});

export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
