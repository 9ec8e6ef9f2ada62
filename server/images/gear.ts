import { linear } from './paint';
import type { Drawing } from './svg';
import type { GarmentColors } from './apparel';

export type LegwearStyle = 'tights' | 'pants' | 'shorts';

const LEGS: Record<LegwearStyle, string> = {
  tights:
    'M430 250L770 250L790 340C785 600 760 820 745 1010L650 1010C640 800 620 560 600 430C580 560 560 800 550 1010L455 1010C440 820 415 600 410 340Z',
  pants: 'M420 250L780 250L810 360C815 600 810 800 800 1010L630 1010L600 470L570 1010L400 1010C390 800 385 600 390 360Z',
  shorts: 'M420 250L780 250L820 380L860 620L640 650L600 470L560 650L340 620L380 380Z',
};

/** Tights, trail pants or shorts, front view, with waistband, drawcord and a side stripe. */
export function legwear(id: string, style: LegwearStyle, c: GarmentColors): Drawing {
  const stripe =
    style === 'tights'
      ? '<path d="M418 360C430 600 450 820 462 1000M782 360C770 600 752 820 738 1000"'
      : '<path d="M395 380C392 420 390 460 388 500M805 380C808 420 810 460 812 500"';
  return {
    defs:
      `<clipPath id="${id}-legs"><path d="${LEGS[style]}"/></clipPath>` +
      linear(
        `${id}-fill`,
        [
          [0, c.main],
          [1, c.shade],
        ],
        [0, 0, 1, 1],
      ),
    body:
      `<path d="${LEGS[style]}" fill="url(#${id}-fill)"/>` +
      `<g clip-path="url(#${id}-legs)"><rect x="380" y="240" width="440" height="56" fill="${c.trim}"/>${stripe} fill="none" stroke="${c.accent}" stroke-width="12"/></g>` +
      `<path d="M585 296L575 360M615 296L625 360" stroke="${c.accent}" stroke-width="6" stroke-linecap="round"/>` +
      (style === 'pants' ? `<rect x="680" y="560" width="110" height="140" rx="14" fill="${c.shade}" opacity="0.7"/>` : ''),
  };
}

/** A daypack, front view: lid, front pocket with bungee, compression straps, shoulder straps. */
export function pack(id: string, c: GarmentColors): Drawing {
  const bungee = 'M490 600L560 650L630 600L700 650M490 760L560 710L630 760L700 710';
  return {
    defs: linear(
      `${id}-fill`,
      [
        [0, c.main],
        [1, c.shade],
      ],
      [0, 0, 1, 1],
    ),
    body: [
      `<path d="M430 330C370 420 350 700 380 880" fill="none" stroke="${c.trim}" stroke-width="44" stroke-linecap="round"/>`,
      `<path d="M770 330C830 420 850 700 820 880" fill="none" stroke="${c.trim}" stroke-width="44" stroke-linecap="round"/>`,
      `<path d="M560 240C560 170 640 170 640 240" fill="none" stroke="${c.trim}" stroke-width="16"/>`,
      `<path d="M420 320C420 250 470 220 600 220C730 220 780 250 780 320L800 880C800 930 760 950 700 950L500 950C440 950 400 930 400 880Z" fill="url(#${id}-fill)"/>`,
      `<path d="M430 300C440 222 760 222 770 300L775 380C700 402 500 402 425 380Z" fill="${c.shade}"/>`,
      `<rect x="465" y="540" width="270" height="350" rx="56" fill="${c.shade}" opacity="0.9"/>`,
      `<path d="${bungee}" fill="none" stroke="${c.accent}" stroke-width="6" stroke-linejoin="round"/>`,
      `<path d="M404 470H796M406 850H794" stroke="${c.trim}" stroke-width="16"/>`,
      `<rect x="570" y="455" width="60" height="32" rx="6" fill="${c.accent}"/>`,
      `<path d="M450 392C520 412 680 412 750 392" fill="none" stroke="${c.accent}" stroke-width="5"/>`,
    ].join(''),
  };
}

/** A crew sock in side view with a contrast heel, toe and cuff stripes. */
export function sock(id: string, c: GarmentColors): Drawing {
  const shape = 'M520 220L700 220L700 640C700 690 730 720 780 740L900 790C965 815 965 905 900 912L640 912C560 912 520 870 520 800Z';
  return {
    defs:
      `<clipPath id="${id}-sock"><path d="${shape}"/></clipPath>` +
      linear(`${id}-fill`, [
        [0, c.main],
        [1, c.shade],
      ]),
    body:
      `<path d="${shape}" fill="url(#${id}-fill)"/><g clip-path="url(#${id}-sock)">` +
      `<rect x="500" y="210" width="220" height="80" fill="${c.trim}"/>` +
      `<path d="M500 340H720M500 372H720" stroke="${c.accent}" stroke-width="14"/>` +
      `<circle cx="560" cy="860" r="96" fill="${c.accent}"/><circle cx="960" cy="860" r="90" fill="${c.accent}"/></g>` +
      `<path d="${Array.from({ length: 9 }, (_, i) => `M${538 + i * 20} 226V284`).join('')}" stroke="${c.shade}" stroke-width="4" opacity="0.5"/>`,
  };
}

/** A knitted toque with a pompom, or a running cap with a visor. */
export function headwear(id: string, style: 'toque' | 'cap', c: GarmentColors): Drawing {
  if (style === 'cap') {
    return {
      defs: linear(`${id}-fill`, [
        [0, c.main],
        [1, c.shade],
      ]),
      body:
        `<path d="M400 720C400 440 800 440 800 720Z" fill="url(#${id}-fill)"/>` +
        `<path d="M600 470C560 540 550 640 560 720M600 470C640 540 650 640 640 720" fill="none" stroke="${c.shade}" stroke-width="5"/>` +
        `<path d="M560 700C700 696 900 706 970 748C880 780 700 770 560 750Z" fill="${c.trim}"/>` +
        `<circle cx="600" cy="468" r="16" fill="${c.accent}"/><rect x="430" y="660" width="120" height="18" rx="9" fill="${c.accent}"/>`,
    };
  }
  const ribs = Array.from({ length: 22 }, (_, i) => `M${392 + i * 20} 668V792`).join('');
  return {
    defs:
      `<clipPath id="${id}-dome"><path d="M380 700C380 420 820 420 820 700Z"/></clipPath>` +
      linear(`${id}-fill`, [
        [0, c.main],
        [1, c.shade],
      ]),
    body:
      `<path d="M380 700C380 420 820 420 820 700Z" fill="url(#${id}-fill)"/>` +
      `<rect x="370" y="650" width="460" height="150" rx="24" fill="${c.trim}"/>` +
      `<path d="${ribs}" stroke="${c.shade}" stroke-width="5" opacity="0.45"/>` +
      `<path d="M380 560H820" stroke="${c.accent}" stroke-width="22" opacity="0.9" clip-path="url(#${id}-dome)"/>` +
      `<circle cx="600" cy="410" r="78" fill="${c.accent}"/><circle cx="570" cy="390" r="34" fill="#ffffff" opacity="0.18"/>`,
  };
}
