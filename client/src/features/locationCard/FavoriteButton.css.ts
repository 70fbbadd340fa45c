import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const heart = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.primaryStrong,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
