import type { BrandCatalogue } from './style-types';

const c = (code: string, en: string, fr: string, de: string, main: string, shade: string, trim: string, accent: string, light?: string) =>
  [code, { code, names: { en, fr, de }, main, shade, trim, accent, ...(light ? { light } : {}) }] as const;

/** Ridgeline's colourways: forest and sand, burnt orange, and the colours of the trail. */
const colourways = Object.fromEntries([
  c('210', 'Forest', 'Forêt', 'Waldgrün', '#2d5a3f', '#1f3d2b', '#12261a', '#c2571a'),
  c('220', 'Saddle Brown', 'Brun selle', 'Sattelbraun', '#7a4a2a', '#4e2f1b', '#1c1c1c', '#c2571a', '#e9dfc9'),
  c('230', 'Burnt Orange', 'Orange brûlé', 'Gebranntes Orange', '#c2571a', '#8f3c0f', '#1f3d2b', '#e9dfc9'),
  c('240', 'Sand', 'Sable', 'Sand', '#e9dfc9', '#c9bb9a', '#1f3d2b', '#c2571a', '#ffffff'),
  c('250', 'Slate', 'Ardoise', 'Schiefer', '#5b6b5e', '#3b463d', '#1c1c1c', '#c2571a'),
  c('260', 'Glacier Blue', 'Bleu glacier', 'Gletscherblau', '#4f7a99', '#34566e', '#1d2f3d', '#e9dfc9'),
  c('270', 'Charcoal', 'Charbon', 'Anthrazit', '#3a3d3f', '#242628', '#111111', '#c2571a'),
  c('280', 'Sage', 'Sauge', 'Salbei', '#8a9a7b', '#6b7f5e', '#1f3d2b', '#c2571a'),
  c('290', 'Berry', 'Baie', 'Beere', '#8e3b5a', '#5e2640', '#1f1f1f', '#e9dfc9'),
  c('300', 'Mustard', 'Moutarde', 'Senf', '#c9a23a', '#97781f', '#1f3d2b', '#1f3d2b'),
]);

const hiking = 6101;
const trailRunning = 6102;
const backpacking = 6103;
const winterHiking = 6104;

/** Ridgeline: boots, trail shoes, shells, layers and packs for North American trail country; prices in USD. */
export const ridgelineCatalogue: BrandCatalogue = {
  brandId: 'ridgeline',
  prefix: 'RL',
  homeCurrency: 'USD',
  mark: 'ridge',
  colourways,
  unisexDepartment: 'gear',
  saleColumns: { men: 'saleMen', women: 'saleWomen', kids: 'saleKids', unisex: 'saleKids' },
  styles: [
    { name: 'Summit Trail GTX', kind: 'hikingBoot', audiences: ['men', 'women'], colours: ['220', '210', '270'], price: 189, traits: ['waterproof', 'leather'], bestseller: true, alsoIn: [6201, hiking], masterIds: { men: 'RL10062010' }, prices: { USD: 189, CAD: 249 } },
    { name: 'Timberline Mid', kind: 'hikingBoot', audiences: ['men', 'women'], colours: ['250', '220'], price: 159, traits: ['waterproof'], alsoIn: [hiking] },
    { name: 'Granite Peak Leather', kind: 'hikingBoot', audiences: ['men', 'women'], colours: ['220', '270', '210'], price: 229, traits: ['leather', 'waterproof'], markdown: 0.25, alsoIn: [hiking, backpacking] },
    { name: 'Ponderosa Low', kind: 'hikingBoot', audiences: ['men', 'women'], colours: ['280', '250'], price: 139, traits: ['lightweight'], isNew: true, alsoIn: [hiking] },
    { name: 'Larch WP Mid', kind: 'hikingBoot', audiences: ['men', 'women'], colours: ['210', '290'], price: 169, traits: ['waterproof', 'recycled'] },
    { name: 'Trailblazer Jr', kind: 'hikingBoot', audiences: ['kids'], colours: ['230', '260', '210'], price: 79, traits: ['waterproof'] },
    { name: 'Switchback TR', kind: 'trailRunner', audiences: ['men', 'women'], colours: ['230', '260', '270'], price: 145, traits: ['grippy'], bestseller: true, alsoIn: [6204, trailRunning], masterIds: { men: 'RL10062040' }, prices: { USD: 145, CAD: 189 } },
    { name: 'Ridgerunner 2', kind: 'trailRunner', audiences: ['men', 'women'], colours: ['260', '280'], price: 130, traits: ['grippy'], markdown: 0.3, alsoIn: [trailRunning] },
    { name: 'Skyline Ultra', kind: 'trailRunner', audiences: ['men', 'women'], colours: ['270', '230'], price: 165, traits: ['cushioned'], isNew: true, alsoIn: [trailRunning] },
    { name: 'Scout TR', kind: 'trailRunner', audiences: ['kids'], colours: ['230', '260'], price: 65 },
    { name: 'Talus', kind: 'approachShoe', audiences: ['men', 'women'], colours: ['250', '300'], price: 135, traits: ['grippy'] },
    { name: 'Talus Pro', kind: 'approachShoe', audiences: ['men', 'women'], colours: ['270', '230'], price: 169, traits: ['grippy', 'leather'], markdown: 0.2 },
    { name: 'Frostline Insulated', kind: 'winterBoot', audiences: ['men', 'women', 'kids'], colours: ['210', '270', '290'], price: 199, traits: ['waterproof'], alsoIn: [winterHiking] },
    { name: 'Riverbend', kind: 'sandal', audiences: ['men', 'women', 'kids'], colours: ['280', '260'], price: 75, traits: ['recycled'] },
    { name: 'Canyon Strap', kind: 'sandal', audiences: ['men', 'women'], colours: ['220', '230'], price: 89, markdown: 0.35 },
    { name: 'Cascade Rain Shell', kind: 'rainShell', audiences: ['women', 'men', 'kids'], colours: ['230', '210', '260'], price: 229, traits: ['waterproof', 'recycled'], bestseller: true, alsoIn: [6202, hiking], masterIds: { women: 'RL20062020' }, prices: { USD: 229, CAD: 299 } },
    { name: 'Drizzle Packable', kind: 'rainShell', audiences: ['men', 'women'], colours: ['300', '270', '260'], price: 129, traits: ['waterproof', 'lightweight'], markdown: 0.3, alsoIn: [trailRunning] },
    { name: 'Storm Ridge GTX Pro', kind: 'rainShell', audiences: ['men', 'women'], colours: ['270', '210'], price: 349, traits: ['waterproof'], isNew: true, alsoIn: [backpacking, winterHiking] },
    { name: 'Alpine Puffy', kind: 'insulatedJacket', audiences: ['men', 'women'], colours: ['210', '230', '270'], price: 249, traits: ['lightweight'], alsoIn: [winterHiking] },
    { name: 'Summit Down Parka', kind: 'insulatedJacket', audiences: ['men', 'women', 'kids'], colours: ['290', '270'], price: 329, traits: ['recycled'], markdown: 0.2, alsoIn: [winterHiking] },
    { name: 'Basecamp Fleece', kind: 'fleece', audiences: ['men', 'women', 'kids'], colours: ['240', '210', '230'], price: 99, traits: ['recycled'], bestseller: true, alsoIn: [6203], masterIds: { men: 'RL20062030' }, prices: { USD: 99, CAD: 129 } },
    { name: 'Grid Hoodie', kind: 'fleece', audiences: ['men', 'women'], colours: ['280', '260'], price: 119, traits: ['recycled'], markdown: 0.3 },
    { name: 'Alpine Merino 200 Crew', kind: 'baseLayer', audiences: ['men', 'women', 'kids'], colours: ['280', '270', '290'], price: 85, traits: ['merino'], masterIds: { men: 'RL20012040' }, prices: { USD: 85, CAD: 110 }, alsoIn: [backpacking] },
    { name: 'Merino 150 Zip', kind: 'baseLayer', audiences: ['men', 'women'], colours: ['210', '240'], price: 95, traits: ['merino', 'lightweight'] },
    { name: 'Thermal Grid Quarter-Zip', kind: 'baseLayer', audiences: ['men', 'women'], colours: ['230', '250'], price: 79, traits: ['recycled'], isNew: true, alsoIn: [winterHiking] },
    { name: 'Trailhead', kind: 'hikingPants', audiences: ['men', 'women', 'kids'], colours: ['250', '240', '270'], price: 89, alsoIn: [hiking] },
    { name: 'Convertible Zip-Off', kind: 'hikingPants', audiences: ['men', 'women'], colours: ['240', '280'], price: 99, markdown: 0.25, alsoIn: [backpacking] },
    { name: 'Trail', kind: 'tee', audiences: ['men', 'women'], colours: ['210', '230', '240'], price: 35, traits: ['organic'] },
    { name: 'Logo', kind: 'tee', audiences: ['men', 'women', 'kids'], colours: ['240', '270', '300'], price: 30, traits: ['organic'], markdown: 0.4 },
    { name: 'Topo Map', kind: 'tee', audiences: ['men', 'women', 'kids'], colours: ['280', '260'], price: 38, traits: ['organic'], isNew: true },
    { name: 'Merino Hiker', kind: 'hikingSocks', audiences: ['men', 'women', 'kids'], colours: ['240', '270'], price: 24, traits: ['merino'], alsoIn: [hiking] },
    { name: 'Lightweight Hiker', kind: 'hikingSocks', audiences: ['men', 'women'], colours: ['250', '230'], price: 19, traits: ['merino', 'lightweight'] },
    { name: 'Summit', kind: 'toque', audiences: ['unisex'], colours: ['230', '210', '240'], price: 32, alsoIn: [winterHiking] },
    { name: 'Fleece-Lined Cabin', kind: 'toque', audiences: ['unisex'], colours: ['290', '270'], price: 36, markdown: 0.25 },
    { name: 'Ridgeback 28', kind: 'daypack', audiences: ['unisex'], colours: ['210', '230', '270'], price: 139, traits: ['recycled'], bestseller: true, alsoIn: [hiking], masterIds: { unisex: 'RL30041010' }, prices: { USD: 139, CAD: 179 } },
    { name: 'Ridgeback 18', kind: 'daypack', audiences: ['unisex'], colours: ['260', '300'], price: 99, traits: ['recycled'], alsoIn: [hiking] },
    { name: 'Sidewinder 20', kind: 'daypack', audiences: ['unisex'], colours: ['250', '230'], price: 115, traits: ['lightweight'], isNew: true, alsoIn: [trailRunning] },
    { name: 'Longtrail 55', kind: 'backpackingPack', audiences: ['unisex'], colours: ['210', '250'], price: 279, alsoIn: [backpacking] },
    { name: 'Longtrail 65', kind: 'backpackingPack', audiences: ['unisex'], colours: ['270', '230'], price: 319, markdown: 0.2, alsoIn: [backpacking] },
    { name: 'Quickdraw 12', kind: 'hydrationPack', audiences: ['unisex'], colours: ['230', '260'], price: 110, traits: ['lightweight'], alsoIn: [trailRunning] },
    { name: 'Skyline Vest 8', kind: 'hydrationPack', audiences: ['unisex'], colours: ['270', '280'], price: 135, traits: ['lightweight'], alsoIn: [trailRunning] },
    { name: 'Basecamp 60', kind: 'duffel', audiences: ['unisex'], colours: ['230', '210'], price: 149, traits: ['recycled'] },
    { name: 'Basecamp 90', kind: 'duffel', audiences: ['unisex'], colours: ['270', '210'], price: 179, traits: ['recycled'], markdown: 0.25 },
    { name: 'Dry Trail 40', kind: 'duffel', audiences: ['unisex'], colours: ['300', '260'], price: 129, traits: ['waterproof'] },
  ],
};
