import { fontFace } from '@vanilla-extract/css';
// Self-hosted (no third-party request, nothing to consent to): only the latin file, which covers Italian.
import nunitoLatin from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2';

/** Fontsource's latin range: the browser fetches the file only for text in it. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * Nunito, a rounded and friendly variable sans for a party marketplace. `swap` shows text at once in the
 * fallback below and swaps when the file arrives.
 */
export const brandFont = fontFace({
  src: `url(${nunitoLatin}) format('woff2')`,
  fontWeight: '200 1000',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange: LATIN,
});

/**
 * The system sans resized to Nunito's metrics (measured in Chromium against Arial/Liberation Sans: 0.73%
 * wider, ascent 1011 and descent 353 per 1000), so the swap moves no line: no layout shift.
 */
export const brandFallback = fontFace({
  src: "local('Arial'), local('Liberation Sans'), local('Helvetica')",
  sizeAdjust: '100.73%',
  ascentOverride: '100.37%',
  descentOverride: '35.05%',
  lineGapOverride: '0%',
});
