/**
 * Drawn pictures of the demo services, one subject per service type: a plated course, a buffet, a bar, a
 * cake, a children's party, a DJ's console, a photographer's camera. Varied by number: background,
 * accents and arrangement (mirrored or not). Flowers have photographs (photos/CREDITS.md).
 */

import { mulberry32 } from './data.js';
import { ACCENT_SETS, mix, n, pickOf, repeat, type Rnd } from './sceneParts.js';

export type ServiceSubject = 'catering' | 'buffet' | 'bar' | 'cake' | 'kids' | 'dj' | 'camera';

/** The subject drawn for a service type of the catalogue; null: the type has photographs. */
export function serviceSubject(type: string): ServiceSubject | null {
  const map: Record<string, ServiceSubject> = {
    Catering: 'catering',
    Buffet: 'buffet',
    'Open bar': 'bar',
    Torta: 'cake',
    'Animazione bambini': 'kids',
    'DJ set': 'dj',
    Fotografo: 'camera',
  };
  return map[type] ?? null;
}

const BACKGROUNDS = ['#FCEFE6', '#EAF4F4', '#F3EEF9', '#FFF6DA', '#E8F1FB', '#F6E7EE'];

interface Ctx {
  rnd: Rnd;
  w: number;
  h: number;
  bg: string;
  a: readonly string[];
}

function catering({ w, h, a, bg }: Ctx): string {
  const cx = w / 2;
  const cy = h * 0.52;
  const r = h * 0.32;
  const check = repeat(
    12,
    (k) =>
      `<rect x="${n((w / 12) * k)}" y="0" width="${n(w / 24)}" height="${h}" fill="${a[0]}" fill-opacity="0.12"/>`,
  );
  return `<rect width="${w}" height="${h}" fill="${bg}"/>${check}
<ellipse cx="${n(cx + 8)}" cy="${n(cy + 10)}" rx="${n(r * 1.05)}" ry="${n(r * 1.05)}" fill="#000" fill-opacity="0.1"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#FFFFFF"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.72)}" fill="#F6F3EE"/>
<ellipse cx="${n(cx - r * 0.15)}" cy="${n(cy + r * 0.05)}" rx="${n(r * 0.32)}" ry="${n(r * 0.22)}" fill="#C4703F"/>
<circle cx="${n(cx + r * 0.25)}" cy="${n(cy - r * 0.12)}" r="${n(r * 0.14)}" fill="#7CB342"/><circle cx="${n(cx + r * 0.32)}" cy="${n(cy + r * 0.15)}" r="${n(r * 0.1)}" fill="#E53935"/>
<path d="M${n(cx - r * 0.45)} ${n(cy + r * 0.35)} q${n(r * 0.4)} ${n(-r * 0.12)} ${n(r * 0.9)} 0" stroke="${a[1]}" stroke-width="6" fill="none" stroke-linecap="round"/>
<rect x="${n(cx - r * 1.45)}" y="${n(cy - r * 0.8)}" width="${n(r * 0.09)}" height="${n(r * 1.6)}" rx="4" fill="#B0BEC5"/>
<rect x="${n(cx + r * 1.3)}" y="${n(cy - r * 0.8)}" width="${n(r * 0.09)}" height="${n(r * 1.6)}" rx="4" fill="#B0BEC5"/>
<rect x="${n(cx + r * 1.5)}" y="${n(cy - r * 0.5)}" width="${n(r * 0.5)}" height="${n(r * 1.2)}" rx="8" fill="${a[0]}" fill-opacity="0.8"/>`;
}

function buffet({ w, h, a, bg, rnd }: Ctx): string {
  const top = h * 0.5;
  const dishes = repeat(5, (k) => {
    const x = w * (0.14 + k * 0.18);
    const dome = k % 2 === 0;
    return dome
      ? `<path d="M${n(x - 50)} ${n(top)} A50 42 0 0 1 ${n(x + 50)} ${n(top)} Z" fill="#CFD8DC"/><circle cx="${n(x)}" cy="${n(top - 44)}" r="6" fill="#90A4AE"/>`
      : `<ellipse cx="${n(x)}" cy="${n(top - 8)}" rx="56" ry="16" fill="#FFFFFF"/>${repeat(6, () => `<circle cx="${n(x - 36 + rnd() * 72)}" cy="${n(top - 14 - rnd() * 12)}" r="${n(6 + rnd() * 6)}" fill="${pickOf(rnd, ['#E57373', '#FFB74D', '#AED581', '#FFF176', '#A1887F'])}"/>`)}`;
  });
  return `<rect width="${w}" height="${h}" fill="${bg}"/>
${repeat(7, (k) => `<path d="M${n((w / 6) * k - 40)} 0 q40 60 80 0" fill="${a[k % a.length]}" fill-opacity="0.7"/>`)}
<rect x="0" y="${n(top)}" width="${w}" height="${n(h - top)}" fill="#FFFFFF"/>${repeat(9, (k) => `<line x1="${n((w / 8) * k)}" y1="${n(top + 40)}" x2="${n((w / 8) * k)}" y2="${h}" stroke="#ECEFF1" stroke-width="6"/>`)}<rect x="0" y="${n(top)}" width="${w}" height="18" fill="${a[0]}"/>
<path d="M0 ${n(top + 18)} ${Array.from({ length: 16 }, (_, k) => `Q${n((w / 16) * (k + 0.5))} ${n(top + 44)} ${n((w / 16) * (k + 1))} ${n(top + 18)}`).join(' ')}" fill="${a[0]}" fill-opacity="0.35"/>${dishes}`;
}

function bar({ w, h, a, rnd }: Ctx): string {
  const shelf = (y: number) =>
    `<rect x="${n(w * 0.08)}" y="${n(y)}" width="${n(w * 0.84)}" height="8" fill="#8D6E63"/>` +
    repeat(12, (k) => {
      const x = w * (0.1 + k * 0.068);
      const bh = 40 + rnd() * 36;
      return `<rect x="${n(x)}" y="${n(y - bh)}" width="22" height="${n(bh)}" rx="6" fill="${pickOf(rnd, ['#2E7D32', '#6D4C41', '#F9A825', '#B71C1C', '#1565C0', '#90CAF9'])}" fill-opacity="0.9"/><rect x="${n(x + 7)}" y="${n(y - bh - 16)}" width="8" height="18" fill="#37474F"/>`;
    });
  const glasses = repeat(4, (k) => {
    const x = w * (0.22 + k * 0.18);
    const y = h * 0.66;
    return `<path d="M${n(x - 30)} ${n(y - 50)} L${n(x)} ${n(y - 10)} L${n(x + 30)} ${n(y - 50)} Z" fill="${a[k % a.length]}" fill-opacity="0.8"/><line x1="${n(x)}" y1="${n(y - 10)}" x2="${n(x)}" y2="${n(y + 20)}" stroke="#ECEFF1" stroke-width="4"/><circle cx="${n(x + 20)}" cy="${n(y - 54)}" r="8" fill="#C0CA33"/>`;
  });
  return `<rect width="${w}" height="${h}" fill="#2B2D42"/>${shelf(h * 0.22)}${shelf(h * 0.42)}<rect y="${n(h * 0.7)}" width="${w}" height="${n(h * 0.3)}" fill="#5D4037"/><rect y="${n(h * 0.7)}" width="${w}" height="14" fill="#A1887F"/>${glasses}`;
}

function cake({ w, h, a, bg }: Ctx): string {
  const cx = w / 2;
  const tiers = [
    [0.34, 0.18],
    [0.26, 0.16],
    [0.18, 0.14],
  ] as const;
  let y = h * 0.86;
  const layers = tiers
    .map(([half, tall], k) => {
      const top = y - h * tall;
      const out = `<rect x="${n(cx - w * half * 0.6)}" y="${n(top)}" width="${n(w * half * 1.2)}" height="${n(h * tall)}" rx="10" fill="${k % 2 ? '#FFFFFF' : mix(a[0]!, '#FFFFFF', 0.55)}"/><path d="M${n(cx - w * half * 0.6)} ${n(top + 10)} ${Array.from({ length: 8 }, () => `q${n((w * half * 1.2) / 16)} 16 ${n((w * half * 1.2) / 8)} 0`).join(' ')}" fill="none" stroke="${a[1]}" stroke-width="6"/>`;
      y = top;
      return out;
    })
    .join('');
  const candles = [-30, 0, 30]
    .map(
      (dx) =>
        `<rect x="${n(cx + dx - 4)}" y="${n(y - 36)}" width="8" height="36" fill="${a[2] === '#FFFFFF' ? a[1] : a[2]}"/><path d="M${n(cx + dx)} ${n(y - 52)} q6 8 0 14 q-6 -6 0 -14" fill="#FFB300"/>`,
    )
    .join('');
  return `<rect width="${w}" height="${h}" fill="${bg}"/>${repeat(30, (k) => `<circle cx="${n((k * 97) % w)}" cy="${n((k * 53) % (h * 0.6))}" r="${3 + (k % 4)}" fill="${a[k % a.length]}" fill-opacity="0.6"/>`)}
<ellipse cx="${n(cx)}" cy="${n(h * 0.88)}" rx="${n(w * 0.3)}" ry="14" fill="#B0BEC5"/><rect x="${n(cx - 12)}" y="${n(h * 0.88)}" width="24" height="${n(h * 0.1)}" fill="#B0BEC5"/>${layers}${candles}`;
}

function kids({ w, h, a, rnd, bg }: Ctx): string {
  const balloons = repeat(9, (k) => {
    const x = w * (0.1 + rnd() * 0.8);
    const y = h * (0.15 + rnd() * 0.35);
    return `<path d="M${n(x)} ${n(y + 46)} q-10 60 ${n(20 - rnd() * 40)} ${n(h * 0.9 - y)}" stroke="#9E9E9E" fill="none"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="34" ry="44" fill="${a[k % a.length] === '#FFFFFF' ? '#FF8A65' : a[k % a.length]}"/><ellipse cx="${n(x - 12)}" cy="${n(y - 16)}" rx="8" ry="12" fill="#FFFFFF" fill-opacity="0.5"/>`;
  });
  const bunting = repeat(
    10,
    (k) =>
      `<polygon points="${n((w / 10) * k)},${n(h * 0.06)} ${n((w / 10) * (k + 1))},${n(h * 0.06)} ${n((w / 10) * (k + 0.5))},${n(h * 0.16)}" fill="${['#EF5350', '#FFCA28', '#42A5F5', '#66BB6A'][k % 4]}"/>`,
  );
  return `<rect width="${w}" height="${h}" fill="${bg}"/>${bunting}<rect y="${n(h * 0.82)}" width="${w}" height="${n(h * 0.18)}" fill="#A5D6A7"/>${balloons}`;
}

function dj({ w, h, a }: Ctx): string {
  const beams = repeat(
    6,
    (k) =>
      `<polygon points="${n(w * (0.1 + k * 0.16))},0 ${n(w * (0.02 + k * 0.2))},${n(h * 0.7)} ${n(w * (0.14 + k * 0.2))},${n(h * 0.7)}" fill="${a[k % a.length]}" fill-opacity="0.28"/>`,
  );
  const deck = (x: number) =>
    `<circle cx="${n(x)}" cy="${n(h * 0.66)}" r="${n(h * 0.1)}" fill="#111"/><circle cx="${n(x)}" cy="${n(h * 0.66)}" r="${n(h * 0.03)}" fill="${a[0]}"/>`;
  const speakers = [0.04, 0.84]
    .map(
      (f) =>
        `<rect x="${n(w * f)}" y="${n(h * 0.38)}" width="${n(w * 0.12)}" height="${n(h * 0.46)}" rx="8" fill="#212121"/><circle cx="${n(w * (f + 0.06))}" cy="${n(h * 0.5)}" r="${n(w * 0.035)}" fill="#424242"/><circle cx="${n(w * (f + 0.06))}" cy="${n(h * 0.7)}" r="${n(w * 0.045)}" fill="#424242"/>`,
    )
    .join('');
  return `<rect width="${w}" height="${h}" fill="#12122A"/>${beams}${speakers}<rect x="${n(w * 0.22)}" y="${n(h * 0.58)}" width="${n(w * 0.56)}" height="${n(h * 0.18)}" rx="10" fill="#37474F"/>${deck(w * 0.34)}${deck(w * 0.66)}<rect x="${n(w * 0.47)}" y="${n(h * 0.6)}" width="${n(w * 0.06)}" height="${n(h * 0.12)}" fill="#263238"/><rect x="${n(w * 0.2)}" y="${n(h * 0.76)}" width="${n(w * 0.6)}" height="${n(h * 0.24)}" fill="#1C1C1C"/>`;
}

function camera({ w, h, a, bg }: Ctx): string {
  const cx = w * 0.46;
  const cy = h * 0.55;
  const polaroids = [-1, 1]
    .map(
      (s, k) =>
        `<g transform="rotate(${s * 12} ${n(cx + s * w * 0.32)} ${n(h * 0.5)})"><rect x="${n(cx + s * w * 0.32 - 70)}" y="${n(h * 0.3)}" width="140" height="160" fill="#FFFFFF" stroke="#E0E0E0"/><rect x="${n(cx + s * w * 0.32 - 58)}" y="${n(h * 0.3 + 12)}" width="116" height="110" fill="${a[k % a.length] === '#FFFFFF' ? '#90CAF9' : a[k % a.length]}" fill-opacity="0.7"/></g>`,
    )
    .join('');
  return `<rect width="${w}" height="${h}" fill="${bg}"/>${polaroids}
<rect x="${n(cx - w * 0.2)}" y="${n(cy - h * 0.2)}" width="${n(w * 0.4)}" height="${n(h * 0.4)}" rx="24" fill="#263238"/><rect x="${n(cx - w * 0.12)}" y="${n(cy - h * 0.27)}" width="${n(w * 0.1)}" height="${n(h * 0.08)}" rx="8" fill="#37474F"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.15)}" fill="#455A64"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.1)}" fill="#1A237E"/><circle cx="${n(cx - h * 0.03)}" cy="${n(cy - h * 0.03)}" r="${n(h * 0.025)}" fill="#FFFFFF" fill-opacity="0.7"/>
<rect x="${n(cx + w * 0.1)}" y="${n(cy - h * 0.16)}" width="${n(w * 0.06)}" height="${n(h * 0.05)}" rx="4" fill="${a[0]}"/>`;
}

const DRAW: Record<ServiceSubject, (c: Ctx) => string> = { catering, buffet, bar, cake, kids, dj, camera };

/** The SVG of service picture number `seed` of `subject`. */
export function serviceScene(subject: ServiceSubject, seed: number, width: number, height: number): string {
  const rnd = mulberry32(seed * 104729 + subject.length);
  const c: Ctx = {
    rnd,
    w: width,
    h: height,
    bg: BACKGROUNDS[(seed + subject.length) % BACKGROUNDS.length]!,
    a: ACCENT_SETS[(seed * 3 + subject.length) % ACCENT_SETS.length]!,
  };
  const flip = seed % 2 === 1 ? ` transform="translate(${width} 0) scale(-1 1)"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><g${flip}>${DRAW[subject](c)}</g></svg>`;
}
