import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  padding: `0 ${vars.space.md}`,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const segment = style({
  padding: `0 1px`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { padding: 0, color: vars.color.textMuted },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.primaryStrong, color: vars.color.onPrimary },
    '&[data-invalid]': { color: vars.color.error },
    '&[data-invalid][data-focused]': { backgroundColor: vars.color.error, color: vars.color.onPrimary },
  },
});

export const icon = style({ width: 18, height: 18 });

export const dialog = style({
  outline: 'none',
});
