/**
 * Which drawn picture each demo venue, ambient and service shows. A venue's cover (what its search card
 * shows) is its own: the kind of place follows its name (a Terrazza a rooftop, a Cascina a barn, a
 * Masseria a vineyard…), and the light, palette, arrangement and direction follow its number, so two
 * cards next to each other (or one above the other in the grid) never share a picture or a look. The
 * rest of a gallery and the ambients draw from small pools (a few hundred milliseconds of CPU at seed).
 * Deterministic: the same number and name always give the same picture.
 */

import { LAYOUTS, TIMES } from './sceneParts.js';
import { SCENE_KINDS, type SceneKind, type SceneStyle } from './scenes.js';
import { serviceSubject, type ServiceSubject } from './serviceScenes.js';

const NAME_HINTS: [RegExp, SceneKind][] = [
  [/rooftop|cieli/i, 'rooftop'],
  [/terrazza|belvedere/i, 'terrace'],
  [/baia|beach|spiaggia|lido/i, 'beach'],
  [/cascina|granaio|casale|fornace/i, 'barn'],
  [/masseria|tenuta|agriturismo|poggio|vigna/i, 'vineyard'],
  [/loft|officine|spazio/i, 'loft'],
  [/palazzo|dimora/i, 'hall'],
  [/corte|cortile|osteria|trattoria|bistrot|borgo/i, 'courtyard'],
  [/serre|limonaia|giardino/i, 'greenhouse'],
  [/villa/i, 'garden'],
];

/** The kind of place a venue's name suggests, if any. */
export function kindOfName(name: string): SceneKind | null {
  return NAME_HINTS.find(([re]) => re.test(name))?.[1] ?? null;
}

/**
 * The cover of venue `index` (seed order, which is the search order), given the kind the previous one
 * got: never the same kind twice in a row; time of day, palette and arrangement step with the number.
 */
export function coverStyle(index: number, name: string, previous: SceneKind | null): SceneStyle {
  let kind = kindOfName(name) ?? SCENE_KINDS[index % SCENE_KINDS.length]!;
  if (kind === previous)
    kind = SCENE_KINDS[(SCENE_KINDS.indexOf(kind) + 1 + (index % 3)) % SCENE_KINDS.length]!;
  return {
    kind,
    time: TIMES[index % TIMES.length]!,
    accents: (index * 3) % 8,
    layout: LAYOUTS[index % LAYOUTS.length]!,
    flip: index % 2 === 1,
  };
}

/** Other views of a place of `kind`: a villa's garden also has its hall and its greenhouse. */
const RELATED: Record<SceneKind, SceneKind[]> = {
  hall: ['hall', 'courtyard', 'garden'],
  garden: ['hall', 'greenhouse', 'garden'],
  terrace: ['terrace', 'hall', 'rooftop'],
  rooftop: ['rooftop', 'loft', 'terrace'],
  barn: ['barn', 'vineyard', 'courtyard'],
  beach: ['beach', 'terrace', 'courtyard'],
  courtyard: ['courtyard', 'hall', 'garden'],
  loft: ['loft', 'rooftop', 'hall'],
  vineyard: ['vineyard', 'barn', 'garden'],
  greenhouse: ['greenhouse', 'garden', 'hall'],
};

export const POOL_VARIANTS = 3;

/** A pool picture of a kind: one of a few variants, each with its own light, palette and arrangement. */
export function poolStyle(
  kind: SceneKind,
  variant: number,
): { name: string; style: SceneStyle; seed: number } {
  const k = SCENE_KINDS.indexOf(kind);
  return {
    name: `view-${kind}-${variant}`,
    seed: 100 + k * 10 + variant,
    style: {
      kind,
      time: TIMES[(k + variant * 2) % TIMES.length]!,
      accents: (k * 5 + variant * 3) % 8,
      layout: LAYOUTS[(k + variant) % LAYOUTS.length]!,
      flip: variant % 2 === 0,
    },
  };
}

/**
 * Picture `k` (≥ 1) of a venue's gallery after its cover: related views of the place, each kind in turn,
 * then each again in its next variant, so a gallery (at most nine) never shows one picture twice.
 */
export function galleryPicture(cover: SceneKind, index: number, k: number) {
  const related = RELATED[cover];
  const round = Math.floor((k - 1) / related.length);
  return poolStyle(related[(k - 1) % related.length]!, (index + round) % POOL_VARIANTS);
}

/** The kind of an ambient that is drawn (indoor or covered), by its name. */
export function ambientKind(name: string): SceneKind {
  if (/inverno|serra/i.test(name)) return 'greenhouse';
  if (/corte|cortile|chiostro/i.test(name)) return 'courtyard';
  if (/cantina|granaio|fienile/i.test(name)) return 'barn';
  return 'hall';
}

/** A drawn service's subject and variant; null for a type shown with photographs. */
export function servicePicture(
  type: string,
  index: number,
  k: number,
): { subject: ServiceSubject; variant: number } | null {
  const subject = serviceSubject(type);
  return subject ? { subject, variant: (index + k) % POOL_VARIANTS } : null;
}
