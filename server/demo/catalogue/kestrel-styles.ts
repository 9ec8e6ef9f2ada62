import type { BrandCatalogue } from './style-types';

const c = (code: string, en: string, fr: string, de: string, main: string, shade: string, trim: string, accent: string, light?: string) =>
  [code, { code, names: { en, fr, de }, main, shade, trim, accent, ...(light ? { light } : {}) }] as const;

/** Kestrel's colourways: ink navy, coral and off-white, and the brights of race day. */
const colourways = Object.fromEntries([
  c('410', 'Ink Navy', 'Bleu encre', 'Tintenblau', '#14213d', '#0b1428', '#0b1428', '#e76f51'),
  c('420', 'Coral', 'Corail', 'Koralle', '#e76f51', '#b4432a', '#14213d', '#f8f5f0'),
  c('430', 'Off-White', 'Blanc cassé', 'Altweiß', '#f8f5f0', '#e2d9cc', '#14213d', '#e76f51', '#ffffff'),
  c('440', 'Volt', 'Volt', 'Volt', '#d4e83a', '#a9bb22', '#14213d', '#14213d'),
  c('450', 'Black', 'Noir', 'Schwarz', '#1a1a1a', '#000000', '#333333', '#e76f51'),
  c('460', 'Slate Blue', 'Bleu ardoise', 'Schieferblau', '#4a5a7a', '#323f59', '#14213d', '#e76f51'),
  c('470', 'Ember', 'Braise', 'Glut', '#c4452c', '#8e2e1b', '#14213d', '#f8f5f0'),
  c('480', 'Mist Grey', 'Gris brume', 'Nebelgrau', '#b8bcc4', '#8f949e', '#14213d', '#e76f51'),
  c('490', 'Teal', 'Sarcelle', 'Petrol', '#1f7a7a', '#145555', '#0b2f2f', '#f8f5f0'),
]);

const fiveTen = 40301;
const halfMarathon = 40302;
const marathon = 40303;
const track = 40304;

/** Kestrel: road and race shoes, running clothes and kit for European city runners; prices in GBP. */
export const kestrelCatalogue: BrandCatalogue = {
  brandId: 'kestrel',
  prefix: 'KS',
  homeCurrency: 'GBP',
  mark: 'wing',
  colourways,
  unisexDepartment: 'accessories',
  saleColumns: { men: 'saleMen', women: 'saleWomen', unisex: 'saleMore' },
  highlights: { newArrivals: 40101, bestsellers: 40102, reflective: 40103, gifts: 40104, giftsUnder: 50 },
  styles: [
    { name: 'Tempo Carbon 3', kind: 'racingShoe', audiences: ['men', 'women'], colours: ['420', '430', '440'], price: 200, traits: ['carbon'], bestseller: true, isNew: true, alsoIn: [40201, halfMarathon, marathon], masterIds: { men: 'KS10402010' }, prices: { GBP: 200, EUR: 230 } },
    { name: 'Aero Flat', kind: 'racingShoe', audiences: ['men', 'women'], colours: ['430', '420'], price: 110, traits: ['lightweight'], alsoIn: [fiveTen, track], masterIds: { men: 'KS10411020' }, prices: { GBP: 110, EUR: 130 } },
    { name: 'Velocity Elite', kind: 'racingShoe', audiences: ['men', 'women'], colours: ['440', '450'], price: 230, traits: ['carbon', 'lightweight'], alsoIn: [marathon] },
    { name: 'Glide 9', kind: 'roadShoe', audiences: ['women', 'men'], colours: ['460', '430', '420'], price: 130, traits: ['cushioned'], bestseller: true, alsoIn: [40202, halfMarathon], masterIds: { women: 'KS10402020' }, prices: { GBP: 130, EUR: 150 } },
    { name: 'Cruise 4', kind: 'roadShoe', audiences: ['men', 'women'], colours: ['410', '480', '490'], price: 110, traits: ['cushioned'], markdown: 0.3 },
    { name: 'Metro Runner', kind: 'roadShoe', audiences: ['men', 'women'], colours: ['450', '430'], price: 95, traits: ['recycled'] },
    { name: 'Longhaul Max', kind: 'roadShoe', audiences: ['men', 'women'], colours: ['480', '420'], price: 150, traits: ['cushioned'], isNew: true, alsoIn: [marathon] },
    { name: 'Tempo Trainer', kind: 'roadShoe', audiences: ['men', 'women'], colours: ['440', '410'], price: 125, traits: ['lightweight'], alsoIn: [fiveTen, halfMarathon] },
    { name: 'Fleet 2', kind: 'roadShoe', audiences: ['men', 'women'], colours: ['490', '450'], price: 100, markdown: 0.25 },
    { name: 'Studio Trainer', kind: 'trainingShoe', audiences: ['men', 'women'], colours: ['450', '430'], price: 90, bestseller: true },
    { name: 'Circuit Flex', kind: 'trainingShoe', audiences: ['men', 'women'], colours: ['480', '470'], price: 80, markdown: 0.35 },
    { name: 'Kinetic 2', kind: 'trainingShoe', audiences: ['men', 'women'], colours: ['410', '420'], price: 95, traits: ['recycled'], isNew: true },
    { name: 'Towpath All-Weather', kind: 'trailShoe', audiences: ['men', 'women'], colours: ['410', '490'], price: 120, traits: ['waterproof'] },
    { name: 'Parkland Grip', kind: 'trailShoe', audiences: ['men', 'women'], colours: ['460', '470'], price: 105, traits: ['grippy'], markdown: 0.2 },
    { name: 'Horizon Trail', kind: 'trailShoe', audiences: ['men', 'women'], colours: ['450', '440'], price: 135, traits: ['grippy', 'cushioned'] },
    { name: 'Drift Recovery', kind: 'recoveryShoe', audiences: ['men', 'women'], colours: ['480', '430'], price: 75, traits: ['cushioned'] },
    { name: 'Drift Slide', kind: 'recoveryShoe', audiences: ['men', 'women'], colours: ['450', '420'], price: 45, traits: ['cushioned'], markdown: 0.2 },
    { name: 'Nightline', kind: 'runningJacket', audiences: ['men', 'women'], colours: ['410', '450'], price: 110, traits: ['reflective'], bestseller: true, alsoIn: [40203], masterIds: { men: 'KS20402030' }, prices: { GBP: 110, EUR: 130 } },
    { name: 'Squall Packable', kind: 'runningJacket', audiences: ['men', 'women'], colours: ['440', '460'], price: 85, traits: ['lightweight'], markdown: 0.3 },
    { name: 'Aurora', kind: 'runningJacket', audiences: ['men', 'women'], colours: ['470', '410'], price: 135, traits: ['reflective', 'recycled'], isNew: true },
    { name: 'Pace', kind: 'runningTop', audiences: ['men', 'women'], colours: ['430', '420', '410'], price: 35, traits: ['lightweight'], bestseller: true, masterIds: { men: 'KS20412020' }, prices: { GBP: 35, EUR: 40 } },
    { name: 'Breeze Singlet', kind: 'runningTop', audiences: ['men', 'women'], colours: ['440', '490'], price: 30, traits: ['lightweight'], alsoIn: [fiveTen, track] },
    { name: 'Marathon', kind: 'runningTop', audiences: ['men', 'women'], colours: ['480', '470'], price: 40, traits: ['recycled'], markdown: 0.4, alsoIn: [marathon] },
    { name: 'Tempo Singlet', kind: 'runningTop', audiences: ['men', 'women'], colours: ['420', '450'], price: 32, traits: ['lightweight'], isNew: true },
    { name: 'Interval', kind: 'runningTop', audiences: ['men', 'women'], colours: ['460', '430'], price: 38, traits: ['recycled'] },
    { name: 'Frostbite', kind: 'midLayer', audiences: ['men', 'women'], colours: ['420', '410'], price: 65 },
    { name: 'Thermal Merino', kind: 'midLayer', audiences: ['men', 'women'], colours: ['450', '460'], price: 75, traits: ['merino'], markdown: 0.25 },
    { name: 'Zephyr', kind: 'midLayer', audiences: ['men', 'women'], colours: ['490', '480'], price: 60, traits: ['lightweight'] },
    { name: 'Studio', kind: 'tights', audiences: ['women', 'men'], colours: ['410', '450'], price: 60, bestseller: true, alsoIn: [40204], masterIds: { women: 'KS20402040' }, prices: { GBP: 60, EUR: 70 } },
    { name: 'Winter', kind: 'tights', audiences: ['men', 'women'], colours: ['450', '460'], price: 70, traits: ['reflective'] },
    { name: 'Half', kind: 'tights', audiences: ['men', 'women'], colours: ['420', '410'], price: 45, markdown: 0.3 },
    { name: 'Split 5"', kind: 'shorts', audiences: ['men', 'women'], colours: ['420', '410', '440'], price: 40, traits: ['lightweight'], alsoIn: [fiveTen] },
    { name: 'Long-Run 7"', kind: 'shorts', audiences: ['men', 'women'], colours: ['450', '480'], price: 45, markdown: 0.25, alsoIn: [halfMarathon] },
    { name: 'Race 3"', kind: 'shorts', audiences: ['men', 'women'], colours: ['440', '430'], price: 42, traits: ['lightweight'], isNew: true, alsoIn: [track] },
    { name: 'Cushion Run', kind: 'runningSocks', audiences: ['unisex'], colours: ['430', '450', '420'], price: 14, traits: ['cushioned'] },
    { name: 'Race Lite', kind: 'runningSocks', audiences: ['unisex'], colours: ['440', '410'], price: 12, traits: ['lightweight'] },
    { name: 'Merino Winter', kind: 'runningSocks', audiences: ['unisex'], colours: ['460', '470'], price: 18, traits: ['merino'] },
    { name: 'Quarter', kind: 'runningSocks', audiences: ['unisex'], colours: ['430', '480'], price: 10, markdown: 0.3 },
    { name: 'Featherlight', kind: 'cap', audiences: ['unisex'], colours: ['410', '430', '420'], price: 28, traits: ['lightweight'] },
    { name: 'Night Reflective', kind: 'cap', audiences: ['unisex'], colours: ['450', '480'], price: 30, traits: ['reflective'] },
    { name: 'Stash', kind: 'beltBag', audiences: ['unisex'], colours: ['450', '420'], price: 25 },
    { name: 'Race', kind: 'beltBag', audiences: ['unisex'], colours: ['440', '410'], price: 20, markdown: 0.25 },
    { name: 'Trail 5', kind: 'runningVest', audiences: ['unisex'], colours: ['410', '490'], price: 85, traits: ['lightweight'] },
    { name: 'Commute 20', kind: 'gymBag', audiences: ['unisex'], colours: ['460', '450'], price: 90, traits: ['recycled', 'reflective'] },
    { name: 'Studio Holdall', kind: 'gymBag', audiences: ['unisex'], colours: ['410', '420'], price: 70, markdown: 0.2 },
    { name: 'Weekender', kind: 'gymBag', audiences: ['unisex'], colours: ['480', '450'], price: 80, isNew: true },
  ],
};
