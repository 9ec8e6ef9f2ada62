import { SCENE } from './landscapes';
import { type Random, between, linear, radial, seededRandom } from './paint';
import { brandColors, scenePalettes } from './palettes';
import { type Drawing, n } from './svg';

const { width: W, height: H } = SCENE;
const HORIZON = H * 0.6;
const { coral } = brandColors.kestrel;

/** One row of buildings with lit windows; nearer rows are taller, darker and busier. */
function skyline(random: Random, row: number, fill: string): string {
  const parts: string[] = [];
  let x = -40;
  while (x < W) {
    const w = between(random, 70, 200) + row * 30;
    const h = between(random, 120, 380) + row * 140;
    const top = HORIZON - h + row * 40;
    parts.push(`<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(H - top)}" fill="${fill}"/>`);
    if (random() < 0.25) parts.push(`<rect x="${n(x + w / 2 - 3)}" y="${n(top - 60)}" width="6" height="60" fill="${fill}"/>`);
    const lit = 0.12 + row * 0.12;
    for (let wy = top + 24; wy < HORIZON + row * 40 - 30; wy += 34) {
      for (let wx = x + 14; wx < x + w - 22; wx += 28) {
        if (random() < lit) {
          const warm = random() < 0.7 ? '#f4c27a' : coral;
          parts.push(`<rect x="${n(wx)}" y="${n(wy)}" width="12" height="16" fill="${warm}" opacity="${n(0.45 + random() * 0.5)}"/>`);
        }
      }
    }
    x += w + between(random, 4, 30);
  }
  return parts.join('');
}

/** Light trails of passing traffic, converging on the vanishing point. */
function lightTrails(id: string): string {
  const vx = W * 0.5;
  const curves = [-0.9, -0.55, 0.5, 0.85].map((spread, i) => {
    const end = vx + spread * W * 0.75;
    const d = `M${n(vx + spread * 20)} ${n(HORIZON + 10)}C${n(vx + spread * 200)} ${n(HORIZON + 120)} ${n(end - spread * 120)} ${n(H * 0.86)} ${n(end)} ${H + 20}`;
    const stroke = `url(#${id}-${i % 2 ? 'amber' : 'coral'})`;
    return `<path d="${d}" stroke="${stroke}" stroke-width="46" opacity="0.25"/><path d="${d}" stroke="${stroke}" stroke-width="9"/>`;
  });
  return `<g fill="none" stroke-linecap="round">${curves.join('')}</g>`;
}

/** A city street at night: a layered skyline, glowing windows, street lamps and traffic light trails. */
export function cityNight(id: string): Drawing {
  const p = scenePalettes.city;
  const random = seededRandom(id);
  const lamps = [0.12, 0.3, 0.44].flatMap((t) => {
    const y = HORIZON + t * (H - HORIZON);
    const offset = W * (0.08 + t * 0.6);
    const h = 60 + t * 520;
    return [W / 2 - offset, W / 2 + offset].map(
      (x) =>
        `<rect x="${n(x - 3 - t * 6)}" y="${n(y - h)}" width="${n(6 + t * 12)}" height="${n(h)}" fill="#0a1122"/>` +
        `<circle cx="${n(x)}" cy="${n(y - h)}" r="${n(40 + t * 160)}" fill="url(#${id}-lamp)"/>`,
    );
  });
  const defs = [
    linear(`${id}-sky`, [
      [0, p.sky[0]],
      [0.7, p.sky[1]],
      [1, p.sky[2]],
    ]),
    linear(`${id}-road`, [
      [0, '#1a2340'],
      [1, '#05080f'],
    ]),
    linear(`${id}-coral`, [
      [0, coral, 0.2],
      [1, coral],
    ]),
    linear(`${id}-amber`, [
      [0, '#f4c27a', 0.2],
      [1, '#f4c27a'],
    ]),
    radial(`${id}-lamp`, [
      [0, '#ffe9c4', 0.9],
      [0.2, '#f4c27a', 0.35],
      [1, '#f4c27a', 0],
    ]),
    radial(`${id}-moon`, [
      [0, p.sun, 0.6],
      [0.2, p.sun, 0.15],
      [1, p.sun, 0],
    ]),
  ].join('');
  const stars = Array.from(
    { length: 60 },
    () => `<circle cx="${n(random() * W)}" cy="${n(random() * H * 0.35)}" r="1.4" fill="#ffffff" opacity="${n(0.2 + random() * 0.5)}"/>`,
  );
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>`,
    ...stars,
    `<circle cx="${n(W * 0.22)}" cy="${n(H * 0.18)}" r="${n(H * 0.3)}" fill="url(#${id}-moon)"/><circle cx="${n(W * 0.22)}" cy="${n(H * 0.18)}" r="34" fill="${p.sun}"/>`,
    ...p.layers.slice(0, 3).map((fill, row) => skyline(random, row, fill)),
    `<path d="M0 ${n(HORIZON + 40)}L${W} ${n(HORIZON + 40)}L${W} ${H}L0 ${H}Z" fill="url(#${id}-road)"/>`,
    `<path d="M${n(W / 2 - 6)} ${n(HORIZON + 40)}L${n(W / 2 + 6)} ${n(HORIZON + 40)}L${n(W / 2 + 40)} ${H}L${n(W / 2 - 40)} ${H}Z" fill="#f8f5f0" opacity="0.18"/>`,
    lightTrails(id),
    ...lamps,
  ].join('');
  return { defs, body };
}
