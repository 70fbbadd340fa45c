import { recipe } from '@vanilla-extract/recipes';
import { oneLine } from '../theme/pieces';
import { vars } from '../theme/theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.normal,
    ...oneLine,
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
      primary: { backgroundColor: vars.color.primarySubtle, color: vars.color.primaryPressed },
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.success },
      warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.warning },
      error: { backgroundColor: vars.color.errorSubtle, color: vars.color.error },
      info: { backgroundColor: vars.color.infoSubtle, color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
