import { style } from '@vanilla-extract/css';
import { stack, text } from '../../ui/theme/pieces';
import { vars } from '../../ui/theme/theme.css';

export const page = style({
  ...stack(vars.space.lg),
  maxWidth: 720,
  minWidth: 0,
  paddingBlock: vars.space.lg,
});
export const title = style({ margin: 0, overflowWrap: 'anywhere' });
export const section = style({ ...stack(vars.space.sm), minWidth: 0 });
export const h2 = style({ margin: 0, fontSize: vars.fontSize.lg });
export const steps = style({ ...stack(vars.space.xs), margin: 0, paddingInlineStart: vars.space.lg });
export const highlight = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.info}`,
  background: vars.color.infoSubtle,
});
export const planName = style({ fontWeight: vars.fontWeight.bold });
export const price = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const muted = style({ ...text(vars.fontSize.sm, vars.color.textMuted) });
export const note = style({ margin: 0, ...text(vars.fontSize.sm, vars.color.textMuted) });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
