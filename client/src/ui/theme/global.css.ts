import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, picture, svg, video', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// Anything focusable that draws no ring of its own (plain links, headings and regions given focus, `<main>`)
// still shows the product's ring; components' own rules come later and win.
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });

// Every link is the product's link, never the browser's blue or visited purple: components that style their
// own (buttons, menus, cards) win anyway, as `:where` adds no specificity.
globalStyle(':where(a:any-link)', { color: vars.color.primaryStrong, textUnderlineOffset: '0.15em' });
globalStyle(':where(a:any-link:hover)', { color: vars.color.primaryHover });
