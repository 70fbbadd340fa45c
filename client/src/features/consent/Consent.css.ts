import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../../ui';

// Fixed to the bottom: it overlays the page instead of pushing it, so it causes no layout shift.
export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  padding: vars.space.md,
  maxHeight: '60vh',
  overflowY: 'auto',
});

export const bannerInner = style({
  maxWidth: 1240,
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [desktop]: { gridTemplateColumns: '1fr auto', alignItems: 'center', gap: vars.space.lg } },
});

export const title = style({ fontSize: vars.fontSize.md, margin: 0 });

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.5 });

export const link = style({ color: vars.color.primaryStrong, fontWeight: vars.fontWeight.medium });

// 'Accetta tutti' and 'Rifiuta tutti' share one style and size: equally prominent, as the Garante asks.
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const category = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const categoryText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
