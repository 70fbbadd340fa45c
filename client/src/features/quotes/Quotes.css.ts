import { globalStyle, style } from '@vanilla-extract/css';
import { cardsOnPhones, panel } from '../../ui/theme/pieces';
import { desktop, focusRing, mobile, vars } from '../../ui/theme/theme.css';

export const box = style({
  display: 'grid',
  gap: vars.space.md,
  ...panel(vars.space.lg),
  background: vars.color.surface,
  alignSelf: 'start',
  position: 'sticky',
  top: vars.space.lg,
  // A fixed width: the page's main column has its final width before the form (and its script) arrives.
  '@media': { [mobile]: { display: 'none' }, [desktop]: { width: 352 } },
});
export const boxTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus-visible': focusRing },
});
export const form = style({ display: 'grid', gap: vars.space.md });
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const legend = style({ fontWeight: 600, marginBottom: vars.space.xs, padding: 0 });
export const itemRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const price = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });
export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
});
export const errors = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  color: vars.color.error,
  fontSize: vars.fontSize.sm,
});
export const bar = style({
  position: 'fixed',
  left: 0,
  right: 0,
  // Sits right above the mobile bottom navigation (64px plus the safe area).
  bottom: 'calc(64px + env(safe-area-inset-bottom))',
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { display: 'none' } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
cardsOnPhones(table, ['td']);
globalStyle(`${table} td`, {
  '@media': {
    [mobile]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: vars.space.sm,
      borderBottom: 'none',
      padding: `${vars.space.xs} 0`,
      overflowWrap: 'anywhere',
    },
  },
});
globalStyle(`${table} td:not([data-label])`, { '@media': { [mobile]: { justifyContent: 'flex-end' } } });
export const section = style({ display: 'grid', gap: vars.space.md });
export const empty = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const detail = style({ display: 'grid', gap: vars.space.lg, maxWidth: 860 });
// Flex items that are list items keep their markers: the list style goes, or '1.' sits over the text.
export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': { [mobile]: { gridTemplateColumns: '1fr' } },
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });
export const statusRow = style({ display: 'flex', gap: vars.space.md, alignItems: 'end', flexWrap: 'wrap' });
export const thumbs = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
globalStyle(`${thumbs} img`, { width: 160, height: 107, objectFit: 'cover', borderRadius: vars.radius.md });
/** Location page with the quote box at its side (desktop); room for the fixed bar (mobile). */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 360px',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [mobile]: { gridTemplateColumns: '1fr', paddingBottom: 88 } },
});
