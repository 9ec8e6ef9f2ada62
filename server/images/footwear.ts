import { linear } from './paint';
import { type Drawing, n } from './svg';

export interface ShoeColors {
  readonly upper: string;
  readonly shade: string;
  readonly midsole: string;
  readonly outsole: string;
  readonly accent: string;
  readonly lace: string;
}

/** The side mark: a zig-zag ridge line (Ridgeline) or a swept wing (Kestrel). */
export type Mark = 'ridge' | 'wing';
export type ShoeStyle = 'trail' | 'road' | 'racing' | 'approach' | 'training';

const GROUND = 880;
const STACK: Record<ShoeStyle, number> = { trail: 64, road: 72, racing: 104, approach: 44, training: 48 };

function mark(kind: Mark, y: number, color: string): string {
  if (kind === 'ridge') {
    return `<path d="M430 ${y - 30}L520 ${y - 112}L580 ${y - 64}L660 ${y - 150}L770 ${y - 40}" fill="none" stroke="${color}" stroke-width="16" stroke-linejoin="round" stroke-linecap="round"/>`;
  }
  return `<path d="M450 ${y - 20}C600 ${y - 30} 730 ${y - 90} 850 ${y - 165}L862 ${y - 138}C740 ${y - 60} 610 ${y - 8} 450 ${y - 4}Z" fill="${color}"/>`;
}

/** Laces crossing the instep between two points. */
function laces(from: readonly [number, number], to: readonly [number, number], count: number, color: string): string {
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const len = Math.hypot(dx, dy);
  const [px, py] = [(-dy / len) * 20, (dx / len) * 20];
  const strokes = Array.from({ length: count }, (_, i) => {
    const t = (i + 0.5) / count;
    const [x, y] = [from[0] + dx * t, from[1] + dy * t];
    return `M${n(x - px)} ${n(y - py)}L${n(x + px)} ${n(y + py)}`;
  });
  return `<path d="${strokes.join('')}" stroke="${color}" stroke-width="10" stroke-linecap="round"/>`;
}

/** Midsole, outsole and (for trail shoes) lugs under an upper whose sole line is y0. */
interface SoleOptions {
  readonly lugs: boolean;
  readonly plate: boolean;
  /** Outsole rubber thickness: boots wear a heavier one. */
  readonly rubber: number;
}

function sole(id: string, y0: number, stack: number, c: ShoeColors, { lugs, plate, rubber }: SoleOptions): string {
  const bottom = y0 + stack;
  const midsole = `<path d="M222 ${y0 - 8}L1002 ${y0 - 8}C1016 ${n(y0 + stack * 0.4)} 992 ${bottom} 946 ${bottom}L292 ${bottom}C244 ${bottom} 214 ${n(y0 + stack * 0.6)} 222 ${y0 - 8}Z" fill="url(#${id}-mid)"/>`;
  const outsole = `<rect x="268" y="${bottom - 2}" width="700" height="${rubber}" rx="11" fill="${c.outsole}"/>`;
  const studs = lugs
    ? `<path d="${Array.from({ length: 16 }, (_, i) => `M${290 + i * 43} ${bottom + rubber - 4}h26l-4 16h-18Z`).join('')}" fill="${c.outsole}"/>`
    : '';
  const carbon = plate
    ? `<path d="M250 ${n(y0 + stack * 0.55)}C500 ${n(y0 + stack * 0.75)} 800 ${n(y0 + stack * 0.7)} 990 ${n(y0 + stack * 0.15)}" fill="none" stroke="${c.accent}" stroke-width="7"/>`
    : '';
  return midsole + outsole + studs + carbon;
}

/** A low running or trail shoe in side view, toe to the right. */
export function shoe(id: string, style: ShoeStyle, c: ShoeColors, brandMark: Mark): Drawing {
  const lugs = style === 'trail' || style === 'approach';
  const stack = STACK[style];
  const y0 = GROUND - 20 - (lugs ? 16 : 0) - stack;
  const upper = `M240 ${y0}C215 ${y0 - 70} 215 ${y0 - 170} 250 ${y0 - 215}C300 ${y0 - 205} 350 ${y0 - 175} 400 ${y0 - 180}C430 ${y0 - 230} 460 ${y0 - 262} 500 ${y0 - 262}C620 ${y0 - 225} 760 ${y0 - 150} 880 ${y0 - 110}C960 ${y0 - 85} 1005 ${y0 - 40} 995 ${y0}Z`;
  const knit =
    style === 'road' || style === 'racing'
      ? `<g clip-path="url(#${id}-upper)" stroke="${c.shade}" stroke-width="3" opacity="0.5">${Array.from({ length: 30 }, (_, i) => `<path d="M${200 + i * 28} ${y0 + 10}L${280 + i * 28} ${y0 - 280}"/>`).join('')}</g>`
      : '';
  const bumper = lugs
    ? `<path d="M860 ${y0 - 108}C950 ${y0 - 84} 1004 ${y0 - 40} 996 ${y0}L892 ${y0}C900 ${y0 - 40} 886 ${y0 - 80} 860 ${y0 - 108}Z" fill="${c.outsole}" opacity="0.85"/>`
    : '';
  const defs =
    `<clipPath id="${id}-upper"><path d="${upper}"/></clipPath>` +
    linear(`${id}-mid`, [
      [0, c.midsole],
      [1, c.shade],
    ]) +
    linear(
      `${id}-up`,
      [
        [0, c.upper],
        [1, c.shade],
      ],
      [0, 0, 0.3, 1],
    );
  const body = [
    `<path d="${upper}" fill="url(#${id}-up)"/>`,
    knit,
    `<path d="M240 ${y0}C218 ${y0 - 60} 220 ${y0 - 120} 236 ${y0 - 150}C290 ${y0 - 140} 330 ${y0 - 80} 330 ${y0}Z" fill="${c.shade}" opacity="0.7"/>`,
    `<path d="M258 ${y0 - 205}C300 ${y0 - 198} 350 ${y0 - 172} 398 ${y0 - 176}C380 ${y0 - 160} 300 ${y0 - 168} 262 ${y0 - 185}Z" fill="${c.outsole}" opacity="0.7"/>`,
    `<path d="M248 ${y0 - 210}L226 ${y0 - 252}L252 ${y0 - 260}L270 ${y0 - 214}Z" fill="${c.accent}"/>`,
    bumper,
    mark(brandMark, y0, c.accent),
    laces([505, y0 - 250], [790, y0 - 142], 6, c.lace),
    `<path d="M505 ${y0 - 255}C620 ${y0 - 220} 760 ${y0 - 150} 880 ${y0 - 112}" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.25"/>`,
    sole(id, y0, stack, c, { lugs, plate: style === 'racing', rubber: 22 }),
  ].join('');
  return { defs, body };
}

/** A mid-cut hiking boot in side view; `cuff` adds the warm lining of a winter boot. */
export function boot(id: string, c: ShoeColors, brandMark: Mark, cuff?: string): Drawing {
  const y0 = GROUND - 16 - 28 - 46;
  const upper = `M245 ${y0}C220 ${y0 - 120} 215 ${y0 - 280} 240 ${y0 - 400}C300 ${y0 - 415} 360 ${y0 - 405} 420 ${y0 - 395}C440 ${y0 - 430} 470 ${y0 - 445} 505 ${y0 - 440}C540 ${y0 - 330} 600 ${y0 - 230} 720 ${y0 - 170}C840 ${y0 - 130} 960 ${y0 - 90} 995 ${y0 - 20}L995 ${y0}Z`;
  const hooks = Array.from({ length: 7 }, (_, i) => {
    const t = i / 6;
    return [500 + t * 262, y0 - 405 + t * 250] as const;
  });
  const zigzag = hooks.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x + (i % 2 ? 26 : -22))} ${n(y + 6)}`).join('');
  const defs =
    linear(`${id}-mid`, [
      [0, c.midsole],
      [1, c.shade],
    ]) +
    linear(
      `${id}-up`,
      [
        [0, c.upper],
        [1, c.shade],
      ],
      [0, 0, 0.4, 1],
    );
  const body = [
    `<path d="${upper}" fill="url(#${id}-up)"/>`,
    `<path d="M245 ${y0}L995 ${y0}L990 ${y0 - 34}C700 ${y0 - 50} 400 ${y0 - 50} 232 ${y0 - 44}Z" fill="${c.shade}" opacity="0.8"/>`,
    `<path d="M830 ${y0 - 120}C930 ${y0 - 100} 1000 ${y0 - 50} 995 ${y0}L820 ${y0}C840 ${y0 - 40} 836 ${y0 - 90} 830 ${y0 - 120}Z" fill="${c.outsole}" opacity="0.9"/>`,
    `<path d="M250 ${y0 - 230}C330 ${y0 - 200} 420 ${y0 - 190} 520 ${y0 - 260}" fill="none" stroke="${c.shade}" stroke-width="6"/>`,
    cuff
      ? `<path d="M236 ${y0 - 400}C300 ${y0 - 425} 360 ${y0 - 412} 424 ${y0 - 398}L418 ${y0 - 340}C360 ${y0 - 352} 300 ${y0 - 364} 240 ${y0 - 350}Z" fill="${cuff}"/>`
      : `<path d="M240 ${y0 - 400}C300 ${y0 - 415} 360 ${y0 - 405} 420 ${y0 - 395}L418 ${y0 - 365}C360 ${y0 - 375} 300 ${y0 - 385} 244 ${y0 - 372}Z" fill="${c.shade}"/>`,
    mark(brandMark, y0 - 40, c.accent),
    `<path d="${zigzag}" fill="none" stroke="${c.lace}" stroke-width="8" stroke-linejoin="round"/>`,
    ...hooks.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="10" fill="#c9c4b8" stroke="${c.outsole}" stroke-width="3"/>`),
    `<path d="M234 ${y0 - 395}L220 ${y0 - 450}L250 ${y0 - 455}L262 ${y0 - 400}Z" fill="${c.accent}"/>`,
    sole(id, y0, 46, c, { lugs: true, plate: false, rubber: 28 }),
  ].join('');
  return { defs, body };
}
