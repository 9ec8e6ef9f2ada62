import { SCENE } from './landscapes';
import { linear, radial, seededRandom } from './paint';
import { brandColors, scenePalettes } from './palettes';
import { type Drawing, n } from './svg';

const { width: W, height: H } = SCENE;
const { navy, coral, offWhite } = brandColors.kestrel;
/** The track's oval seen from the stands: centre and radii of the outer lane. */
const CX = W / 2;
const CY = H * 0.86;
const RX = W * 0.62;
const RY = H * 0.3;
const LANES = 8;

/** Floodlight tower: a mast with a lamp panel and its glow. */
const floodlight = (id: string, x: number, top: number): string =>
  `<rect x="${n(x - 7)}" y="${n(top)}" width="14" height="${n(H * 0.6 - top)}" fill="${navy}"/>` +
  `<rect x="${n(x - 60)}" y="${n(top - 40)}" width="120" height="50" rx="6" fill="${navy}"/>` +
  `<circle cx="${n(x)}" cy="${n(top - 15)}" r="260" fill="url(#${id}-flood)"/>`;

/** A running track at dawn: stands under a pale sky, floodlights, eight lanes curving round the infield. */
export function trackDawn(id: string): Drawing {
  const p = scenePalettes.morning;
  const random = seededRandom(id);
  const laneWidth = RY * 0.07;
  const lanes = Array.from({ length: LANES + 1 }, (_, i) => {
    const shrink = i * laneWidth;
    return `<ellipse cx="${CX}" cy="${n(CY)}" rx="${n(RX - shrink * (RX / RY))}" ry="${n(RY - shrink)}" fill="none" stroke="${offWhite}" stroke-width="${n(3 + (LANES - i) * 0.4)}" opacity="0.85"/>`;
  });
  const innerRy = RY - LANES * laneWidth;
  const innerRx = RX - LANES * laneWidth * (RX / RY);
  const crowd = Array.from({ length: 260 }, () => {
    const x = random() * W;
    const y = H * 0.42 + random() * H * 0.14;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(3 + random() * 4)}" fill="${random() < 0.2 ? coral : '#4a5577'}" opacity="0.5"/>`;
  });
  const defs = [
    linear(`${id}-sky`, [
      [0, p.sky[0]],
      [0.6, p.sky[1]],
      [1, p.sky[2]],
    ]),
    linear(`${id}-stand`, [
      [0, '#3a4563'],
      [1, navy],
    ]),
    linear(`${id}-track`, [
      [0, '#c8553f'],
      [1, coral],
    ]),
    linear(`${id}-grass`, [
      [0, '#5f8a63'],
      [1, '#2f5a3f'],
    ]),
    radial(`${id}-flood`, [
      [0, '#fff6ec', 0.9],
      [0.15, '#fff6ec', 0.35],
      [1, '#fff6ec', 0],
    ]),
    radial(`${id}-sun`, [
      [0, p.sun, 1],
      [0.3, p.sun, 0.4],
      [1, p.sun, 0],
    ]),
  ].join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>`,
    `<circle cx="${n(W * 0.7)}" cy="${n(H * 0.38)}" r="${n(H * 0.45)}" fill="url(#${id}-sun)"/>`,
    `<path d="M0 ${n(H * 0.4)}Q${n(W / 2)} ${n(H * 0.3)} ${W} ${n(H * 0.4)}V${n(H * 0.62)}H0Z" fill="url(#${id}-stand)"/>`,
    ...crowd,
    floodlight(id, W * 0.1, H * 0.08),
    floodlight(id, W * 0.9, H * 0.08),
    `<rect x="0" y="${n(H * 0.6)}" width="${W}" height="${n(H * 0.4)}" fill="url(#${id}-grass)"/>`,
    `<ellipse cx="${CX}" cy="${n(CY)}" rx="${n(RX)}" ry="${n(RY)}" fill="url(#${id}-track)"/>`,
    `<ellipse cx="${CX}" cy="${n(CY)}" rx="${n(innerRx)}" ry="${n(innerRy)}" fill="url(#${id}-grass)"/>`,
    ...lanes,
    `<path d="M${n(CX + innerRx * 0.2)} ${n(CY + innerRy)}L${n(CX + RX * 0.22)} ${n(CY + RY)}" stroke="${offWhite}" stroke-width="10"/>`,
  ].join('');
  return { defs, body };
}
