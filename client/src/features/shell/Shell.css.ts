import { globalStyle, style } from '@vanilla-extract/css';
import { row } from '../../ui/theme/pieces';
import { desktop, insetFocusRing, onDarkFocusRing, vars } from '../../ui/theme/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1240,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} 96px`,
  boxSizing: 'border-box',
  '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.xxl}` } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  height: 64,
});
export const headerInner = style({
  maxWidth: 1240,
  margin: '0 auto',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `0 ${vars.space.md}`,
  '@media': { [desktop]: { padding: `0 ${vars.space.xl}` } },
});
export const logo = style({
  fontWeight: 800,
  fontSize: 22,
  color: vars.color.primaryStrong,
  textDecoration: 'none',
  letterSpacing: '-0.02em',
});
export const desktopOnly = style({ display: 'none', '@media': { [desktop]: { display: 'flex' } } });
export const mobileOnly = style({ '@media': { [desktop]: { display: 'none' } } });
export const navLinks = style([desktopOnly, { gap: vars.space.lg, alignItems: 'center', flex: 1 }]);
export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  selectors: { '&[aria-current="page"]': { color: vars.color.primaryStrong } },
});
export const headerActions = style({ marginLeft: 'auto', ...row(vars.space.sm) });
export const avatarButton = style({
  position: 'relative',
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.primarySubtle,
  color: vars.color.primaryPressed,
  fontWeight: 700,
  cursor: 'pointer',
  padding: 0,
  overflow: 'visible',
  // react-aria's menu button marks keyboard focus; the plain buttons (sign-in, the menu's stand-in) get it
  // from the browser.
  selectors: {
    '&[data-focus-visible], &:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});
export const avatarImg = style({ width: '100%', height: '100%', borderRadius: '50%', objectFit: 'cover' });
export const dot = style({
  position: 'absolute',
  top: 0,
  right: 0,
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: vars.color.error,
  border: `2px solid ${vars.color.surface}`,
});
export const menu = style({
  minWidth: 200,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(0,0,0,.12)',
  padding: vars.space.xs,
  outline: 'none',
});
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceHover },
    // The tint alone is 1.09:1: keyboard focus also gets the ring.
    '&[data-focus-visible]': insetFocusRing,
  },
});
export const inlineDot = style({ width: 8, height: 8, borderRadius: '50%', background: vars.color.error });

export const bottomNav = style([
  mobileOnly,
  {
    position: 'fixed',
    bottom: 0,
    left: 0,
    right: 0,
    zIndex: 20,
    background: vars.color.surface,
    borderTop: `1px solid ${vars.color.border}`,
    display: 'flex',
    justifyContent: 'space-around',
    height: 64,
    paddingBottom: 'env(safe-area-inset-bottom)',
  },
]);
export const bottomItem = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  fontSize: 12,
  color: vars.color.textMuted,
  textDecoration: 'none',
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  selectors: { '&[aria-current="page"]': { color: vars.color.primaryStrong, fontWeight: 600 } },
});
export const bottomDot = style([dot, { top: 8, right: '30%' }]);

export const footer = style({
  ...onDarkFocusRing,
  background: '#1d1b26',
  color: '#e9e7ef',
  padding: `${vars.space.xl} ${vars.space.md} 96px`,
  fontSize: 14,
  '@media': { [desktop]: { padding: `${vars.space.xxl} ${vars.space.xl}` } },
});
export const footerInner = style({ maxWidth: 1240, margin: '0 auto', display: 'grid', gap: vars.space.lg });
export const footerNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
});
globalStyle(`${footer} a, ${footer} button`, {
  color: '#e9e7ef',
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
});
export const small = style({ color: '#bdb8cc', fontSize: 13, margin: 0, lineHeight: 1.5 });

export const scrollTop = style([
  desktopOnly,
  {
    position: 'fixed',
    right: 24,
    bottom: 24,
    zIndex: 30,
    width: 48,
    height: 48,
    borderRadius: '50%',
    border: 'none',
    background: vars.color.primaryStrong,
    color: vars.color.onPrimary,
    fontSize: 22,
    cursor: 'pointer',
    boxShadow: '0 4px 12px rgba(0,0,0,.2)',
    alignItems: 'center',
    justifyContent: 'center',
  },
]);
