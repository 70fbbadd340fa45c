import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const prompt = style({
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const question = style({ margin: 0, fontWeight: 700 });

export const hint = style({ margin: `${vars.space.xs} 0 ${vars.space.sm}`, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
