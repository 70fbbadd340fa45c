/** The open-air venues: a villa's garden, a sea-view terrace, a rooftop, a beach, a vineyard. */
import {
  cypress,
  floor,
  furniture,
  n,
  palm,
  pickOf,
  repeat,
  shade,
  sky,
  stringLights,
  type Ctx,
} from './sceneParts.js';

export function garden(c: Ctx): string {
  const { w, h } = c;
  const horizon = h * 0.5;
  const vx = w * (0.3 + c.rnd() * 0.2);
  const vw = w * 0.4;
  const facade = shade(pickOf(c.rnd, ['#E9C9A1', '#D9A074', '#F1DDB8', '#C98B6B', '#F3E5D0']), c.sky.dark);
  const lit = c.sky.dark > 0.4 ? '#FFD978' : '#5D7A8C';
  const win = repeat(
    10,
    (k) =>
      `<rect x="${n(vx + vw * (0.08 + (k % 5) * 0.19))}" y="${n(horizon - h * (0.24 - Math.floor(k / 5) * 0.11))}" width="${n(vw * 0.09)}" height="${n(h * 0.07)}" rx="3" fill="${lit}" stroke="#FFFFFF" stroke-width="3"/>`,
  );
  return `${sky(c, horizon)}<path d="M0 ${n(horizon - h * 0.06)} Q${n(w * 0.25)} ${n(horizon - h * 0.16)} ${n(w * 0.5)} ${n(horizon - h * 0.07)} T${w} ${n(horizon - h * 0.1)} V${n(horizon)} H0 Z" fill="${shade('#9DBF7A', c.sky.dark)}"/>
<polygon points="${n(vx - 10)},${n(horizon - h * 0.3)} ${n(vx + vw / 2)},${n(horizon - h * 0.4)} ${n(vx + vw + 10)},${n(horizon - h * 0.3)}" fill="${shade('#B5532E', c.sky.dark)}"/><rect x="${n(vx)}" y="${n(horizon - h * 0.3)}" width="${n(vw)}" height="${n(h * 0.3)}" fill="${facade}"/>${win}
${[0.08, 0.16, 0.86, 0.93].map((f) => cypress(w * f, horizon, h * 0.34, shade('#2F5233', c.sky.dark))).join('')}
${floor(c, horizon, '#6FA150')}${stringLights(w * 0.08, horizon - h * 0.2, w * 0.93, horizon - h * 0.2, h * 0.05, c.sky.dark)}${furniture(c.rnd, c.layout, w, horizon, h, c.accents)}`;
}

export function terrace(c: Ctx): string {
  const { w, h } = c;
  const horizon = h * 0.42;
  const umbrellas = [0.2, 0.8]
    .map((f) => {
      const x = w * f;
      return `<line x1="${n(x)}" y1="${n(h * 0.2)}" x2="${n(x)}" y2="${n(h * 0.62)}" stroke="#6D4C41" stroke-width="5"/><path d="M${n(x - w * 0.13)} ${n(h * 0.26)} Q${n(x)} ${n(h * 0.1)} ${n(x + w * 0.13)} ${n(h * 0.26)} Z" fill="${pickOf(c.rnd, c.accents)}"/>`;
    })
    .join('');
  const posts = repeat(
    25,
    (k) =>
      `<rect x="${n((w / 24) * k - 5)}" y="${n(horizon + h * 0.02)}" width="10" height="${n(h * 0.1)}" rx="4" fill="#F5F0E6"/>`,
  );
  return `${sky(c, horizon - h * 0.12)}<rect y="${n(horizon - h * 0.12)}" width="${w}" height="${n(h * 0.14)}" fill="${shade('#2E86C1', c.sky.dark)}"/><path d="M${n(w * 0.55)} ${n(horizon - h * 0.12)} q${n(w * 0.08)} ${n(-h * 0.08)} ${n(w * 0.2)} 0 Z" fill="${shade('#7D9D9C', c.sky.dark)}"/>
${floor(c, horizon + h * 0.02, '#D9C09A')}${posts}<rect y="${n(horizon)}" width="${w}" height="${n(h * 0.025)}" fill="#FFFFFF"/>${umbrellas}${furniture(c.rnd, c.layout, w, horizon + h * 0.12, h, c.accents)}`;
}

export function rooftop(c: Ctx): string {
  const { w, h, rnd } = c;
  const horizon = h * 0.48;
  const glow = c.sky.dark > 0.3;
  const towers = repeat(14, (k) => {
    const bw = w / 14;
    const bh = h * (0.08 + rnd() * 0.26);
    const x = k * bw;
    const lights = glow
      ? repeat(
          6,
          () =>
            `<rect x="${n(x + bw * (0.15 + rnd() * 0.6))}" y="${n(horizon - bh + rnd() * bh * 0.8)}" width="${n(bw * 0.12)}" height="${n(bw * 0.12)}" fill="#FFE08A"/>`,
        )
      : '';
    return `<rect x="${n(x)}" y="${n(horizon - bh)}" width="${n(bw + 1)}" height="${n(bh)}" fill="${shade(k % 2 ? '#7A8BA6' : '#5E6E89', c.sky.dark * 0.6)}"/>${lights}`;
  });
  const planters = [0.04, 0.9]
    .map(
      (f) =>
        `<rect x="${n(w * f)}" y="${n(horizon + h * 0.02)}" width="${n(w * 0.06)}" height="${n(h * 0.08)}" fill="#8D6E63"/><circle cx="${n(w * (f + 0.03))}" cy="${n(horizon)}" r="${n(w * 0.045)}" fill="${shade('#558B2F', c.sky.dark)}"/>`,
    )
    .join('');
  return `${sky(c, horizon)}${towers}<rect y="${n(horizon)}" width="${w}" height="${n(h * 0.035)}" fill="#B0BEC5" fill-opacity="0.7"/>${floor(c, horizon + h * 0.035, '#8C7B6B')}${planters}
${stringLights(0, h * 0.08, w, h * 0.16, h * 0.06, c.sky.dark)}${stringLights(0, h * 0.2, w, h * 0.1, h * 0.05, c.sky.dark)}${furniture(rnd, c.layout, w, horizon + h * 0.05, h, c.accents)}`;
}

export function beach(c: Ctx): string {
  const { w, h } = c;
  const horizon = h * 0.45;
  const waves = repeat(
    4,
    (k) =>
      `<path d="M0 ${n(horizon + h * (0.03 + k * 0.03))} q${n(w / 8)} -6 ${n(w / 4)} 0 t${n(w / 4)} 0 t${n(w / 4)} 0 t${n(w / 4)} 0" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="3" fill="none"/>`,
  );
  const torches = [0.12, 0.32, 0.68, 0.88]
    .map(
      (f) =>
        `<line x1="${n(w * f)}" y1="${n(h * 0.62)}" x2="${n(w * f)}" y2="${n(h * 0.78)}" stroke="#6D4C41" stroke-width="4"/><circle cx="${n(w * f)}" cy="${n(h * 0.6)}" r="${n(8 + c.sky.dark * 8)}" fill="#FFB74D" fill-opacity="0.8"/>`,
    )
    .join('');
  return `${sky(c, horizon)}<rect y="${n(horizon)}" width="${w}" height="${n(h * 0.16)}" fill="${shade('#1E88E5', c.sky.dark)}"/>${waves}${floor(c, horizon + h * 0.16, '#F1D9A7')}
${palm(w * 0.06, h * 0.66, h * 0.5)}${palm(w * 0.95, h * 0.7, h * 0.45)}${torches}${furniture(c.rnd, c.layout, w, horizon + h * 0.2, h, c.accents)}`;
}

export function vineyard(c: Ctx): string {
  const { w, h } = c;
  const horizon = h * 0.45;
  const rows = repeat(
    9,
    (k) =>
      `<path d="M${n(w * 0.5)} ${n(horizon)} L${n(w * (k / 8) * 1.6 - w * 0.3)} ${n(h * 0.66)}" stroke="${shade('#3E7B27', c.sky.dark)}" stroke-width="${n(4 + (k % 3))}" stroke-dasharray="10 6"/>`,
  );
  const pergola = `<rect x="${n(w * 0.08)}" y="${n(h * 0.22)}" width="10" height="${n(h * 0.5)}" fill="#6D4C41"/><rect x="${n(w * 0.9)}" y="${n(h * 0.22)}" width="10" height="${n(h * 0.5)}" fill="#6D4C41"/><rect x="${n(w * 0.08)}" y="${n(h * 0.2)}" width="${n(w * 0.83)}" height="10" fill="#6D4C41"/>${repeat(14, (k) => `<circle cx="${n(w * (0.1 + k * 0.058))}" cy="${n(h * 0.2 + (k % 3) * 6)}" r="${n(14 + (k % 2) * 6)}" fill="${shade(k % 2 ? '#558B2F' : '#7CB342', c.sky.dark)}"/>`)}`;
  return `${sky(c, horizon)}<path d="M0 ${n(horizon)} Q${n(w * 0.3)} ${n(horizon - h * 0.14)} ${n(w * 0.6)} ${n(horizon - h * 0.05)} T${w} ${n(horizon - h * 0.08)} V${n(horizon + 2)} H0 Z" fill="${shade('#8DB36B', c.sky.dark)}"/>${floor(c, horizon, '#A5C46E')}${rows}${pergola}${furniture(c.rnd, c.layout === 'dance' ? 'banquet' : c.layout, w, h * 0.62, h, c.accents)}`;
}
