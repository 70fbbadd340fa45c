import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 960 });
export const cover = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
});
export const title = style({ margin: 0, fontSize: 28, lineHeight: 1.2 });
export const address = style({ margin: 0, color: vars.color.textMuted });
export const h2 = style({ fontSize: 20, margin: `0 0 ${vars.space.sm}` });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const notFound = style({ padding: vars.space.xxl, textAlign: 'center', fontSize: 20 });
export const skeletonHero = style({
  height: 420,
  borderRadius: vars.radius.lg,
  background: vars.color.skeleton,
});
