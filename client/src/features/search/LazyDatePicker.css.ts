import { style } from '@vanilla-extract/css';
import { controlBox, fieldFocus, text } from '../../ui/theme/pieces';
import { vars } from '../../ui/theme/theme.css';

// The label and its box spaced and set as every other field's (ui/Field), so the bar's rows line up.
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style(text(vars.fontSize.sm, vars.color.text, vars.fontWeight.medium));
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
