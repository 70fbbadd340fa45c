import { style } from '@vanilla-extract/css';
import { panel, row, sidebarLayout, tapTarget } from '../../ui/theme/pieces';
import { vars } from '../../ui/theme/theme.css';

export const layout = style(sidebarLayout('1fr'));
export const sidebar = style({ display: 'grid', gap: vars.space.sm, ...panel(vars.space.md) });
export const locName = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
/** The phone's one line above a section: the location, and the button that opens the menu. */
export const bar = style({ ...row(vars.space.md), justifyContent: 'space-between' });
export const barIcon = style({ width: 18, height: 18 });
export const menu = style({
  display: 'grid',
  gap: vars.space.sm,
  selectors: { '&[hidden]': { display: 'none' } },
});
/** Only carries the recording mask: lays out as if the select were the sidebar's own child. */
export const selectWrap = style({ display: 'contents' });
export const links = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.sm,
});
export const nav = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
// The sidebar's sections, in the design system's look rather than the browser's blue underlined links.
const sideLink = (minHeight: number) => ({
  display: 'flex',
  ...tapTarget(minHeight, vars.space.md, vars.radius.md),
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primarySubtle,
      // primaryStrong on primarySubtle stays under 4.5:1; the darker shade passes.
      color: vars.color.primaryHover,
    },
  },
});
export const navLink = style({ ...sideLink(40), fontWeight: 600 });
export const main = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
export const tableHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const h2 = style({ margin: 0, fontSize: vars.fontSize.lg });
export const subNav = style({ listStyle: 'none', margin: 0, padding: `0 0 0 ${vars.space.md}` });
// An item of a section (an ambient, a service): a lighter line under its section's entry.
export const subLink = style({ ...sideLink(36), fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
