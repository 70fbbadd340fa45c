/**
 * Drawn illustrations of venues for the demo data: ten kinds of place (a reception hall, a villa's garden,
 * a sea-view terrace, a city rooftop, a barn, a beach, an arcaded courtyard, a loft, a vineyard, a
 * greenhouse), each at one of five times of day, in one of eight accent palettes, laid out for a party in
 * one of four ways (round tables, a banquet, cocktail tables, a dance floor) and possibly mirrored.
 * Debian's packages hold no free photographs of rooms or parties; these read as places, and two pictures
 * next to each other differ in subject, light and arrangement. Deterministic: the same inputs always draw
 * the same picture.
 */

import { mulberry32 } from './data.js';
import { barn, courtyard, greenhouse, hall, loft } from './indoorScenes.js';
import { beach, garden, rooftop, terrace, vineyard } from './outdoorScenes.js';
import {
  ACCENT_SETS,
  LAYOUTS,
  SKIES,
  skyDefs,
  TIMES,
  type Ctx,
  type Layout,
  type TimeOfDay,
} from './sceneParts.js';

export type SceneKind =
  | 'hall'
  | 'garden'
  | 'terrace'
  | 'rooftop'
  | 'barn'
  | 'beach'
  | 'courtyard'
  | 'loft'
  | 'vineyard'
  | 'greenhouse';
export const SCENE_KINDS: readonly SceneKind[] = [
  'hall',
  'garden',
  'terrace',
  'rooftop',
  'barn',
  'beach',
  'courtyard',
  'loft',
  'vineyard',
  'greenhouse',
];

/** How one picture is drawn: what, when, in which colours, laid out how, facing which way. */
export interface SceneStyle {
  kind: SceneKind;
  time: TimeOfDay;
  accents: number;
  layout: Layout;
  flip: boolean;
}

const DRAW: Record<SceneKind, (c: Ctx) => string> = {
  hall,
  garden,
  terrace,
  rooftop,
  barn,
  beach,
  courtyard,
  loft,
  vineyard,
  greenhouse,
};

/** The SVG of one picture in `style`, its details varied by `seed`. */
export function drawScene(style: SceneStyle, seed: number, width: number, height: number): string {
  const rnd = mulberry32(seed * 7919 + style.kind.length * 31 + style.accents);
  const c: Ctx = {
    rnd,
    w: width,
    h: height,
    sky: SKIES[style.time],
    accents: ACCENT_SETS[style.accents % ACCENT_SETS.length]!,
    layout: style.layout,
  };
  const body = DRAW[style.kind](c);
  const flip = style.flip ? ` transform="translate(${width} 0) scale(-1 1)"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${skyDefs('sky', c.sky)}</defs><g${flip}>${body}</g></svg>`;
}

/** Kept for callers that name a kind and a number only: the style follows from the number. */
export function venueScene(kind: SceneKind, seed: number, width: number, height: number): string {
  return drawScene(
    {
      kind,
      time: TIMES[seed % TIMES.length]!,
      accents: seed % ACCENT_SETS.length,
      layout: LAYOUTS[seed % LAYOUTS.length]!,
      flip: seed % 2 === 1,
    },
    seed,
    width,
    height,
  );
}
