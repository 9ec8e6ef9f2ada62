import { linear } from './paint';
import type { Drawing } from './svg';

export interface GarmentColors {
  readonly main: string;
  readonly shade: string;
  readonly trim: string;
  readonly accent: string;
}

export type JacketStyle = 'shell' | 'insulated' | 'fleece' | 'running';
export type TopStyle = 'tee' | 'longSleeve' | 'halfZip';

/** Front view of a long-sleeved body: shoulders at y≈300, hem at y≈900, cuffs at y≈850. */
const LONG_BODY =
  'M470 300C500 258 700 258 730 300L820 340C880 380 930 600 960 840L870 858C850 700 830 560 790 470L790 900C700 918 500 918 410 900L410 470C370 560 350 700 330 858L240 840C270 600 320 380 380 340Z';
const SHORT_BODY =
  'M470 300C520 334 680 334 730 300L840 350L930 520L830 570L790 500L790 900C700 918 500 918 410 900L410 500L370 570L270 520L360 350Z';

const line = (d: string, color: string, width = 5, opacity = 1): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;

/** Quilted baffles, fleece pile or reflective stripes, clipped to the garment. */
function surface(id: string, style: JacketStyle, c: GarmentColors): string {
  if (style === 'insulated') {
    const rows = Array.from({ length: 9 }, (_, i) => `M200 ${380 + i * 62}C450 ${395 + i * 62} 750 ${395 + i * 62} 1000 ${380 + i * 62}`).join('');
    return `<g clip-path="url(#${id}-body)">${line(rows, c.shade, 6, 0.8)}<g transform="translate(0 -10)">${line(rows, '#ffffff', 3, 0.2)}</g></g>`;
  }
  if (style === 'fleece') {
    const dots = Array.from({ length: 220 }, (_, i) => `<circle cx="${250 + ((i * 97) % 700)}" cy="${300 + ((i * 53) % 600)}" r="3"/>`).join('');
    return `<g clip-path="url(#${id}-body)" fill="${c.shade}" opacity="0.35">${dots}</g><path d="M470 300L730 300L820 340L790 420C700 400 500 400 410 420L380 340Z" fill="${c.trim}" opacity="0.9"/>`;
  }
  if (style === 'running') {
    return `<g clip-path="url(#${id}-body)">${line('M300 700L900 420', c.accent, 14)}${line('M330 760L930 480', '#f8f5f0', 5, 0.9)}</g>`;
  }
  return line('M440 380C520 400 680 400 760 380', c.shade, 4, 0.7) + line('M650 430L745 395', c.trim, 6);
}

/** A jacket, front view: hooded rain shell, quilted puffer, fleece with a stand collar, or a light running jacket. */
export function jacket(id: string, style: JacketStyle, c: GarmentColors): Drawing {
  const hooded = style === 'shell' || style === 'running';
  const zipTop = style === 'fleece' ? 250 : 300;
  const zipBottom = style === 'fleece' ? 560 : 905;
  const defs =
    `<clipPath id="${id}-body"><path d="${LONG_BODY}"/></clipPath>` +
    linear(
      `${id}-fill`,
      [
        [0, c.main],
        [1, c.shade],
      ],
      [0, 0, 1, 1],
    );
  const hood = hooded
    ? `<path d="M470 305C440 170 560 118 600 118C640 118 760 170 730 305C690 282 510 282 470 305Z" fill="${c.main}"/><ellipse cx="600" cy="240" rx="82" ry="72" fill="${c.shade}"/>`
    : `<path d="M492 300L496 248C560 232 640 232 704 248L708 300Z" fill="${c.trim}"/>`;
  const body = [
    hood,
    `<path d="${LONG_BODY}" fill="url(#${id}-fill)"/>`,
    surface(id, style, c),
    line(`M600 ${zipTop}L600 ${zipBottom}`, c.trim, 6),
    `<rect x="591" y="${zipTop + 14}" width="18" height="40" rx="5" fill="${c.accent}"/>`,
    line('M470 700L505 615M730 700L695 615', c.trim, 5, 0.8),
    line('M252 800L336 818M948 800L864 818', c.trim, 10, 0.9),
    line('M414 866C500 884 700 884 786 866', c.trim, 8, 0.8),
  ].join('');
  return { defs, body };
}

/** A running or base-layer top, front view: short-sleeved tee, long sleeve, or half-zip. */
export function top(id: string, style: TopStyle, c: GarmentColors): Drawing {
  const shape = style === 'tee' ? SHORT_BODY : LONG_BODY;
  const neck =
    style === 'halfZip'
      ? `<path d="M496 300L500 250C560 236 640 236 700 250L704 300Z" fill="${c.trim}"/>${line('M600 250L600 520', c.shade, 5)}<rect x="592" y="262" width="16" height="36" rx="4" fill="${c.accent}"/>`
      : line('M470 300C520 338 680 338 730 300', c.trim, 14);
  const panel =
    style === 'tee'
      ? line('M420 620C520 600 680 600 780 620', c.accent, 8, 0.9)
      : `<g clip-path="url(#${id}-body)">${line('M380 340L420 900M820 340L780 900', c.shade, 26, 0.5)}</g>`;
  const defs =
    `<clipPath id="${id}-body"><path d="${shape}"/></clipPath>` +
    linear(
      `${id}-fill`,
      [
        [0, c.main],
        [1, c.shade],
      ],
      [0, 0, 1, 1],
    );
  const body = [`<path d="${shape}" fill="url(#${id}-fill)"/>`, panel, neck, line('M414 880C500 896 700 896 786 880', c.shade, 6, 0.6)].join('');
  return { defs, body };
}
