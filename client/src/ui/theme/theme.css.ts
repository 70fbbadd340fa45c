import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { brandFallback, brandFont } from './font.css';

/** The t-shirt steps (xs to xxl) that spacing and type sizes both come in. */
const steps = { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null };

/**
 * Single design-token contract for the whole UI. Values are assigned once on `:root`.
 * Use `vars.*` inside `.css.ts` files (they compile to CSS custom properties).
 */
export const vars = createThemeContract({
  color: {
    /** Brand colour (festive magenta). Decorative accents, large elements. */
    primary: null,
    /** Solid background behind white text (passes WCAG AA 4.5:1 with `onPrimary`). */
    primaryStrong: null,
    primaryHover: null,
    primaryPressed: null,
    /** Light tint for selected rows, chips, highlights. */
    primarySubtle: null,
    /** Text/icons placed on a primary background. */
    onPrimary: null,
    text: null,
    textMuted: null,
    background: null,
    surface: null,
    surfaceHover: null,
    surfacePressed: null,
    border: null,
    /** Input borders (3:1 against background). */
    borderStrong: null,
    error: null,
    errorHover: null,
    errorSubtle: null,
    success: null,
    successSubtle: null,
    warning: null,
    warningSubtle: null,
    info: null,
    infoSubtle: null,
    /**
     * Focus indicators (WCAG 2.2 focus appearance): at least 3:1 against the page, the surfaces, the tints and
     * the solid primary a focused control may sit on. A dark area sets its own (`onDarkFocusRing`).
     */
    focusRing: null,
    overlay: null,
    skeleton: null,
    skeletonHighlight: null,
  },
  space: {
    none: null,
    xxs: null,
    ...steps,
    xxxl: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    xl: null,
    full: null,
  },
  font: {
    family: null,
    familyMono: null,
  },
  fontSize: steps,
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  zIndex: {
    base: null,
    sticky: null,
    overlay: null,
    modal: null,
    popover: null,
    toast: null,
  },
  duration: {
    fast: null,
    normal: null,
    slow: null,
  },
});

createGlobalTheme(':root', vars, {
  color: {
    primary: '#E8336D',
    primaryStrong: '#D0245E',
    primaryHover: '#B81E52',
    primaryPressed: '#9E1846',
    primarySubtle: '#FDE8EF',
    onPrimary: '#FFFFFF',
    text: '#1F1A1C',
    textMuted: '#5F575B',
    background: '#FFFFFF',
    surface: '#FAF7F8',
    surfaceHover: '#F3EDEF',
    surfacePressed: '#EAE2E5',
    border: '#E2DADD',
    borderStrong: '#8F8589',
    error: '#C62828',
    errorHover: '#A82020',
    errorSubtle: '#FDECEA',
    success: '#2E7D32',
    successSubtle: '#E8F5E9',
    warning: '#A15C00',
    warningSubtle: '#FFF4E5',
    info: '#1565C0',
    infoSubtle: '#E3F2FD',
    focusRing: '#2B0714',
    overlay: 'rgba(20, 12, 16, 0.5)',
    skeleton: '#ECE6E8',
    skeletonHighlight: '#F7F3F4',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '20px',
    full: '9999px',
  },
  font: {
    family: `${brandFont}, ${brandFallback}, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"`,
    familyMono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  shadow: {
    sm: '0 1px 2px rgba(31, 26, 28, 0.08)',
    md: '0 4px 12px rgba(31, 26, 28, 0.12)',
    lg: '0 12px 32px rgba(31, 26, 28, 0.18)',
  },
  zIndex: {
    base: '0',
    sticky: '100',
    overlay: '1000',
    modal: '1010',
    popover: '1020',
    toast: '1100',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
    slow: '300ms',
  },
});

/** Mobile is below 768px, desktop at/above. */
export const desktop = 'screen and (min-width: 768px)';
export const mobile = 'screen and (max-width: 767.98px)';

/** Visible focus indicator shared by all interactive components: 2 px, 3:1 against what surrounds it. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** The same ring drawn inside the element, where a popover or a scroller would clip it (menu items, options). */
export const insetFocusRing = { ...focusRing, outlineOffset: '-2px' } as const;

/** A dark block (footer, banners) turns the ring light, so it keeps its 3:1 there. */
export const onDarkFocusRing = { vars: { [vars.color.focusRing]: '#FFFFFF' } };
