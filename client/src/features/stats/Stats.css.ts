import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { stack } from '../../ui/theme/pieces';

export const section = style({ ...stack(vars.space.lg), minWidth: 0, maxWidth: 960 });
export const title = style({ margin: 0 });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const card = style({
  ...stack(vars.space.xs),
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const cardLabel = style({ margin: 0, fontWeight: 600 });
export const cardValue = style({ margin: 0, fontSize: '1.5rem', fontWeight: 700 });
export const cardNote = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });
export const figure = style({ ...stack(vars.space.sm), margin: 0, minWidth: 0 });
export const figureTitle = style({ margin: 0, fontSize: '1.125rem' });
export const chart = style({ width: '100%', minHeight: 220, overflow: 'hidden' });
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.875rem',
});
export const swatch = style({
  display: 'inline-block',
  width: 12,
  height: 12,
  marginInlineEnd: vars.space.xs,
  borderRadius: 2,
  verticalAlign: 'middle',
});
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ borderCollapse: 'collapse', fontSize: '0.875rem', whiteSpace: 'nowrap' });
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  selectors: { '&:first-child': { textAlign: 'start' } },
});
export const toggle = style({ cursor: 'pointer', fontWeight: 600 });
