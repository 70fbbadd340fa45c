/**
 * Drawn illustrations of venues for the demo data: a reception hall, a villa's garden and a sea-view
 * terrace, each laid for a party (tables with white cloths, chairs, string lights). Debian's packages hold
 * no free photographs of rooms or parties, and gradients with initials make the product look unfinished;
 * these read as places. Deterministic: the same kind and number always draw the same picture.
 */

import { mulberry32 } from './data.js';

export type SceneKind = 'hall' | 'garden' | 'terrace';
export const SCENE_KINDS: readonly SceneKind[] = ['hall', 'garden', 'terrace'];

const ACCENTS = ['#E8336D', '#F4A261', '#2A9D8F', '#8E44AD', '#C0392B', '#457B9D', '#D4A017', '#6A994E'];
const WALLS = ['#F3E9DC', '#EDE3D1', '#F6EEE8', '#E9E4DA'];
const FACADES = ['#E9C9A1', '#D9A074', '#F1DDB8', '#C98B6B'];

const n = (v: number) => Math.round(v * 10) / 10;

/** One round table seen from slightly above: cloth, a runner in the accent colour, chairs around it. */
function table(x: number, y: number, r: number, accent: string): string {
  const chairs = [-1.25, -0.45, 0.45, 1.25]
    .map(
      (dx) =>
        `<rect x="${n(x + dx * r - r * 0.16)}" y="${n(y - r * 0.62)}" width="${n(r * 0.32)}" height="${n(r * 0.5)}" rx="${n(r * 0.08)}" fill="#8B5E3C"/>`,
    )
    .join('');
  return `<g>${chairs}
  <ellipse cx="${n(x)}" cy="${n(y + r * 0.5)}" rx="${n(r * 1.05)}" ry="${n(r * 0.22)}" fill="#000" fill-opacity="0.12"/>
  <path d="M${n(x - r)} ${n(y)} L${n(x - r * 0.92)} ${n(y + r * 0.42)} Q${n(x)} ${n(y + r * 0.6)} ${n(x + r * 0.92)} ${n(y + r * 0.42)} L${n(x + r)} ${n(y)} Z" fill="#F4F1EC"/>
  <ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.3)}" fill="#FFFFFF"/>
  <ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.55)}" ry="${n(r * 0.12)}" fill="${accent}" fill-opacity="0.85"/>
  <circle cx="${n(x)}" cy="${n(y - r * 0.12)}" r="${n(r * 0.1)}" fill="#6A994E"/>
</g>`;
}

/** A garland of warm bulbs hanging between two points. */
function lights(x1: number, y1: number, x2: number, y2: number, sag: number): string {
  const bulbs: string[] = [];
  for (let k = 1; k < 12; k++) {
    const t = k / 12;
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t + sag * 4 * t * (1 - t);
    bulbs.push(
      `<circle cx="${n(x)}" cy="${n(y + 6)}" r="9" fill="#FFE08A" fill-opacity="0.35"/><circle cx="${n(x)}" cy="${n(y + 6)}" r="4" fill="#FFD54F"/>`,
    );
  }
  return `<path d="M${x1} ${y1} Q${(x1 + x2) / 2} ${y1 + sag * 2} ${x2} ${y2}" stroke="#5D4037" stroke-width="2" fill="none"/>${bulbs.join('')}`;
}

/** Tables in three rows, smaller towards the back, in the accent colours. */
function tables(rnd: () => number, w: number, top: number, bottom: number): string {
  const rows = [0, 1, 2].map((row) => {
    const y = top + (bottom - top) * (0.18 + row * 0.36);
    const r = w * (0.05 + row * 0.022);
    const count = 4 - row;
    return Array.from({ length: count }, (_, k) => {
      const x = (w / count) * (k + 0.5) + (rnd() - 0.5) * w * 0.04;
      return table(x, y, r, ACCENTS[Math.floor(rnd() * ACCENTS.length)]!);
    }).join('');
  });
  return rows.join('');
}

function hall(rnd: () => number, w: number, h: number): string {
  const wall = WALLS[Math.floor(rnd() * WALLS.length)]!;
  const horizon = h * 0.55;
  const windows = Array.from({ length: 4 }, (_, k) => {
    const x = w * (0.14 + k * 0.22);
    const ww = w * 0.1;
    return `<path d="M${n(x)} ${n(horizon - 20)} V${n(h * 0.2)} A${n(ww / 2)} ${n(ww / 2)} 0 0 1 ${n(x + ww)} ${n(h * 0.2)} V${n(horizon - 20)} Z" fill="url(#sky)" stroke="#FFFFFF" stroke-width="6"/>
    <line x1="${n(x + ww / 2)}" y1="${n(h * 0.14)}" x2="${n(x + ww / 2)}" y2="${n(horizon - 20)}" stroke="#FFFFFF" stroke-width="3"/>`;
  }).join('');
  const chandeliers = [0.3, 0.7]
    .map(
      (f) =>
        `<line x1="${w * f}" y1="0" x2="${w * f}" y2="${h * 0.1}" stroke="#6D4C41" stroke-width="2"/><ellipse cx="${w * f}" cy="${h * 0.12}" rx="${w * 0.05}" ry="${h * 0.025}" fill="#D4A017"/><ellipse cx="${w * f}" cy="${h * 0.14}" rx="${w * 0.08}" ry="${h * 0.05}" fill="#FFE08A" fill-opacity="0.3"/>`,
    )
    .join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9CC9E8"/><stop offset="1" stop-color="#E6F2F8"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#B07D52"/><stop offset="1" stop-color="#7A4E2D"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="${wall}"/>
  <rect y="${n(horizon - 26)}" width="${w}" height="26" fill="#D7C4A8"/>
  ${windows}${chandeliers}
  <rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#floor)"/>
  ${Array.from({ length: 9 }, (_, k) => `<line x1="${n((w / 8) * k)}" y1="${n(horizon)}" x2="${n((w / 8) * k * 1.6 - w * 0.3)}" y2="${h}" stroke="#5D3A1F" stroke-opacity="0.25"/>`).join('')}
  ${lights(0, h * 0.05, w, h * 0.05, h * 0.06)}
  ${tables(rnd, w, horizon, h)}`;
}

function garden(rnd: () => number, w: number, h: number): string {
  const facade = FACADES[Math.floor(rnd() * FACADES.length)]!;
  const sunset = rnd() < 0.5;
  const horizon = h * 0.5;
  const vx = w * (0.3 + rnd() * 0.2);
  const vw = w * 0.4;
  const villaWindows = Array.from({ length: 10 }, (_, k) => {
    const col = k % 5;
    const row = Math.floor(k / 5);
    return `<rect x="${n(vx + vw * (0.08 + col * 0.19))}" y="${n(horizon - h * (0.24 - row * 0.11))}" width="${n(vw * 0.09)}" height="${n(h * 0.07)}" rx="3" fill="#5D7A8C" stroke="#FFFFFF" stroke-width="3"/>`;
  }).join('');
  const cypress = [0.08, 0.16, 0.86, 0.93]
    .map(
      (f) =>
        `<ellipse cx="${n(w * f)}" cy="${n(horizon - h * 0.1)}" rx="${n(w * 0.022)}" ry="${n(h * 0.17)}" fill="#2F5233"/>`,
    )
    .join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sunset ? '#F6B26B' : '#7FB3D5'}"/><stop offset="1" stop-color="${sunset ? '#FCE5CD' : '#DDEEF7'}"/></linearGradient>
  <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7BAE5A"/><stop offset="1" stop-color="#4F7F35"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${n(w * 0.82)}" cy="${n(h * 0.16)}" r="${n(h * 0.07)}" fill="${sunset ? '#FF8A50' : '#FFF3B0'}"/>
  <path d="M0 ${n(horizon - h * 0.06)} Q${n(w * 0.25)} ${n(horizon - h * 0.16)} ${n(w * 0.5)} ${n(horizon - h * 0.07)} T${w} ${n(horizon - h * 0.1)} V${n(horizon)} H0 Z" fill="#9DBF7A"/>
  <polygon points="${n(vx - 10)},${n(horizon - h * 0.3)} ${n(vx + vw / 2)},${n(horizon - h * 0.4)} ${n(vx + vw + 10)},${n(horizon - h * 0.3)}" fill="#B5532E"/>
  <rect x="${n(vx)}" y="${n(horizon - h * 0.3)}" width="${n(vw)}" height="${n(h * 0.3)}" fill="${facade}"/>
  ${villaWindows}
  <path d="M${n(vx + vw * 0.44)} ${n(horizon)} V${n(horizon - h * 0.08)} A${n(vw * 0.06)} ${n(vw * 0.06)} 0 0 1 ${n(vx + vw * 0.56)} ${n(horizon - h * 0.08)} V${n(horizon)} Z" fill="#6D4C41"/>
  ${cypress}
  <rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#lawn)"/>
  ${lights(w * 0.08, horizon - h * 0.2, w * 0.93, horizon - h * 0.2, h * 0.05)}
  ${tables(rnd, w, horizon, h)}`;
}

function terrace(rnd: () => number, w: number, h: number): string {
  const horizon = h * 0.42;
  const umbrellas = [0.2, 0.8]
    .map((f) => {
      const x = w * f;
      const colour = ACCENTS[Math.floor(rnd() * ACCENTS.length)]!;
      return `<line x1="${n(x)}" y1="${n(h * 0.2)}" x2="${n(x)}" y2="${n(h * 0.62)}" stroke="#6D4C41" stroke-width="5"/>
      <path d="M${n(x - w * 0.13)} ${n(h * 0.26)} Q${n(x)} ${n(h * 0.1)} ${n(x + w * 0.13)} ${n(h * 0.26)} Z" fill="${colour}"/>`;
    })
    .join('');
  const posts = Array.from(
    { length: 25 },
    (_, k) =>
      `<rect x="${n((w / 24) * k - 5)}" y="${n(horizon + h * 0.02)}" width="10" height="${n(h * 0.1)}" rx="4" fill="#F5F0E6"/>`,
  ).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6FA8DC"/><stop offset="1" stop-color="#D6EAF8"/></linearGradient>
  <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2E86C1"/><stop offset="1" stop-color="#1B4F72"/></linearGradient>
  <linearGradient id="deck" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E0C9A6"/><stop offset="1" stop-color="#C2A27C"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <rect y="${n(horizon - h * 0.12)}" width="${w}" height="${n(h * 0.14)}" fill="url(#sea)"/>
  <path d="M${n(w * 0.55)} ${n(horizon - h * 0.12)} q${n(w * 0.08)} ${n(-h * 0.08)} ${n(w * 0.2)} 0 Z" fill="#7D9D9C"/>
  <rect y="${n(horizon + h * 0.02)}" width="${w}" height="${n(h - horizon)}" fill="url(#deck)"/>
  ${posts}
  <rect y="${n(horizon)}" width="${w}" height="${n(h * 0.025)}" fill="#FFFFFF"/>
  ${umbrellas}
  ${tables(rnd, w, horizon + h * 0.12, h)}`;
}

/** The SVG of one scene of `kind`, varied by `seed`. */
export function venueScene(kind: SceneKind, seed: number, width: number, height: number): string {
  // The seed's own generator: a scene's details vary by number but never between runs.
  const rnd = mulberry32(seed * 7919 + kind.length);
  const body =
    kind === 'hall'
      ? hall(rnd, width, height)
      : kind === 'garden'
        ? garden(rnd, width, height)
        : terrace(rnd, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
