import { style } from '@vanilla-extract/css';
import { text } from '../../ui/theme/pieces';
import { vars } from '../../ui/theme/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  color: vars.color.text,
  height: '100%',
  transition: 'box-shadow 150ms',
  selectors: {
    '&:hover': { boxShadow: '0 6px 20px rgba(0,0,0,.10)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const media = style({
  position: 'relative',
  aspectRatio: '3 / 2',
  background: vars.color.skeleton,
  overflow: 'hidden',
});
export const img = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const body = style({ padding: vars.space.md, display: 'grid', gap: vars.space.xxs });
export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, lineHeight: 1.3 });
export const city = style({ margin: 0, ...text(vars.fontSize.sm, vars.color.textMuted) });
export const price = style({ margin: 0, ...text(vars.fontSize.sm, vars.color.primaryStrong, '600') });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const wrapper = style({ position: 'relative', height: '100%' });
export const favorite = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm });
