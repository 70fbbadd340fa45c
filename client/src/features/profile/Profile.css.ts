import { style } from '@vanilla-extract/css';
import { vars, mobile } from '../../ui';

// Desktop: the side menu on the left of the section, though it follows the section in the page's order.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr)',
  gridTemplateAreas: '"nav content"',
  gap: 32,
  padding: '32px 0',
  '@media': {
    [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: 'none', padding: '16px 0' },
  },
});
// A phone has one column and no areas: an area named there would add an implicit column of its own.
export const content = style({
  gridArea: 'content',
  minWidth: 0,
  '@media': { [mobile]: { gridArea: 'auto' } },
});
export const nav = style({
  gridArea: 'nav',
  display: 'grid',
  gap: 4,
  alignContent: 'start',
  '@media': { [mobile]: { gridArea: 'auto' } },
});
export const navLink = style({
  padding: '10px 12px',
  borderRadius: 8,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.primarySubtle, fontWeight: 600 } },
});
export const section = style({ display: 'grid', gap: 16, maxWidth: 560, alignContent: 'start' });
export const actions = style({ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'flex-end' });
export const avatarRow = style({ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' });
export const avatar = style({
  width: 96,
  height: 96,
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 });
export const listItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 12,
  padding: 12,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 8,
});
export const danger = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: 16,
  display: 'flex',
  gap: 12,
  justifyContent: 'space-between',
  flexWrap: 'wrap',
});
