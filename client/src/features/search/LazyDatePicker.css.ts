import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const field = style({ display: 'grid', gap: vars.space.xxs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  height: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  // The same white box as the other fields: a tinted one read as disabled.
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-pressed], &[aria-expanded="true"]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});
export const value = style({ selectors: { '&[data-placeholder]': { color: vars.color.textMuted } } });
export const dialog = style({ outline: 'none', padding: vars.space.sm });
