import type { RidgelineCopy } from '../copy';

/** Category names and intros, American English. */
export const categories: RidgelineCopy['categories'] = {
  men: { label: 'Men', title: "Men's Hiking & Trail Gear", intro: 'Boots, shells and layers for every mile, tested on the trails we love.' },
  women: {
    label: 'Women',
    title: "Women's Hiking & Trail Gear",
    intro: 'Trail-proven footwear and apparel, designed for women from the first stitch.',
  },
  kids: { label: 'Kids', title: "Kids' Outdoor Gear", intro: 'Tough, waterproof and easy to pull on: gear that keeps up with young explorers.' },
  gear: { label: 'Packs & Gear', title: 'Packs & Trail Gear', intro: 'Everything you carry, from a light daypack to a week-long load.' },
  sale: { label: 'Sale', intro: "End-of-season prices on boots, shells and layers. When it's gone, it's gone." },
  explore: { label: 'Explore', title: 'Explore Ridgeline', intro: 'Activities, collections and stories from the trail.' },
  footwear: { label: 'Footwear', intro: 'Waterproof boots, grippy trail runners and everything in between.' },
  hikingBoots: { label: 'Hiking Boots', intro: 'Supportive, waterproof boots with lugs that bite on wet rock and loose scree.' },
  trailRunners: { label: 'Trail Runners', intro: 'Light, fast and sure-footed shoes for technical singletrack.' },
  approachShoes: { label: 'Approach Shoes', intro: 'Sticky rubber and a precise fit for scrambles and the walk to the crag.' },
  winterBoots: { label: 'Winter Boots', intro: 'Insulated, waterproof boots for snowy trailheads and below-freezing mornings.' },
  sandals: { label: 'Sandals', intro: 'Trail sandals for river crossings, camp evenings and hot summer hikes.' },
  clothing: { label: 'Clothing', intro: 'Layers that breathe on the climb and keep the weather out at the top.' },
  rainShells: { label: 'Rain Jackets', intro: 'Fully taped, breathable rain shells that pack down small.' },
  insulatedJackets: { label: 'Insulated Jackets', intro: 'Down and synthetic warmth for cold summits and colder campsites.' },
  fleece: { label: 'Fleece', intro: "Warm, quick-drying midlayers: the piece you'll reach for all year." },
  baseLayers: { label: 'Base Layers', intro: 'Merino and synthetic next-to-skin layers that move sweat and resist odor.' },
  hikingPants: { label: 'Hiking Pants', intro: 'Stretchy, durable pants with pockets right where you need them.' },
  tees: { label: 'T-Shirts', intro: 'Soft, quick-drying tees for hot trail days and the drive home.' },
  accessories: { label: 'Accessories', intro: 'Socks, hats, gloves and the small things that make a big difference.' },
  socks: { label: 'Socks', intro: 'Cushioned merino socks that fend off blisters and stay fresh for days.' },
  hatsGloves: { label: 'Hats & Gloves', intro: 'Beanies, sun hats and gloves for every season on the mountain.' },
  gaiters: { label: 'Gaiters', intro: 'Keep snow, mud and trail grit out of your boots.' },
  insoles: { label: 'Insoles', intro: 'Supportive footbeds that make a good boot fit even better.' },
  packs: { label: 'Packs', intro: 'Daypacks, overnight packs and duffels built to carry comfortably.' },
  daypacks: { label: 'Daypacks', intro: 'Lightweight 15–30 L packs for summit days and everyday carry.' },
  backpackingPacks: { label: 'Backpacking Packs', intro: 'Adjustable 40–70 L packs for multi-day trips and heavier loads.' },
  hydrationPacks: { label: 'Hydration Packs', intro: 'Run vests and reservoir packs that keep water within reach.' },
  duffels: { label: 'Duffels', intro: 'Rugged, water-resistant duffels for road trips and base camps.' },
  essentials: { label: 'Trail Essentials', intro: 'Poles, lights and bottles: the kit that lives in your pack.' },
  trekkingPoles: { label: 'Trekking Poles', intro: 'Save your knees on the descent with light, adjustable poles.' },
  headlamps: { label: 'Headlamps', intro: 'Bright, rechargeable headlamps for alpine starts and late finishes.' },
  bottles: { label: 'Water Bottles', intro: 'Insulated and collapsible bottles for water, coffee and everything else.' },
  dryBags: { label: 'Dry Bags', intro: 'Roll-top bags that keep spare layers and electronics dry.' },
  care: { label: 'Care & Repair', intro: 'Make your gear last: cleaners, proofers and field repair kits.' },
  bootCare: { label: 'Boot Care', intro: 'Cleaners and conditioners that keep leather supple and waterproof.' },
  waterproofing: { label: 'Waterproofing', intro: 'Restore the water repellency of shells and boots at home.' },
  laces: { label: 'Laces', intro: 'Replacement laces in every length, tough enough for the trail.' },
  repairKits: { label: 'Repair Kits', intro: 'Patches, seam sealer and tools for fixes in the backcountry.' },
  saleMen: { label: "Men's Sale", intro: 'Reduced boots, shells and layers for men.' },
  saleWomen: { label: "Women's Sale", intro: 'Reduced boots, shells and layers for women.' },
  saleKids: { label: "Kids' Sale", intro: 'Reduced gear for kids, in sizes that go fast.' },
  activities: { label: 'Activities', title: 'Shop by Activity', intro: 'Gear picked for the way you get outside.' },
  hiking: { label: 'Hiking', intro: 'From Sunday loops to summit pushes: boots, layers and packs that go the distance.' },
  trailRunning: { label: 'Trail Running', intro: 'Fast, light kit for running the ridgelines.' },
  backpacking: { label: 'Backpacking', intro: 'Multi-day gear for nights under the stars.' },
  winterHiking: { label: 'Winter Hiking', intro: 'Insulation, traction and waterproofing for the cold months.' },
  collections: { label: 'Collections', intro: 'Our signature product families, designed to work together.' },
  summitTrail: {
    label: 'Summit Trail',
    title: 'The Summit Trail Collection',
    intro: 'Our waterproof hiking boot family, led by the all-new Summit Trail GTX.',
  },
  cascadeRain: {
    label: 'Cascade Rain',
    title: 'The Cascade Rain Collection',
    intro: 'Storm-proof shells and pants for the wettest trails on the coast.',
  },
  basecampFleece: { label: 'Basecamp Fleece', title: 'The Basecamp Fleece Collection', intro: 'Cozy recycled fleece for cold mornings at camp.' },
  switchback: {
    label: 'Switchback',
    title: 'The Switchback Collection',
    intro: 'Trail running shoes and apparel built for long climbs and quick descents.',
  },
};

const SALE = "Last season's styles at reduced prices. Sizes are limited, so grab yours while they last.";

/** How titles read for each audience. */
export const audiences: RidgelineCopy['audiences'] = {
  men: { title: (label) => `Men's ${label}` },
  women: { title: (label) => `Women's ${label}` },
  kids: { title: (label) => `Kids' ${label}` },
  saleMen: { title: (label) => `Men's ${label} on Sale`, intro: SALE },
  saleWomen: { title: (label) => `Women's ${label} on Sale`, intro: SALE },
  saleKids: { title: (label) => `Kids' ${label} on Sale`, intro: SALE },
};

/** Each audience's category page names its title beside the intro the audiences share. */
export const categoryDescription = (title: string, intro: string): string => `${intro} Shop ${title} at Ridgeline.`;

export const products: RidgelineCopy['products'] = {
  summitTrail: 'Waterproof hiking boot',
  switchback: 'Trail running shoe',
  cascadeShell: 'Packable rain jacket',
  basecampFleece: 'Recycled fleece jacket',
  merinoBase: 'Merino base layer',
  ridgeback28: '28 L daypack',
};
