import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    backgroundColor: vars.color.background,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
  },
  variants: {
    padding: {
      none: {},
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    elevated: {
      true: { boxShadow: vars.shadow.sm, borderColor: 'transparent' },
      false: {},
    },
  },
  defaultVariants: { padding: 'md', elevated: false },
});
