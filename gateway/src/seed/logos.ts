/**
 * Demo venues' logos: a monogram in a shape (circle, shield, arch, hexagon, rounded square, diamond), a
 * motif around it (laurel, stars, waves, sun rays, a ring of dots, olive sprigs), the venue's name under
 * it and a palette of two colours, all chosen from the venue's number, so neighbours never share one.
 */

import { n } from './sceneParts.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Background, ink, and a third colour for the motif. */
const PALETTES: readonly [string, string, string][] = [
  ['#1F3B2D', '#E9D8A6', '#C9A227'],
  ['#1D3557', '#F1FAEE', '#E63946'],
  ['#6D2E46', '#F6E0E3', '#D4A5A5'],
  ['#F4EDE1', '#7A4E2D', '#C8553D'],
  ['#0B525B', '#E0F2F1', '#F6BD60'],
  ['#2B2D42', '#EDF2F4', '#D4A017'],
  ['#FFF4E6', '#3D405B', '#81B29A'],
  ['#4A306D', '#F3E8FF', '#F9A03F'],
];

type Shape = 'circle' | 'shield' | 'arch' | 'hexagon' | 'square' | 'diamond';
const SHAPES: readonly Shape[] = ['circle', 'shield', 'arch', 'hexagon', 'square', 'diamond'];
type Motif = 'laurel' | 'stars' | 'waves' | 'rays' | 'dots' | 'sprig';
const MOTIFS: readonly Motif[] = ['laurel', 'stars', 'waves', 'rays', 'dots', 'sprig'];

function shapePath(shape: Shape, c: number, r: number): string {
  switch (shape) {
    case 'circle':
      return `<circle cx="${c}" cy="${c}" r="${r}"/>`;
    case 'shield':
      return `<path d="M${c - r} ${c - r * 0.9} H${c + r} V${c} Q${c + r} ${c + r * 0.75} ${c} ${c + r} Q${c - r} ${c + r * 0.75} ${c - r} ${c} Z"/>`;
    case 'arch':
      return `<path d="M${c - r * 0.85} ${c + r} V${c - r * 0.1} A${r * 0.85} ${r * 0.85} 0 0 1 ${c + r * 0.85} ${c - r * 0.1} V${c + r} Z"/>`;
    case 'hexagon': {
      const pts = Array.from({ length: 6 }, (_, k) => {
        const a = (Math.PI / 3) * k - Math.PI / 2;
        return `${n(c + r * Math.cos(a))},${n(c + r * Math.sin(a))}`;
      });
      return `<polygon points="${pts.join(' ')}"/>`;
    }
    case 'square':
      return `<rect x="${c - r * 0.88}" y="${c - r * 0.88}" width="${r * 1.76}" height="${r * 1.76}" rx="${r * 0.28}"/>`;
    case 'diamond':
      return `<polygon points="${c},${c - r} ${c + r},${c} ${c},${c + r} ${c - r},${c}"/>`;
  }
}

function leaf(x: number, y: number, angle: number, size: number, colour: string): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size)}" ry="${n(size * 0.42)}" transform="rotate(${n(angle)} ${n(x)} ${n(y)})" fill="${colour}"/>`;
}

function motif(kind: Motif, c: number, r: number, colour: string): string {
  switch (kind) {
    case 'laurel':
      // Two branches rising from the bottom along the shape, leaves along the tangent.
      return [-1, 1]
        .map((side) =>
          Array.from({ length: 7 }, (_, k) => {
            const a = ((100 + k * 16) * Math.PI) / 180;
            const x = c + side * r * 0.74 * Math.cos(a) * -1;
            const y = c + r * 0.74 * Math.sin(a);
            const tangent = side < 0 ? 100 + k * 16 + 70 : 180 - (100 + k * 16 + 70);
            return leaf(x, y, tangent, r * 0.1, colour);
          }).join(''),
        )
        .join('');
    case 'stars':
      return Array.from({ length: 5 }, (_, k) => {
        const x = c + (k - 2) * r * 0.24;
        const y = c - r * 0.62 + Math.abs(k - 2) * r * 0.05;
        const s = r * 0.07;
        return `<polygon points="${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
          .map((i) => {
            const a = (Math.PI / 5) * i - Math.PI / 2;
            const rr = i % 2 ? s * 0.45 : s;
            return `${n(x + rr * Math.cos(a))},${n(y + rr * Math.sin(a))}`;
          })
          .join(' ')}" fill="${colour}"/>`;
      }).join('');
    case 'waves':
      return [0, 1, 2]
        .map(
          (k) =>
            `<path d="M${n(c - r * 0.5)} ${n(c + r * (0.5 + k * 0.1))} q${n(r * 0.125)} ${n(-r * 0.08)} ${n(r * 0.25)} 0 t${n(r * 0.25)} 0 t${n(r * 0.25)} 0 t${n(r * 0.25)} 0" stroke="${colour}" stroke-width="${n(r * 0.035)}" fill="none"/>`,
        )
        .join('');
    case 'rays':
      return Array.from({ length: 9 }, (_, k) => {
        const a = Math.PI + (Math.PI / 8) * k;
        return `<line x1="${n(c + r * 0.55 * Math.cos(a))}" y1="${n(c - r * 0.05 + r * 0.55 * Math.sin(a))}" x2="${n(c + r * 0.75 * Math.cos(a))}" y2="${n(c - r * 0.05 + r * 0.75 * Math.sin(a))}" stroke="${colour}" stroke-width="${n(r * 0.04)}" stroke-linecap="round"/>`;
      }).join('');
    case 'dots':
      return Array.from({ length: 24 }, (_, k) => {
        const a = ((Math.PI * 2) / 24) * k;
        return `<circle cx="${n(c + r * 0.8 * Math.cos(a))}" cy="${n(c + r * 0.8 * Math.sin(a))}" r="${n(r * 0.025)}" fill="${colour}"/>`;
      }).join('');
    case 'sprig':
      return `<path d="M${n(c - r * 0.45)} ${n(c + r * 0.58)} Q${n(c)} ${n(c + r * 0.4)} ${n(c + r * 0.45)} ${n(c + r * 0.58)}" stroke="${colour}" stroke-width="${n(r * 0.03)}" fill="none"/>${[-0.3, -0.1, 0.1, 0.3].map((f, k) => leaf(c + r * f, c + r * 0.5 - (k % 2) * r * 0.06, k % 2 ? -35 : 35, r * 0.08, colour)).join('')}`;
  }
}

/** The monogram: the initials of the name's significant words (one or two letters). */
export function monogram(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((w) => w.length > 2 && !/^(dei|del|della|delle|sul|sulla|da|di|le|la|il)$/i.test(w));
  return (
    words
      .map((w) => w[0])
      .join('')
      .slice(0, 2) || name.slice(0, 1)
  ).toUpperCase();
}

/** The SVG of venue `index`'s logo, `size` pixels square. */
export function venueLogo(name: string, index: number, size = 512): string {
  const [bg, ink, accent] = PALETTES[index % PALETTES.length]!;
  const shape = SHAPES[(index * 5) % SHAPES.length]!;
  const kind = MOTIFS[(index * 7 + 3) % MOTIFS.length]!;
  const serif = index % 2 === 0;
  const c = size / 2;
  const r = size * 0.36;
  const letters = monogram(name);
  const fontSize = letters.length > 1 ? r * 0.62 : r * 0.8;
  const label = name.length > 22 ? `${name.slice(0, 21)}…` : name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="${ink}"/>
<g fill="${bg}" transform="translate(0 ${n(-size * 0.05)})">${shapePath(shape, c, r)}</g>
<g transform="translate(0 ${n(-size * 0.05)})">${motif(kind, c, r, accent)}
<text x="${c}" y="${n(c + fontSize * 0.36)}" text-anchor="middle" font-family="${serif ? 'DejaVu Serif, Georgia, serif' : 'DejaVu Sans, Arial, sans-serif'}" font-weight="700" font-size="${n(fontSize)}" letter-spacing="${n(fontSize * 0.04)}" fill="${ink}">${esc(letters)}</text></g>
<text x="${c}" y="${n(size * 0.93)}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${n(size * 0.055)}" letter-spacing="${n(size * 0.006)}" fill="${bg}">${esc(label.toUpperCase())}</text>
</svg>`;
}
