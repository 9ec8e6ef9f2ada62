import type { Department } from '../catalogue-types';

/** Every category key of Ridgeline; each locale names all of them. */
export const ridgelineCategoryKeys = [
  'men',
  'women',
  'kids',
  'gear',
  'sale',
  'explore',
  'footwear',
  'hikingBoots',
  'trailRunners',
  'approachShoes',
  'winterBoots',
  'sandals',
  'clothing',
  'rainShells',
  'insulatedJackets',
  'fleece',
  'baseLayers',
  'hikingPants',
  'tees',
  'accessories',
  'socks',
  'hatsGloves',
  'gaiters',
  'insoles',
  'packs',
  'daypacks',
  'backpackingPacks',
  'hydrationPacks',
  'duffels',
  'essentials',
  'trekkingPoles',
  'headlamps',
  'bottles',
  'dryBags',
  'care',
  'bootCare',
  'waterproofing',
  'laces',
  'repairKits',
  'saleMen',
  'saleWomen',
  'saleKids',
  'activities',
  'hiking',
  'trailRunning',
  'backpacking',
  'winterHiking',
  'collections',
  'summitTrail',
  'cascadeRain',
  'basecampFleece',
  'switchback',
] as const;
export type RidgelineCategory = (typeof ridgelineCategoryKeys)[number];
export type RidgelineAudience = 'men' | 'women' | 'kids' | 'saleMen' | 'saleWomen' | 'saleKids';
export type RidgelineProduct = 'summitTrail' | 'switchback' | 'cascadeShell' | 'basecampFleece' | 'merinoBase' | 'ridgeback28';

type Dept = Department<RidgelineCategory, RidgelineAudience, RidgelineProduct>;

/** Men's and women's departments share one shape; ids differ by the thousands digit. */
function adultDepartment(key: 'men' | 'women', base: number, banner: RidgelineProduct): Dept {
  return {
    key,
    id: base,
    image: key === 'men' ? 'rl-dawn-ridge' : 'rl-forest-trail',
    audience: key,
    banner,
    columns: [
      {
        key: 'footwear',
        id: base + 100,
        image: 'rl-boot-summit',
        items: [
          { key: 'hikingBoots', id: base + 101 },
          { key: 'trailRunners', id: base + 102, image: 'rl-runner-switchback' },
          { key: 'approachShoes', id: base + 103, image: 'rl-shoe-approach' },
          { key: 'winterBoots', id: base + 104, image: 'rl-boot-winter' },
          { key: 'sandals', id: base + 105, image: 'rl-dusk-lake' },
        ],
      },
      {
        key: 'clothing',
        id: base + 200,
        image: 'rl-shell-cascade',
        items: [
          { key: 'rainShells', id: base + 201 },
          { key: 'insulatedJackets', id: base + 202, image: 'rl-jacket-insulated' },
          { key: 'fleece', id: base + 203, image: 'rl-fleece-basecamp' },
          { key: 'baseLayers', id: base + 204, image: 'rl-baselayer-merino' },
          { key: 'hikingPants', id: base + 205, image: 'rl-pants-trail' },
          { key: 'tees', id: base + 206, image: 'rl-tee-trail' },
        ],
      },
      {
        key: 'accessories',
        id: base + 300,
        image: 'rl-socks-merino',
        items: [
          { key: 'socks', id: base + 301 },
          { key: 'hatsGloves', id: base + 302, image: 'rl-toque' },
          { key: 'gaiters', id: base + 303, image: 'rl-boot-winter' },
          { key: 'insoles', id: base + 304, image: 'rl-topo' },
        ],
      },
    ],
  };
}

/** Ridgeline's menu and category tree: four-digit ids, shared by en-us, en-ca and fr-ca. */
export const ridgelineDepartments: readonly Dept[] = [
  adultDepartment('men', 1000, 'summitTrail'),
  adultDepartment('women', 2000, 'cascadeShell'),
  {
    key: 'kids',
    id: 3000,
    image: 'rl-winter-lake',
    audience: 'kids',
    visualSelectors: [3101, 3201, 3202, 3303],
    columns: [
      {
        key: 'footwear',
        id: 3100,
        image: 'rl-boot-kids',
        items: [
          { key: 'hikingBoots', id: 3101 },
          { key: 'trailRunners', id: 3102, image: 'rl-runner-switchback' },
          { key: 'winterBoots', id: 3103, image: 'rl-boot-winter' },
          { key: 'sandals', id: 3104, image: 'rl-dusk-lake' },
        ],
      },
      {
        key: 'clothing',
        id: 3200,
        image: 'rl-shell-cascade',
        items: [
          { key: 'rainShells', id: 3201 },
          { key: 'fleece', id: 3202, image: 'rl-fleece-basecamp' },
          { key: 'baseLayers', id: 3203, image: 'rl-baselayer-merino' },
          { key: 'hikingPants', id: 3204, image: 'rl-pants-trail' },
        ],
      },
      {
        key: 'accessories',
        id: 3300,
        image: 'rl-toque',
        items: [
          { key: 'socks', id: 3301, image: 'rl-socks-merino' },
          { key: 'hatsGloves', id: 3302 },
          { key: 'daypacks', id: 3303, image: 'rl-pack-ridgeback' },
          { key: 'bottles', id: 3304, image: 'rl-topo' },
        ],
      },
    ],
  },
  {
    key: 'gear',
    id: 4000,
    image: 'rl-pack-ridgeback',
    overrideShopAll: true,
    banner: 'ridgeback28',
    columns: [
      {
        key: 'packs',
        id: 4100,
        items: [
          { key: 'daypacks', id: 4101 },
          { key: 'backpackingPacks', id: 4102 },
          { key: 'hydrationPacks', id: 4103 },
          { key: 'duffels', id: 4104 },
        ],
      },
      {
        key: 'essentials',
        id: 4200,
        image: 'rl-starry-ridge',
        items: [
          { key: 'trekkingPoles', id: 4201 },
          { key: 'headlamps', id: 4202 },
          { key: 'bottles', id: 4203 },
          { key: 'dryBags', id: 4204 },
        ],
      },
      {
        key: 'care',
        id: 4300,
        image: 'rl-boot-summit',
        items: [
          { key: 'bootCare', id: 4301 },
          { key: 'waterproofing', id: 4302 },
          { key: 'laces', id: 4303 },
          { key: 'repairKits', id: 4304 },
        ],
      },
    ],
  },
  {
    key: 'sale',
    id: 5000,
    image: 'rl-topo-forest',
    menuStyle: 'sale',
    hideShopAll: ['lg'],
    columns: [
      {
        key: 'saleMen',
        id: 5100,
        audience: 'saleMen',
        items: [
          { key: 'footwear', id: 5101, image: 'rl-boot-summit' },
          { key: 'rainShells', id: 5102, image: 'rl-shell-cascade' },
          { key: 'fleece', id: 5103, image: 'rl-fleece-basecamp' },
          { key: 'baseLayers', id: 5104, image: 'rl-baselayer-merino' },
        ],
      },
      {
        key: 'saleWomen',
        id: 5200,
        audience: 'saleWomen',
        items: [
          { key: 'footwear', id: 5201, image: 'rl-runner-switchback' },
          { key: 'rainShells', id: 5202, image: 'rl-shell-cascade' },
          { key: 'fleece', id: 5203, image: 'rl-fleece-basecamp' },
          { key: 'baseLayers', id: 5204, image: 'rl-baselayer-merino' },
        ],
      },
      {
        key: 'saleKids',
        id: 5300,
        audience: 'saleKids',
        items: [
          { key: 'footwear', id: 5301, image: 'rl-boot-kids' },
          { key: 'rainShells', id: 5302, image: 'rl-shell-cascade' },
          { key: 'fleece', id: 5303, image: 'rl-fleece-basecamp' },
          { key: 'accessories', id: 5304, image: 'rl-toque' },
        ],
      },
    ],
  },
  {
    key: 'explore',
    id: 6000,
    image: 'rl-starry-ridge',
    menuStyle: 'highlight',
    hideShopAll: ['sm', 'md', 'lg'],
    columns: [
      {
        key: 'activities',
        id: 6100,
        image: 'rl-forest-trail',
        items: [
          { key: 'hiking', id: 6101 },
          { key: 'trailRunning', id: 6102, image: 'rl-runner-switchback' },
          { key: 'backpacking', id: 6103, image: 'rl-dusk-lake' },
          { key: 'winterHiking', id: 6104, image: 'rl-winter-lake' },
        ],
      },
      {
        key: 'collections',
        id: 6200,
        image: 'rl-topo',
        items: [
          { key: 'summitTrail', id: 6201, image: 'rl-boot-summit' },
          { key: 'cascadeRain', id: 6202, image: 'rl-shell-cascade' },
          { key: 'basecampFleece', id: 6203, image: 'rl-fleece-basecamp' },
          { key: 'switchback', id: 6204, image: 'rl-runner-switchback' },
        ],
      },
      { column: 'stories', links: ['about', 'ourStory', 'sustainability', 'loyalty'] },
      { column: 'help', links: ['help', 'contact', 'shipping', 'returnPolicy'] },
    ],
  },
];
