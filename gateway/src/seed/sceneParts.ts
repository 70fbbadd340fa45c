/**
 * The pieces the drawn demo pictures are made of: skies by time of day, accent palettes, tables in four
 * layouts, lights and trees. Numbers are rounded to a tenth so the SVG stays small and identical across runs.
 */

export const n = (v: number) => Math.round(v * 10) / 10;
/** `count` copies of a piece of SVG as one string, the k-th (from 0) drawn by `draw(k)`: windows, planks, bunting. */
export const repeat = (count: number, draw: (k: number) => string) =>
  Array.from({ length: count }, (_, k) => draw(k)).join('');
export type Rnd = () => number;
export const pickOf = <T>(rnd: Rnd, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

export type TimeOfDay = 'morning' | 'noon' | 'golden' | 'dusk' | 'night';
export const TIMES: readonly TimeOfDay[] = ['morning', 'golden', 'night', 'noon', 'dusk'];

export interface Sky {
  top: string;
  bottom: string;
  sun: string | null;
  sunHeight: number;
  /** How dark the scene is (0 day, 1 night): lights glow more, walls and ground darken. */
  dark: number;
}

export const SKIES: Record<TimeOfDay, Sky> = {
  morning: { top: '#9CCBEA', bottom: '#F3F8FB', sun: '#FFF6C8', sunHeight: 0.16, dark: 0 },
  noon: { top: '#4F9BD9', bottom: '#CFE8F8', sun: '#FFFDE8', sunHeight: 0.1, dark: 0 },
  golden: { top: '#F3A65B', bottom: '#FCE3C4', sun: '#FF9A4D', sunHeight: 0.3, dark: 0.15 },
  dusk: { top: '#5B3F86', bottom: '#F39A78', sun: '#FF6F4A', sunHeight: 0.42, dark: 0.45 },
  night: { top: '#0F1A36', bottom: '#34457A', sun: null, sunHeight: 0.18, dark: 0.85 },
};

/** Accent sets for cloths, runners, umbrellas and flowers: each picture takes one. */
export const ACCENT_SETS: readonly (readonly string[])[] = [
  ['#E8336D', '#FFB347', '#FFFFFF'],
  ['#2A9D8F', '#E9C46A', '#F4A261'],
  ['#8E44AD', '#F39C12', '#F5E6FF'],
  ['#C0392B', '#F1C40F', '#FDF2E9'],
  ['#457B9D', '#A8DADC', '#F1FAEE'],
  ['#6A994E', '#F2E8CF', '#BC4749'],
  ['#D4A017', '#1D3557', '#FFF8E7'],
  ['#FF7F97', '#7EC4CF', '#FFF0F3'],
];

/** A colour mixed towards another by `t` (0..1): walls and ground darkened at night. */
export function mix(a: string, b: string, t: number): string {
  const p = (c: string, i: number) => parseInt(c.slice(1 + i * 2, 3 + i * 2), 16);
  const ch = (i: number) => Math.round(p(a, i) + (p(b, i) - p(a, i)) * t);
  return `#${[0, 1, 2].map((i) => ch(i).toString(16).padStart(2, '0')).join('')}`;
}

export const shade = (colour: string, dark: number) => mix(colour, '#101426', dark * 0.6);

export function skyDefs(id: string, sky: Sky): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>`;
}

/** Sun (or moon and stars at night) in the sky band above `horizon`. */
export function sunOrMoon(rnd: Rnd, sky: Sky, w: number, horizon: number): string {
  const x = w * (0.15 + rnd() * 0.7);
  if (!sky.sun) {
    const stars = repeat(
      24,
      () =>
        `<circle cx="${n(rnd() * w)}" cy="${n(rnd() * horizon * 0.8)}" r="${n(1 + rnd() * 1.6)}" fill="#FFFFFF" fill-opacity="${n(0.5 + rnd() * 0.5)}"/>`,
    );
    return `${stars}<circle cx="${n(x)}" cy="${n(horizon * 0.25)}" r="${n(horizon * 0.09)}" fill="#F4F1DE"/>`;
  }
  const y = horizon * (1 - sky.sunHeight * 2.2);
  return `<circle cx="${n(x)}" cy="${n(Math.max(horizon * 0.12, y))}" r="${n(horizon * 0.13)}" fill="${sky.sun}" fill-opacity="0.9"/>`;
}

/** One round table seen from slightly above: cloth, a runner in the accent colour, chairs behind it. */
function roundTable(x: number, y: number, r: number, accent: string, chair: string): string {
  const chairs = [-1.25, -0.45, 0.45, 1.25]
    .map(
      (dx) =>
        `<rect x="${n(x + dx * r - r * 0.16)}" y="${n(y - r * 0.62)}" width="${n(r * 0.32)}" height="${n(r * 0.5)}" rx="${n(r * 0.08)}" fill="${chair}"/>`,
    )
    .join('');
  return `${chairs}<ellipse cx="${n(x)}" cy="${n(y + r * 0.5)}" rx="${n(r * 1.05)}" ry="${n(r * 0.22)}" fill="#000" fill-opacity="0.12"/>
<path d="M${n(x - r)} ${n(y)} L${n(x - r * 0.92)} ${n(y + r * 0.42)} Q${n(x)} ${n(y + r * 0.6)} ${n(x + r * 0.92)} ${n(y + r * 0.42)} L${n(x + r)} ${n(y)} Z" fill="#F4F1EC"/>
<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.3)}" fill="#FFFFFF"/>
<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.55)}" ry="${n(r * 0.12)}" fill="${accent}" fill-opacity="0.85"/>
<circle cx="${n(x)}" cy="${n(y - r * 0.12)}" r="${n(r * 0.1)}" fill="#6A994E"/>`;
}

/** A long banquet table running towards the horizon, with candles and chairs either side. */
function banquet(w: number, top: number, bottom: number, accents: readonly string[], chair: string): string {
  const cx = w / 2;
  const far = w * 0.06;
  const near = w * 0.2;
  const y0 = top + (bottom - top) * 0.12;
  const chairs: string[] = [];
  for (let k = 0; k < 7; k++) {
    const t = k / 6;
    const y = y0 + (bottom - y0) * t * 0.92;
    const half = far + (near - far) * t;
    const s = 8 + 22 * t;
    for (const side of [-1, 1])
      chairs.push(
        `<rect x="${n(cx + side * (half + s * 0.3) - s / 2)}" y="${n(y - s)}" width="${n(s)}" height="${n(s * 1.3)}" rx="${n(s * 0.2)}" fill="${chair}"/>`,
      );
  }
  const candles = repeat(6, (k) => {
    const t = (k + 0.5) / 6;
    const y = y0 + (bottom - y0) * t * 0.9;
    const s = 3 + 9 * t;
    return `<rect x="${n(cx - s / 4)}" y="${n(y - s * 2)}" width="${n(s / 2)}" height="${n(s * 2)}" fill="#FFF8E7"/><circle cx="${n(cx)}" cy="${n(y - s * 2.3)}" r="${n(s * 0.45)}" fill="#FFD54F"/><circle cx="${n(cx + s * 1.4)}" cy="${n(y - s * 0.4)}" r="${n(s * 0.5)}" fill="${accents[k % accents.length]}"/>`;
  });
  return `${chairs.join('')}<polygon points="${n(cx - far)},${n(y0)} ${n(cx + far)},${n(y0)} ${n(cx + near)},${n(bottom)} ${n(cx - near)},${n(bottom)}" fill="#FFFFFF"/>
<polygon points="${n(cx - far * 0.35)},${n(y0)} ${n(cx + far * 0.35)},${n(y0)} ${n(cx + near * 0.35)},${n(bottom)} ${n(cx - near * 0.35)},${n(bottom)}" fill="${accents[0]}" fill-opacity="0.8"/>${candles}`;
}

/** High cocktail tables with a cloth tied at the waist, and a few standing lamps. */
function cocktail(rnd: Rnd, w: number, top: number, bottom: number, accents: readonly string[]): string {
  return repeat(5, (k) => {
    const x = (w / 5) * (k + 0.5) + (rnd() - 0.5) * w * 0.05;
    const y = top + (bottom - top) * (0.2 + (k % 2) * 0.3);
    const s = (bottom - top) * (0.3 + (k % 2) * 0.12);
    const c = accents[k % accents.length]!;
    return `<ellipse cx="${n(x)}" cy="${n(y + s * 1.5)}" rx="${n(s * 0.5)}" ry="${n(s * 0.1)}" fill="#000" fill-opacity="0.15"/>
<path d="M${n(x - s * 0.45)} ${n(y)} Q${n(x)} ${n(y + s * 0.9)} ${n(x - s * 0.3)} ${n(y + s * 1.5)} H${n(x + s * 0.3)} Q${n(x)} ${n(y + s * 0.9)} ${n(x + s * 0.45)} ${n(y)} Z" fill="#FFFFFF"/>
<rect x="${n(x - s * 0.2)}" y="${n(y + s * 0.55)}" width="${n(s * 0.4)}" height="${n(s * 0.12)}" fill="${c}"/>
<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.5)}" ry="${n(s * 0.12)}" fill="#F7F3EE"/>
<rect x="${n(x - s * 0.05)}" y="${n(y - s * 0.3)}" width="${n(s * 0.1)}" height="${n(s * 0.3)}" fill="${c}" fill-opacity="0.7"/>`;
  });
}

/** A dance floor of squares lit in the accent colours, with a mirror ball. */
function danceFloor(w: number, top: number, bottom: number, accents: readonly string[]): string {
  const tiles: string[] = [];
  const rows = 4;
  for (let r = 0; r < rows; r++) {
    const y1 = top + ((bottom - top) * r) / rows;
    const y2 = top + ((bottom - top) * (r + 1)) / rows;
    const cols = 6 + r * 2;
    for (let c = 0; c < cols; c++) {
      const x1 = (w * c) / cols;
      const colour = (r + c) % 2 ? accents[(r + c) % accents.length]! : '#23233A';
      tiles.push(
        `<rect x="${n(x1)}" y="${n(y1)}" width="${n(w / cols)}" height="${n(y2 - y1)}" fill="${colour}" fill-opacity="${(r + c) % 2 ? 0.75 : 0.9}"/>`,
      );
    }
  }
  return `${tiles.join('')}<line x1="${n(w / 2)}" y1="0" x2="${n(w / 2)}" y2="${n(top * 0.25)}" stroke="#999" stroke-width="2"/><circle cx="${n(w / 2)}" cy="${n(top * 0.32)}" r="${n(top * 0.08)}" fill="#D9D9E6"/><circle cx="${n(w / 2 - top * 0.03)}" cy="${n(top * 0.29)}" r="${n(top * 0.025)}" fill="#FFFFFF"/>`;
}

export type Layout = 'rounds' | 'banquet' | 'cocktail' | 'dance';
export const LAYOUTS: readonly Layout[] = ['rounds', 'banquet', 'cocktail', 'dance'];

/** The furniture of a scene on the floor band from `top` to `bottom`, in one of four layouts. */
export function furniture(
  rnd: Rnd,
  layout: Layout,
  w: number,
  top: number,
  bottom: number,
  accents: readonly string[],
  chair = '#8B5E3C',
): string {
  if (layout === 'banquet') return banquet(w, top, bottom, accents, chair);
  if (layout === 'cocktail') return cocktail(rnd, w, top, bottom, accents);
  if (layout === 'dance') return danceFloor(w, top, bottom, accents);
  return [0, 1, 2]
    .map((row) => {
      const y = top + (bottom - top) * (0.18 + row * 0.36);
      const r = w * (0.05 + row * 0.022);
      const count = 4 - row;
      return repeat(count, (k) => {
        const x = (w / count) * (k + 0.5) + (rnd() - 0.5) * w * 0.04;
        return roundTable(x, y, r, pickOf(rnd, accents), chair);
      });
    })
    .join('');
}

/** A garland of warm bulbs hanging between two points; brighter in the dark. */
export function stringLights(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  dark: number,
): string {
  const bulbs: string[] = [];
  for (let k = 1; k < 12; k++) {
    const t = k / 12;
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t + sag * 4 * t * (1 - t);
    bulbs.push(
      `<circle cx="${n(x)}" cy="${n(y + 6)}" r="${n(9 + dark * 8)}" fill="#FFE08A" fill-opacity="${n(0.25 + dark * 0.3)}"/><circle cx="${n(x)}" cy="${n(y + 6)}" r="4" fill="#FFD54F"/>`,
    );
  }
  return `<path d="M${n(x1)} ${n(y1)} Q${n((x1 + x2) / 2)} ${n(y1 + sag * 2)} ${n(x2)} ${n(y2)}" stroke="#5D4037" stroke-width="2" fill="none"/>${bulbs.join('')}`;
}

export const cypress = (x: number, base: number, h: number, colour = '#2F5233') =>
  `<ellipse cx="${n(x)}" cy="${n(base - h / 2)}" rx="${n(h * 0.13)}" ry="${n(h / 2)}" fill="${colour}"/>`;

export const roundTree = (x: number, base: number, h: number, colour = '#4F7F35') =>
  `<rect x="${n(x - h * 0.04)}" y="${n(base - h * 0.45)}" width="${n(h * 0.08)}" height="${n(h * 0.45)}" fill="#6D4C41"/><circle cx="${n(x)}" cy="${n(base - h * 0.62)}" r="${n(h * 0.3)}" fill="${colour}"/>`;

export const palm = (x: number, base: number, h: number, colour = '#2E7D32') => {
  const top = base - h;
  const fronds = [-60, -25, 10, 45, 80]
    .map(
      (a) =>
        `<path d="M${n(x)} ${n(top)} q${n(Math.cos((a * Math.PI) / 180) * h * 0.25)} ${n(-h * 0.12)} ${n(Math.cos((a * Math.PI) / 180) * h * 0.45)} ${n(Math.sin((a * Math.PI) / 180) * h * 0.2 + h * 0.05)}" stroke="${colour}" stroke-width="${n(h * 0.05)}" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return `<path d="M${n(x - h * 0.05)} ${n(base)} Q${n(x + h * 0.08)} ${n(base - h * 0.5)} ${n(x)} ${n(top)}" stroke="#8D6E63" stroke-width="${n(h * 0.05)}" fill="none"/>${fronds}`;
};

/** What a scene's drawing gets: its generator, size, sky, accents and layout. */
export interface Ctx {
  rnd: Rnd;
  w: number;
  h: number;
  sky: Sky;
  accents: readonly string[];
  layout: Layout;
}

/** The sky band down to `horizon`, with its sun or moon. */
export const sky = (c: Ctx, horizon: number) =>
  `<rect width="${c.w}" height="${n(horizon)}" fill="url(#sky)"/>${sunOrMoon(c.rnd, c.sky, c.w, horizon)}`;
export const floor = (c: Ctx, top: number, colour: string) =>
  `<rect y="${n(top)}" width="${c.w}" height="${n(c.h - top)}" fill="${shade(colour, c.sky.dark)}"/>`;
