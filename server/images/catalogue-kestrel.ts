import { jacket, top } from './apparel';
import { cityNight } from './city';
import { shoe } from './footwear';
import { headwear, legwear, pack, sock } from './gear';
import { type ImageSpec, product, scene } from './image-spec';
import { brandColors } from './palettes';
import { riversideMorning } from './riverside';
import { halftone, speedLines } from './textures';
import { trackDawn } from './track';

const { navy, coral, offWhite } = brandColors.kestrel;
const midnight = '#0a1122';
const ember = '#b94e35';
const slate = '#3a4563';

/** Kestrel: European city running — night streets, the track, the river at sunrise — and its shoes and kit. */
export const kestrelImages = {
  'ks-city-night': scene('A city street at night with light trails and glowing windows', cityNight),
  'ks-track-dawn': scene('An athletics track at dawn under floodlights', trackDawn),
  'ks-riverside': scene('A riverside running path at sunrise beside an arched bridge', riversideMorning),
  'ks-speed-lines': scene('Diagonal speed lines across a coral disc', (id) =>
    speedLines(id, { background: [navy, midnight], ink: offWhite, accent: coral }),
  ),
  'ks-halftone': scene('A halftone dot pattern swelling towards a coral point', (id) =>
    halftone(id, { background: [offWhite, '#efe6dc'], ink: navy, accent: coral }),
  ),
  'ks-tempo-carbon': product('Tempo Carbon 3 racing shoe with a carbon plate', 'kestrel', (id) =>
    shoe(id, 'racing', { upper: coral, shade: ember, midsole: offWhite, outsole: navy, accent: navy, lace: offWhite }, 'wing'),
  ),
  'ks-aero-flat': product('Aero racing flat', 'kestrel', (id) =>
    shoe(id, 'training', { upper: offWhite, shade: '#d9d2c7', midsole: coral, outsole: navy, accent: coral, lace: navy }, 'wing'),
  ),
  'ks-glide': product('Glide 9 daily road running shoe', 'kestrel', (id) =>
    shoe(id, 'road', { upper: navy, shade: midnight, midsole: offWhite, outsole: '#2b2f3a', accent: coral, lace: offWhite }, 'wing'),
  ),
  'ks-studio-trainer': product('Studio training shoe', 'kestrel', (id) =>
    shoe(id, 'training', { upper: slate, shade: navy, midsole: '#efe6dc', outsole: navy, accent: coral, lace: offWhite }, 'wing'),
  ),
  'ks-trail': product('All-terrain running shoe', 'kestrel', (id) =>
    shoe(id, 'trail', { upper: '#4a5a7a', shade: navy, midsole: coral, outsole: navy, accent: offWhite, lace: offWhite }, 'wing'),
  ),
  'ks-jacket-nightline': product('Nightline reflective running jacket', 'kestrel', (id) =>
    jacket(id, 'running', { main: navy, shade: midnight, trim: midnight, accent: coral }),
  ),
  'ks-halfzip': product('Half-zip training top', 'kestrel', (id) => top(id, 'halfZip', { main: coral, shade: ember, trim: navy, accent: offWhite })),
  'ks-tee-pace': product('Pace running T-shirt', 'kestrel', (id) => top(id, 'tee', { main: offWhite, shade: '#e2d9cc', trim: navy, accent: coral })),
  'ks-tights-studio': product(
    'Studio running tights',
    'kestrel',
    (id) => legwear(id, 'tights', { main: navy, shade: midnight, trim: midnight, accent: coral }),
    1040,
  ),
  'ks-shorts-split': product(
    'Split running shorts',
    'kestrel',
    (id) => legwear(id, 'shorts', { main: coral, shade: ember, trim: navy, accent: offWhite }),
    700,
  ),
  'ks-socks': product('Cushioned running sock', 'kestrel', (id) => sock(id, { main: offWhite, shade: '#e2d9cc', trim: navy, accent: coral }), 930),
  'ks-cap': product(
    'Lightweight running cap',
    'kestrel',
    (id) => headwear(id, 'cap', { main: navy, shade: midnight, trim: coral, accent: offWhite }),
    800,
  ),
  'ks-pack-commute': product('Run-commute backpack', 'kestrel', (id) => pack(id, { main: slate, shade: navy, trim: midnight, accent: coral }), 960),
} satisfies Record<string, ImageSpec>;
