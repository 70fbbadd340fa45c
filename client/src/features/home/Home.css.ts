import { style } from '@vanilla-extract/css';
import { desktop, onDarkFocusRing, vars } from '../../ui/theme/theme.css';

export const hero = style({
  borderRadius: vars.radius.xl,
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: 'linear-gradient(135deg, #fde4ec 0%, #fff3e0 100%)',
  display: 'grid',
  gap: vars.space.md,
  '@media': { [desktop]: { padding: `${vars.space.xxl} ${vars.space.xxl}` } },
});
export const h1 = style({
  margin: 0,
  fontSize: 28,
  lineHeight: 1.15,
  '@media': { [desktop]: { fontSize: 40 } },
});
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });
export const searchBar = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  background: vars.color.surface,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  boxShadow: '0 4px 16px rgba(0,0,0,.08)',
  '@media': { [desktop]: { gridTemplateColumns: '2fr 1.4fr 1fr auto' } },
});
export const section = style({ marginTop: vars.space.xxl, display: 'grid', gap: vars.space.md });
export const h2 = style({ margin: 0, fontSize: 22 });
export const eventGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(6, 1fr)' } },
});
export const eventLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  minHeight: 64,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primaryStrong } },
});
export const skeletonCard = style({
  height: 280,
  borderRadius: vars.radius.lg,
  background: vars.color.skeleton,
});
export const partner = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
});
export const partnerImg = style({
  width: 120,
  height: 120,
  borderRadius: vars.radius.lg,
  objectFit: 'cover',
});
export const banner = style({
  marginTop: vars.space.xxl,
  borderRadius: vars.radius.xl,
  padding: vars.space.xl,
  ...onDarkFocusRing,
  background: '#1d1b26',
  color: '#fff',
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});
export const bannerTitle = style({ margin: 0, fontSize: 24 });
export const bannerText = style({ margin: 0, color: '#d9d5e4' });
