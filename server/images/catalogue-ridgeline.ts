import { jacket, top } from './apparel';
import { forestTrail } from './forest';
import { boot, shoe } from './footwear';
import { headwear, legwear, pack, sock } from './gear';
import { type ImageSpec, product, scene } from './image-spec';
import { mountains } from './landscapes';
import { brandColors } from './palettes';
import { topographic } from './textures';

const { forest, sand, orange } = brandColors.ridgeline;
const rust = '#8f3c0f';
const pine = '#12261a';

/** Ridgeline: North American trail country — ridges, lakes, forest paths — and its boots, shells and packs. */
export const ridgelineImages = {
  'rl-dawn-ridge': scene('Forested mountain ridges at dawn, mist in the valleys', (id) => mountains(id, { mood: 'dawn' })),
  'rl-dusk-lake': scene('A still mountain lake at dusk mirroring the peaks', (id) => mountains(id, { mood: 'dusk', lake: true, sun: [0.35, 0.45] })),
  'rl-starry-ridge': scene('Moonlit ridgeline under a starry sky', (id) => mountains(id, { mood: 'night', sun: [0.72, 0.2] })),
  'rl-winter-lake': scene('Snow-capped peaks above a frozen alpine lake', (id) => mountains(id, { mood: 'winter', lake: true })),
  'rl-forest-trail': scene('A sandy trail winding through a conifer forest at first light', forestTrail),
  'rl-topo': scene('Contour lines of a trail map', (id) => topographic(id, { background: ['#f4eee1', sand], ink: forest, accent: orange })),
  'rl-topo-forest': scene('Contour lines on forest green', (id) => topographic(id, { background: [forest, pine], ink: sand, accent: orange })),
  'rl-boot-summit': product('Summit Trail GTX waterproof hiking boot in brown leather', 'ridgeline', (id) =>
    boot(id, { upper: '#7a4a2a', shade: '#4e2f1b', midsole: sand, outsole: '#1c1c1c', accent: orange, lace: sand }, 'ridge'),
  ),
  'rl-boot-winter': product('Insulated winter hiking boot with a warm cuff', 'ridgeline', (id) =>
    boot(id, { upper: forest, shade: pine, midsole: '#d8ccb2', outsole: '#111111', accent: orange, lace: sand }, 'ridge', '#efe6d2'),
  ),
  'rl-boot-kids': product("Kids' waterproof hiking boot in orange", 'ridgeline', (id) =>
    boot(id, { upper: orange, shade: rust, midsole: sand, outsole: forest, accent: forest, lace: forest }, 'ridge'),
  ),
  'rl-runner-switchback': product('Switchback TR trail running shoe', 'ridgeline', (id) =>
    shoe(id, 'trail', { upper: orange, shade: rust, midsole: '#f4eee1', outsole: forest, accent: forest, lace: '#f4eee1' }, 'ridge'),
  ),
  'rl-shoe-approach': product('Approach shoe with a sticky rubber toe', 'ridgeline', (id) =>
    shoe(id, 'approach', { upper: '#5b6b5e', shade: '#3b463d', midsole: sand, outsole: '#1c1c1c', accent: orange, lace: '#1c1c1c' }, 'ridge'),
  ),
  'rl-shell-cascade': product('Cascade hooded rain shell', 'ridgeline', (id) =>
    jacket(id, 'shell', { main: orange, shade: rust, trim: forest, accent: sand }),
  ),
  'rl-jacket-insulated': product('Quilted insulated jacket', 'ridgeline', (id) =>
    jacket(id, 'insulated', { main: '#2d5a3f', shade: forest, trim: pine, accent: orange }),
  ),
  'rl-fleece-basecamp': product('Basecamp fleece with a stand collar', 'ridgeline', (id) =>
    jacket(id, 'fleece', { main: sand, shade: '#c9bb9a', trim: forest, accent: orange }),
  ),
  'rl-baselayer-merino': product('Merino long-sleeve base layer', 'ridgeline', (id) =>
    top(id, 'longSleeve', { main: '#6b7f5e', shade: '#4b5d40', trim: forest, accent: orange }),
  ),
  'rl-tee-trail': product('Trail T-shirt', 'ridgeline', (id) => top(id, 'tee', { main: '#3d6b4f', shade: forest, trim: pine, accent: orange })),
  'rl-pants-trail': product(
    'Hiking pants with a cargo pocket',
    'ridgeline',
    (id) => legwear(id, 'pants', { main: '#5b5347', shade: '#3d372f', trim: '#2b2721', accent: orange }),
    1040,
  ),
  'rl-pack-ridgeback': product(
    'Ridgeback 28 daypack',
    'ridgeline',
    (id) => pack(id, { main: '#2d5a3f', shade: forest, trim: pine, accent: orange }),
    960,
  ),
  'rl-socks-merino': product(
    'Merino hiking sock',
    'ridgeline',
    (id) => sock(id, { main: sand, shade: '#cbbd9c', trim: forest, accent: orange }),
    930,
  ),
  'rl-toque': product(
    'Knitted toque with a pompom',
    'ridgeline',
    (id) => headwear(id, 'toque', { main: orange, shade: rust, trim: forest, accent: sand }),
    820,
  ),
} satisfies Record<string, ImageSpec>;
