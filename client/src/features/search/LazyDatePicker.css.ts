import { style } from '@vanilla-extract/css';
import { controlBox, fieldFocus } from '../../ui/theme/pieces';
import { vars } from '../../ui/theme/theme.css';

export const field = style({ display: 'grid', gap: vars.space.xxs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });
export const trigger = style({
  // The same white box as the other fields: a tinted one read as disabled.
  ...controlBox(),
  justifyContent: 'space-between',
  height: 44,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-pressed], &[aria-expanded="true"]': fieldFocus,
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});
export const value = style({ selectors: { '&[data-placeholder]': { color: vars.color.textMuted } } });
export const dialog = style({ outline: 'none', padding: vars.space.sm });
