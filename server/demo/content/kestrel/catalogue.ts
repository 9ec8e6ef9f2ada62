import type { Department } from '../catalogue-types';

/** Every category key of Kestrel; each locale names all of them. */
export const kestrelCategoryKeys = [
  'featured',
  'men',
  'women',
  'accessories',
  'sale',
  'journal',
  'highlights',
  'newArrivals',
  'bestsellers',
  'nightVisibility',
  'giftGuide',
  'collections',
  'tempoCarbon',
  'glide',
  'nightline',
  'studio',
  'distances',
  'fiveTen',
  'halfMarathon',
  'marathon',
  'trackIntervals',
  'shoes',
  'roadShoes',
  'racingShoes',
  'trainingShoes',
  'trailShoes',
  'recoveryShoes',
  'clothing',
  'runningJackets',
  'tops',
  'sportsBras',
  'tights',
  'shorts',
  'midLayers',
  'essentials',
  'socks',
  'capsHeadwear',
  'gloves',
  'beltsBags',
  'carry',
  'vests',
  'gymBags',
  'bottles',
  'wear',
  'neckwear',
  'techCare',
  'lights',
  'insoles',
  'shoeCare',
  'laces',
  'saleMen',
  'saleWomen',
  'saleMore',
  'training',
  'roadRunning',
  'gymTraining',
  'recovery',
  'winterRunning',
] as const;
export type KestrelCategory = (typeof kestrelCategoryKeys)[number];
export type KestrelAudience = 'men' | 'women' | 'saleMen' | 'saleWomen' | 'saleMore';
export type KestrelProduct = 'tempoCarbon' | 'glide' | 'aeroFlat' | 'nightlineJacket' | 'studioTight' | 'paceTee';

type Dept = Department<KestrelCategory, KestrelAudience, KestrelProduct>;

/** Men's and women's departments share one shape (women add sports bras); ids differ by the thousands. */
function adultDepartment(key: 'men' | 'women', base: number, banner: KestrelProduct): Dept {
  const clothing =
    key === 'men'
      ? (['runningJackets', 'tops', 'tights', 'shorts', 'midLayers'] as const)
      : (['runningJackets', 'tops', 'sportsBras', 'tights', 'shorts', 'midLayers'] as const);
  const clothingImages = {
    runningJackets: 'ks-jacket-nightline',
    tops: 'ks-tee-pace',
    sportsBras: 'ks-halfzip',
    tights: 'ks-tights-studio',
    shorts: 'ks-shorts-split',
    midLayers: 'ks-halfzip',
  } as const;
  return {
    key,
    id: base,
    image: key === 'men' ? 'ks-riverside' : 'ks-track-dawn',
    audience: key,
    banner,
    columns: [
      {
        key: 'shoes',
        id: base + 100,
        image: 'ks-glide',
        items: [
          { key: 'roadShoes', id: base + 101 },
          { key: 'racingShoes', id: base + 102, image: 'ks-tempo-carbon' },
          { key: 'trainingShoes', id: base + 103, image: 'ks-studio-trainer' },
          { key: 'trailShoes', id: base + 104, image: 'ks-trail' },
          { key: 'recoveryShoes', id: base + 105, image: 'ks-aero-flat' },
        ],
      },
      {
        key: 'clothing',
        id: base + 200,
        image: 'ks-jacket-nightline',
        items: clothing.map((k, i) => ({ key: k, id: base + 201 + i, image: clothingImages[k] })),
      },
      {
        key: 'essentials',
        id: base + 300,
        image: 'ks-socks',
        items: [
          { key: 'socks', id: base + 301 },
          { key: 'capsHeadwear', id: base + 302, image: 'ks-cap' },
          { key: 'gloves', id: base + 303, image: 'ks-halftone' },
          { key: 'beltsBags', id: base + 304, image: 'ks-pack-commute' },
        ],
      },
    ],
  };
}

/** Kestrel's menu and category tree: five-digit ids, shared by en-gb, fr-fr and de-de. */
export const kestrelDepartments: readonly Dept[] = [
  {
    key: 'featured',
    id: 40000,
    image: 'ks-city-night',
    menuStyle: 'highlight',
    visualSelectors: [40201, 40202, 40203, 40204],
    columns: [
      {
        key: 'highlights',
        id: 40100,
        image: 'ks-halftone',
        items: [
          { key: 'newArrivals', id: 40101, image: 'ks-tempo-carbon' },
          { key: 'bestsellers', id: 40102, image: 'ks-glide' },
          { key: 'nightVisibility', id: 40103, image: 'ks-jacket-nightline' },
          { key: 'giftGuide', id: 40104, image: 'ks-socks' },
        ],
      },
      {
        key: 'collections',
        id: 40200,
        image: 'ks-speed-lines',
        items: [
          { key: 'tempoCarbon', id: 40201, image: 'ks-tempo-carbon' },
          { key: 'glide', id: 40202, image: 'ks-glide' },
          { key: 'nightline', id: 40203, image: 'ks-jacket-nightline' },
          { key: 'studio', id: 40204, image: 'ks-tights-studio' },
        ],
      },
      {
        key: 'distances',
        id: 40300,
        image: 'ks-track-dawn',
        items: [
          { key: 'fiveTen', id: 40301 },
          { key: 'halfMarathon', id: 40302, image: 'ks-riverside' },
          { key: 'marathon', id: 40303, image: 'ks-city-night' },
          { key: 'trackIntervals', id: 40304 },
        ],
      },
    ],
  },
  adultDepartment('men', 41000, 'tempoCarbon'),
  adultDepartment('women', 42000, 'glide'),
  {
    key: 'accessories',
    id: 43000,
    image: 'ks-pack-commute',
    overrideShopAll: true,
    columns: [
      {
        key: 'carry',
        id: 43100,
        items: [
          { key: 'beltsBags', id: 43101 },
          { key: 'vests', id: 43102 },
          { key: 'gymBags', id: 43103 },
          { key: 'bottles', id: 43104, image: 'ks-speed-lines' },
        ],
      },
      {
        key: 'wear',
        id: 43200,
        image: 'ks-cap',
        items: [
          { key: 'socks', id: 43201, image: 'ks-socks' },
          { key: 'capsHeadwear', id: 43202 },
          { key: 'gloves', id: 43203, image: 'ks-halftone' },
          { key: 'neckwear', id: 43204, image: 'ks-halftone' },
        ],
      },
      {
        key: 'techCare',
        id: 43300,
        image: 'ks-glide',
        items: [
          { key: 'lights', id: 43301, image: 'ks-city-night' },
          { key: 'insoles', id: 43302 },
          { key: 'shoeCare', id: 43303 },
          { key: 'laces', id: 43304 },
        ],
      },
    ],
  },
  {
    key: 'sale',
    id: 45000,
    image: 'ks-speed-lines',
    menuStyle: 'sale',
    hideShopAll: ['lg'],
    columns: [
      {
        key: 'saleMen',
        id: 45100,
        audience: 'saleMen',
        items: [
          { key: 'shoes', id: 45101, image: 'ks-glide' },
          { key: 'runningJackets', id: 45102, image: 'ks-jacket-nightline' },
          { key: 'tops', id: 45103, image: 'ks-tee-pace' },
          { key: 'tights', id: 45104, image: 'ks-tights-studio' },
        ],
      },
      {
        key: 'saleWomen',
        id: 45200,
        audience: 'saleWomen',
        items: [
          { key: 'shoes', id: 45201, image: 'ks-tempo-carbon' },
          { key: 'runningJackets', id: 45202, image: 'ks-jacket-nightline' },
          { key: 'tops', id: 45203, image: 'ks-halfzip' },
          { key: 'tights', id: 45204, image: 'ks-tights-studio' },
        ],
      },
      {
        key: 'saleMore',
        id: 45300,
        audience: 'saleMore',
        items: [
          { key: 'socks', id: 45301, image: 'ks-socks' },
          { key: 'capsHeadwear', id: 45302, image: 'ks-cap' },
          { key: 'beltsBags', id: 45303, image: 'ks-pack-commute' },
          { key: 'gymBags', id: 45304, image: 'ks-pack-commute' },
        ],
      },
    ],
  },
  {
    key: 'journal',
    id: 46000,
    image: 'ks-riverside',
    hideShopAll: ['sm', 'md', 'lg'],
    columns: [
      { column: 'stories', links: ['about', 'ourStory', 'sustainability', 'loyalty'] },
      {
        key: 'training',
        id: 46200,
        image: 'ks-track-dawn',
        items: [
          { key: 'roadRunning', id: 46201, image: 'ks-city-night' },
          { key: 'gymTraining', id: 46202, image: 'ks-studio-trainer' },
          { key: 'recovery', id: 46203, image: 'ks-halftone' },
          { key: 'winterRunning', id: 46204, image: 'ks-riverside' },
        ],
      },
      { column: 'help', links: ['help', 'contact', 'shipping', 'returnPolicy'] },
    ],
  },
];
