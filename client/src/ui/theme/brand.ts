/**
 * The brand colours as plain values: the theme contract (`theme.css.ts`) uses them, and so do the places
 * outside CSS that must match it (the web app manifest, the icons, the browser's theme colour).
 */
export const brand = {
  primary: '#E8336D',
  primaryStrong: '#D0245E',
  onPrimary: '#FFFFFF',
  background: '#FFFFFF',
} as const;
