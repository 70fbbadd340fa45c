/** The indoor and covered venues: a hall, a barn, an arcaded courtyard, a loft, a greenhouse. */
import {
  floor,
  furniture,
  mix,
  n,
  pickOf,
  repeat,
  roundTree,
  shade,
  sky,
  sunOrMoon,
  type Ctx,
} from './sceneParts.js';

export function hall(c: Ctx): string {
  const { w, h } = c;
  const horizon = h * 0.55;
  const wall = shade(pickOf(c.rnd, ['#F3E9DC', '#EDE3D1', '#F6EEE8', '#E4ECEF', '#F2E4E1']), c.sky.dark);
  const arched = c.rnd() < 0.5;
  const windows = repeat(4, (k) => {
    const x = w * (0.14 + k * 0.22);
    const ww = w * 0.1;
    const top = h * 0.2;
    const shape = arched
      ? `M${n(x)} ${n(horizon - 20)} V${n(top)} A${n(ww / 2)} ${n(ww / 2)} 0 0 1 ${n(x + ww)} ${n(top)} V${n(horizon - 20)} Z`
      : `M${n(x)} ${n(horizon - 20)} V${n(top - ww * 0.4)} H${n(x + ww)} V${n(horizon - 20)} Z`;
    return `<path d="${shape}" fill="url(#sky)" stroke="#FFFFFF" stroke-width="6"/>`;
  });
  const lamps = [0.3, 0.7]
    .map(
      (f) =>
        `<line x1="${w * f}" y1="0" x2="${w * f}" y2="${n(h * 0.1)}" stroke="#6D4C41" stroke-width="2"/><ellipse cx="${n(w * f)}" cy="${n(h * 0.12)}" rx="${n(w * 0.05)}" ry="${n(h * 0.025)}" fill="#D4A017"/><ellipse cx="${n(w * f)}" cy="${n(h * 0.14)}" rx="${n(w * 0.08)}" ry="${n(h * 0.05)}" fill="#FFE08A" fill-opacity="${n(0.3 + c.sky.dark * 0.4)}"/>`,
    )
    .join('');
  const marble = c.rnd() < 0.5;
  const tiles = marble
    ? repeat(
        9,
        (k) =>
          `<line x1="${n((w / 8) * k)}" y1="${n(horizon)}" x2="${n((w / 8) * k * 1.6 - w * 0.3)}" y2="${h}" stroke="#5D3A1F" stroke-opacity="0.25"/>`,
      )
    : '';
  return `${sky(c, horizon)}<rect width="${w}" height="${n(horizon)}" fill="${wall}"/>${windows}<rect y="${n(horizon - 26)}" width="${w}" height="26" fill="${mix(wall, '#8D6E63', 0.25)}"/>${lamps}
${floor(c, horizon, marble ? '#E8E2D6' : '#A0714A')}${tiles}${furniture(c.rnd, c.layout, w, horizon, h, c.accents)}`;
}

export function barn(c: Ctx): string {
  const { w, h } = c;
  const horizon = h * 0.55;
  const wood = shade('#A1673F', c.sky.dark * 0.5);
  const beams = repeat(
    5,
    (k) =>
      `<line x1="${n((w / 4) * k)}" y1="0" x2="${n(w / 2)}" y2="${n(h * 0.12)}" stroke="${mix(wood, '#3E2723', 0.4)}" stroke-width="10"/>`,
  );
  const planks = repeat(
    12,
    (k) =>
      `<line x1="${n((w / 12) * k)}" y1="${n(h * 0.12)}" x2="${n((w / 12) * k)}" y2="${n(horizon)}" stroke="#5D4037" stroke-opacity="0.35" stroke-width="3"/>`,
  );
  const door = `<rect x="${n(w * 0.4)}" y="${n(h * 0.2)}" width="${n(w * 0.2)}" height="${n(horizon - h * 0.2)}" fill="url(#sky)" stroke="#5D4037" stroke-width="8"/>`;
  const bulbs = repeat(6, (k) => {
    const x = w * (0.1 + k * 0.16);
    const y = h * (0.18 + (k % 2) * 0.06);
    return `<line x1="${n(x)}" y1="${n(h * 0.08)}" x2="${n(x)}" y2="${n(y)}" stroke="#3E2723"/><circle cx="${n(x)}" cy="${n(y + 6)}" r="${n(14 + c.sky.dark * 10)}" fill="#FFE08A" fill-opacity="0.35"/><circle cx="${n(x)}" cy="${n(y + 6)}" r="6" fill="#FFD54F"/>`;
  });
  const bales = [0.06, 0.86]
    .map(
      (f) =>
        `<rect x="${n(w * f)}" y="${n(horizon - h * 0.1)}" width="${n(w * 0.09)}" height="${n(h * 0.1)}" rx="6" fill="#E6C36A"/>`,
    )
    .join('');
  return `<rect width="${w}" height="${n(horizon)}" fill="${wood}"/>${planks}${door}${beams}${bulbs}${bales}${floor(c, horizon, '#B8A07E')}${furniture(c.rnd, c.layout === 'dance' ? 'banquet' : c.layout, w, horizon, h, c.accents, '#5D4037')}`;
}

export function courtyard(c: Ctx): string {
  const { w, h } = c;
  const horizon = h * 0.55;
  const stone = shade(pickOf(c.rnd, ['#E0C9A6', '#D7CCC8', '#EFD9B4']), c.sky.dark);
  const arches = repeat(5, (k) => {
    const x = w * (0.04 + k * 0.2);
    const aw = w * 0.14;
    return `<path d="M${n(x)} ${n(horizon)} V${n(h * 0.3)} A${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(x + aw)} ${n(h * 0.3)} V${n(horizon)} Z" fill="${shade('#5D4037', 0.4 + c.sky.dark * 0.4)}"/><circle cx="${n(x + aw / 2)}" cy="${n(h * 0.33)}" r="${n(8 + c.sky.dark * 6)}" fill="#FFD180"/>`;
  });
  const pots = [0.1, 0.9]
    .map(
      (f) =>
        `<path d="M${n(w * f - 24)} ${n(h * 0.62)} h48 l-8 40 h-32 Z" fill="#BF6B3E"/>${roundTree(w * f, h * 0.63, h * 0.22, shade('#558B2F', c.sky.dark))}<circle cx="${n(w * f - 10)}" cy="${n(h * 0.5)}" r="5" fill="#FDD835"/><circle cx="${n(w * f + 12)}" cy="${n(h * 0.47)}" r="5" fill="#FDD835"/>`,
    )
    .join('');
  return `${sky(c, h * 0.2)}<rect y="${n(h * 0.15)}" width="${w}" height="${n(horizon - h * 0.15)}" fill="${stone}"/>${arches}${floor(c, horizon, '#CDBA9C')}${pots}${furniture(c.rnd, c.layout, w, horizon, h, c.accents)}`;
}

export function loft(c: Ctx): string {
  const { w, h } = c;
  const horizon = h * 0.58;
  const wall = shade(pickOf(c.rnd, ['#3B3F4A', '#8D4B36', '#4A4E69']), c.sky.dark * 0.4);
  const grid = [0.08, 0.55]
    .map((f) => {
      const x = w * f;
      const ww = w * 0.37;
      const lines =
        [1, 2, 3]
          .map(
            (k) =>
              `<line x1="${n(x + (ww / 4) * k)}" y1="${n(h * 0.1)}" x2="${n(x + (ww / 4) * k)}" y2="${n(horizon - 24)}" stroke="#222" stroke-width="4"/>`,
          )
          .join('') +
        [1, 2]
          .map(
            (k) =>
              `<line x1="${n(x)}" y1="${n(h * 0.1 + ((horizon - 24 - h * 0.1) / 3) * k)}" x2="${n(x + ww)}" y2="${n(h * 0.1 + ((horizon - 24 - h * 0.1) / 3) * k)}" stroke="#222" stroke-width="4"/>`,
          )
          .join('');
      return `<rect x="${n(x)}" y="${n(h * 0.1)}" width="${n(ww)}" height="${n(horizon - 24 - h * 0.1)}" fill="url(#sky)" stroke="#222" stroke-width="8"/>${lines}`;
    })
    .join('');
  const pendants = [0.2, 0.5, 0.8]
    .map(
      (f) =>
        `<line x1="${n(w * f)}" y1="0" x2="${n(w * f)}" y2="${n(h * 0.14)}" stroke="#111"/><path d="M${n(w * f - 22)} ${n(h * 0.18)} L${n(w * f - 10)} ${n(h * 0.14)} H${n(w * f + 10)} L${n(w * f + 22)} ${n(h * 0.18)} Z" fill="#222"/><ellipse cx="${n(w * f)}" cy="${n(h * 0.2)}" rx="26" ry="10" fill="#FFE08A" fill-opacity="0.6"/>`,
    )
    .join('');
  // A neon heart on the wall between the windows (a shape, so a mirrored picture reads the same).
  const hx = w * 0.5;
  const hy = h * 0.06;
  const hs = h * 0.05;
  const neon =
    c.layout === 'dance'
      ? ''
      : `<path d="M${n(hx)} ${n(hy + hs)} C${n(hx - hs * 1.6)} ${n(hy)} ${n(hx - hs * 0.8)} ${n(hy - hs)} ${n(hx)} ${n(hy - hs * 0.2)} C${n(hx + hs * 0.8)} ${n(hy - hs)} ${n(hx + hs * 1.6)} ${n(hy)} ${n(hx)} ${n(hy + hs)} Z" fill="none" stroke="${c.accents[0]}" stroke-width="5"/>`;
  return `<rect width="${w}" height="${n(horizon)}" fill="${wall}"/>${grid}${neon}${pendants}${floor(c, horizon, '#6B6B6B')}${furniture(c.rnd, c.layout === 'rounds' ? 'cocktail' : c.layout, w, horizon, h, c.accents, '#333')}`;
}

export function greenhouse(c: Ctx): string {
  const { w, h } = c;
  const horizon = h * 0.6;
  const panes = repeat(
    9,
    (k) =>
      `<line x1="${n((w / 8) * k)}" y1="${n(h * 0.1)}" x2="${n((w / 8) * k)}" y2="${n(horizon)}" stroke="#FFFFFF" stroke-width="5"/>`,
  );
  const bars = [0.25, 0.42]
    .map(
      (f) => `<line x1="0" y1="${n(h * f)}" x2="${w}" y2="${n(h * f)}" stroke="#FFFFFF" stroke-width="4"/>`,
    )
    .join('');
  const roof = `<path d="M0 ${n(h * 0.1)} Q${n(w / 2)} ${n(-h * 0.12)} ${w} ${n(h * 0.1)}" stroke="#FFFFFF" stroke-width="6" fill="none"/>`;
  const plants = repeat(10, (k) => {
    const x = w * (0.04 + k * 0.105);
    const s = h * (0.1 + (k % 3) * 0.04);
    return `<ellipse cx="${n(x)}" cy="${n(horizon - s * 0.6)}" rx="${n(s * 0.55)}" ry="${n(s * 0.7)}" fill="${shade(['#2E7D32', '#558B2F', '#388E3C'][k % 3]!, c.sky.dark)}"/><circle cx="${n(x + s * 0.2)}" cy="${n(horizon - s * 0.9)}" r="5" fill="${c.accents[k % c.accents.length]}"/>`;
  });
  return `<rect width="${w}" height="${n(horizon)}" fill="url(#sky)"/>${sunOrMoon(c.rnd, c.sky, w, horizon)}${plants}${panes}${bars}${roof}${floor(c, horizon, '#C9B79C')}${furniture(c.rnd, c.layout, w, horizon, h, c.accents)}`;
}
