import { SCENE } from './landscapes';
import { between, linear, radial, seededRandom } from './paint';
import { brandColors, scenePalettes } from './palettes';
import { type Drawing, n } from './svg';

const { width: W, height: H } = SCENE;
const WATERLINE = H * 0.64;
const { navy, coral, offWhite } = brandColors.kestrel;

/** A stone bridge of five arches spanning the river. */
function bridge(id: string, fill: string): string {
  const deck = WATERLINE - 150;
  const span = W / 5;
  const arches = Array.from({ length: 5 }, (_, i) => {
    const x0 = i * span + 40;
    const x1 = (i + 1) * span - 40;
    return `M${n(x0)} ${WATERLINE}Q${n((x0 + x1) / 2)} ${n(deck - 40)} ${n(x1)} ${WATERLINE}Z`;
  });
  return (
    `<path d="M0 ${n(deck - 30)}H${W}V${WATERLINE}H0Z" fill="${fill}"/>` +
    `<path d="${arches.join('')}" fill="url(#${id}-water)"/>` +
    `<path d="M0 ${n(deck - 30)}H${W}" stroke="${offWhite}" stroke-width="6" opacity="0.5"/>`
  );
}

/** A city river at sunrise: hazy towers, an arched bridge, a glinting river and the embankment path. */
export function riversideMorning(id: string): Drawing {
  const p = scenePalettes.morning;
  const random = seededRandom(id);
  const towers: string[] = [];
  for (let x = 0; x < W; x += between(random, 90, 180)) {
    const h = between(random, 120, 420);
    towers.push(
      `<rect x="${n(x)}" y="${n(WATERLINE - 150 - h)}" width="${n(between(random, 70, 160))}" height="${n(h + 10)}" fill="${p.layers[random() < 0.5 ? 0 : 1]}" opacity="0.7"/>`,
    );
  }
  const glints = Array.from({ length: 60 }, () => {
    const y = WATERLINE + 10 + random() * (H - WATERLINE);
    const x = W * 0.66 + (random() - 0.5) * W * 0.35;
    return `<path d="M${n(x)} ${n(y)}h${n(30 + random() * 110)}" stroke="${p.sun}" stroke-width="3" opacity="${n(0.2 + random() * 0.5)}"/>`;
  });
  const lamps = [0.15, 0.45, 0.8].map((t) => {
    const x = W * (0.05 + t * 0.5);
    const y = H * (0.86 + t * 0.1);
    const h = 160 + t * 260;
    return `<rect x="${n(x)}" y="${n(y - h)}" width="${n(6 + t * 8)}" height="${n(h)}" fill="${navy}"/><circle cx="${n(x + 4)}" cy="${n(y - h)}" r="${n(10 + t * 12)}" fill="${p.sun}"/>`;
  });
  const defs = [
    linear(`${id}-sky`, [
      [0, p.sky[0]],
      [0.55, p.sky[1]],
      [1, p.sky[2]],
    ]),
    linear(`${id}-water`, [
      [0, p.water[0]],
      [1, p.water[1]],
    ]),
    linear(`${id}-path`, [
      [0, '#3a4563'],
      [1, navy],
    ]),
    radial(`${id}-sun`, [
      [0, p.sun, 1],
      [0.2, p.sun, 0.6],
      [1, p.sun, 0],
    ]),
  ].join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>`,
    `<circle cx="${n(W * 0.66)}" cy="${n(H * 0.36)}" r="${n(H * 0.5)}" fill="url(#${id}-sun)"/>`,
    `<circle cx="${n(W * 0.66)}" cy="${n(H * 0.36)}" r="70" fill="${p.sun}"/>`,
    ...towers,
    bridge(id, p.layers[2]),
    `<rect x="0" y="${n(WATERLINE)}" width="${W}" height="${n(H - WATERLINE)}" fill="url(#${id}-water)"/>`,
    `<g stroke-linecap="round">${glints.join('')}</g>`,
    `<path d="M0 ${n(H * 0.8)}L${W} ${n(H * 1.02)}V${H}H0Z" fill="url(#${id}-path)"/>`,
    `<path d="M0 ${n(H * 0.8)}L${W} ${n(H * 1.02)}" stroke="${coral}" stroke-width="8"/>`,
    ...lamps,
  ].join('');
  return { defs, body };
}
