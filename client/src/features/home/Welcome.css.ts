import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
});
export const dots = style({ display: 'flex', gap: 6 });
export const dot = style({ width: 8, height: 8, borderRadius: '50%', background: vars.color.borderStrong });
export const dotActive = style([dot, { background: vars.color.primaryStrong }]);
export const text = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.5 });
