import { globalStyle, style } from '@vanilla-extract/css';
import { desktop, vars } from '../../ui/theme/theme.css';
import { tapTarget } from '../../ui/theme/pieces';

/** Main column plus an optional side column (the quote box) on desktop. */
export const layout = style({
  display: 'grid',
  rowGap: vars.space.lg,
  columnGap: vars.space.xl,
  // The corner the quote skip link shows in.
  position: 'relative',
  '@media': {
    // The page's head and body in the first column; the quote box, between them in the document, spans
    // both rows of the second (a taller box grows the body's row, not the gap under the heading).
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateRows: 'auto 1fr',
      alignItems: 'start',
    },
  },
});
globalStyle(`${layout} > aside`, { '@media': { [desktop]: { gridColumn: 2, gridRow: '1 / span 2' } } });
globalStyle(`${layout} > div`, { gridColumn: 1 });
export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 960, minWidth: 0 });
export const topBar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const title = style({ margin: 0, fontSize: 28, lineHeight: 1.2 });
export const info = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  flexWrap: 'wrap',
});
export const logo = style({ width: 72, height: 72, borderRadius: vars.radius.md, objectFit: 'cover' });
export const logoPlaceholder = style({
  width: 72,
  height: 72,
  borderRadius: vars.radius.md,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.primarySubtle,
  color: vars.color.primaryPressed,
  fontSize: 30,
  fontWeight: 700,
});
export const name = style({ margin: 0, fontSize: 20, fontWeight: 700 });
export const address = style({ margin: 0, color: vars.color.textMuted });
export const estimate = style({ margin: 0, fontSize: 18, fontWeight: 700 });
export const estimateLabel = style({ fontWeight: 400, color: vars.color.textMuted });
export const mapLink = style({ color: vars.color.primaryStrong, fontWeight: 600 });
export const description = style({ whiteSpace: 'pre-line', margin: 0 });
export const h2 = style({ fontSize: 20, margin: `0 0 ${vars.space.sm}` });
export const line = style({ margin: `0 0 ${vars.space.xxs}` });
export const contacts = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const contact = style({
  display: 'inline-flex',
  ...tapTarget(44, vars.space.lg, vars.radius.md),
  background: vars.color.primaryStrong,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: 'none',
});
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const rowLink = style({
  all: 'unset',
  cursor: 'pointer',
  color: vars.color.primaryStrong,
  fontWeight: 600,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const notFound = style({
  padding: vars.space.xxl,
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'center',
  textAlign: 'center',
});
export const notFoundTitle = style({ margin: 0, fontSize: 24 });
export const notFoundActions = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  justifyContent: 'center',
});
export const detail = style({ display: 'grid', gap: vars.space.md });
export const detailImages = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
globalStyle(`${detailImages} img`, {
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  display: 'block',
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { fontWeight: 700 });
globalStyle(`${facts} dd`, { margin: 0 });
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
