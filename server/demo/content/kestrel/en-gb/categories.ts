import type { KestrelCopy } from '../copy';

/** Category names and intros, British English. */
export const categories: KestrelCopy['categories'] = {
  featured: { label: 'New & Featured', intro: 'The latest shoes, kit and collections from Kestrel, straight from the test lab.' },
  men: { label: 'Men', title: "Men's Running Shoes & Clothing", intro: 'Shoes and kit for city miles, track sessions and race day.' },
  women: {
    label: 'Women',
    title: "Women's Running Shoes & Clothing",
    intro: "Shoes and kit designed around women's feet and bodies, tested on the streets of Europe.",
  },
  accessories: {
    label: 'Accessories',
    title: 'Running Accessories',
    intro: 'Socks, belts, lights and bags: the details that make every run easier.',
  },
  sale: { label: 'Sale', intro: "Reduced shoes and kit from last season. Once your size has gone, it's gone." },
  journal: { label: 'Journal', title: 'The Kestrel Journal', intro: 'Training advice, stories from our run clubs and news from the studio.' },
  highlights: { label: 'Highlights', intro: "Our pick of the season's launches and favourites." },
  newArrivals: { label: 'New Arrivals', intro: 'Fresh from the lab: the latest shoes and kit, just landed.' },
  bestsellers: { label: 'Bestsellers', intro: 'The shoes and kit our runners come back for, season after season.' },
  nightVisibility: { label: 'Run After Dark', intro: "Reflective details and bright colours so you're seen on winter evenings." },
  giftGuide: { label: 'Gift Guide', intro: 'Thoughtful gifts for the runner in your life, from socks to race shoes.' },
  collections: { label: 'Collections', intro: 'Our shoe families and kit ranges, each built around one job.' },
  tempoCarbon: {
    label: 'Tempo Carbon',
    title: 'The Tempo Carbon Collection',
    intro: 'Our carbon-plated racers, for personal bests from 5K to the marathon.',
  },
  glide: { label: 'Glide', title: 'The Glide Collection', intro: 'Soft, stable daily trainers for every easy mile.' },
  nightline: { label: 'Nightline', title: 'The Nightline Collection', intro: 'Reflective jackets and layers for dark mornings and late runs.' },
  studio: { label: 'Studio', title: 'The Studio Collection', intro: 'Tights, tops and trainers for strength work and the gym floor.' },
  distances: { label: 'Shop by Distance', intro: "Kit chosen for the race you're training for." },
  fiveTen: { label: '5K & 10K', title: '5K & 10K Running Kit', intro: 'Light, responsive shoes and kit for short, fast races.' },
  halfMarathon: { label: 'Half Marathon', title: 'Half Marathon Running Kit', intro: 'Cushioned speed and comfortable kit for 13.1 miles.' },
  marathon: { label: 'Marathon', title: 'Marathon Running Kit', intro: 'Everything for the long build-up and the big day itself.' },
  trackIntervals: { label: 'Track & Intervals', intro: 'Low, fast shoes and breathable kit for reps on the track.' },
  shoes: { label: 'Running Shoes', intro: 'Road, racing, trail and training shoes for every kind of run.' },
  roadShoes: { label: 'Road Running Shoes', intro: 'Cushioned, durable trainers for daily miles on the pavement.' },
  racingShoes: { label: 'Racing Shoes', intro: 'Light, carbon-plated shoes built for race day.' },
  trainingShoes: { label: 'Gym Trainers', intro: 'Flat, stable trainers for lifting, classes and cross-training.' },
  trailShoes: { label: 'Trail Running Shoes', intro: 'Grippy all-terrain shoes for parks, towpaths and muddy weekends.' },
  recoveryShoes: { label: 'Recovery Shoes', intro: 'Soft, easy shoes for the hours after a hard session.' },
  clothing: { label: 'Running Clothing', intro: 'Breathable, reflective kit that works in every European season.' },
  runningJackets: { label: 'Running Jackets', intro: 'Light, packable jackets that keep off wind and drizzle.' },
  tops: { label: 'Running Tops', intro: 'Breathable tees and long sleeves that dry fast.' },
  sportsBras: { label: 'Sports Bras', intro: 'High-support bras designed and tested with runners.' },
  tights: { label: 'Running Tights', intro: 'Supportive tights with pockets that hold your phone still.' },
  shorts: { label: 'Running Shorts', intro: 'Light split and lined shorts for warm days and fast sessions.' },
  midLayers: { label: 'Half-Zips & Mid Layers', intro: 'Warm half-zips for cold starts and cool-downs.' },
  essentials: { label: 'Essentials', intro: 'Socks, caps, gloves and belts for everyday running.' },
  socks: { label: 'Running Socks', intro: 'Cushioned, blister-free socks in every height.' },
  capsHeadwear: { label: 'Caps & Headwear', intro: 'Caps, beanies and headbands for sun, rain and cold.' },
  gloves: { label: 'Gloves', intro: 'Light, touchscreen-friendly gloves for chilly mornings.' },
  beltsBags: { label: 'Belts & Bags', intro: 'Bounce-free running belts and bags for your phone, keys and gels.' },
  carry: { label: 'Carry', intro: 'Everything for taking your essentials along.' },
  vests: { label: 'Hydration Vests', intro: 'Close-fitting vests with soft flasks for long runs.' },
  gymBags: { label: 'Gym & Commute Bags', intro: 'Bags that take you from the office to the track.' },
  bottles: { label: 'Bottles', intro: 'Handheld and soft bottles that sit easily on the run.' },
  wear: { label: 'Wear', intro: 'The small layers that finish off your kit.' },
  neckwear: { label: 'Neck Warmers', intro: 'Soft neck warmers for the coldest runs of winter.' },
  techCare: { label: 'Tech & Care', intro: 'Lights, insoles and care products to keep you and your shoes going.' },
  lights: { label: 'Running Lights', intro: 'Rechargeable clip-on lights to see and be seen.' },
  insoles: { label: 'Insoles', intro: 'Supportive insoles for a better fit and a happier stride.' },
  shoeCare: { label: 'Shoe Care', intro: 'Cleaners and protectors that keep your shoes looking fresh.' },
  laces: { label: 'Laces', intro: 'Elastic and classic laces in Kestrel colours.' },
  saleMen: { label: "Men's Sale", intro: 'Reduced shoes and kit for men.' },
  saleWomen: { label: "Women's Sale", intro: 'Reduced shoes and kit for women.' },
  saleMore: { label: 'Accessories Sale', intro: 'Reduced socks, caps and bags.' },
  training: { label: 'Training', title: 'Training Advice', intro: 'Plans, tips and kit for every part of your training.' },
  roadRunning: { label: 'Road Running', intro: 'Shoes and kit for pounding the pavements, from your first 5K to the marathon.' },
  gymTraining: { label: 'Strength & Gym', intro: 'Kit for the strength work that makes you a faster runner.' },
  recovery: { label: 'Recovery', intro: 'Shoes and layers for the easy days that make the hard days count.' },
  winterRunning: { label: 'Winter Running', intro: 'Warm, reflective kit for dark, cold and wet runs.' },
};

const SALE = "Last season's styles at reduced prices. Sizes are limited, so don't wait too long.";

export const audiences: KestrelCopy['audiences'] = {
  men: { title: (label) => `Men's ${label}` },
  women: { title: (label) => `Women's ${label}` },
  saleMen: { title: (label) => `Men's ${label} in the Sale`, intro: SALE },
  saleWomen: { title: (label) => `Women's ${label} in the Sale`, intro: SALE },
  saleMore: { title: (label) => `${label} in the Sale`, intro: SALE },
};

/** Each audience's category page names its title beside the intro the audiences share. */
export const categoryDescription = (title: string, intro: string): string => `${intro} Shop ${title} at Kestrel.`;

export const products: KestrelCopy['products'] = {
  tempoCarbon: 'Carbon-plated racing shoe',
  glide: 'Everyday road running shoe',
  aeroFlat: 'Lightweight racing flat',
  nightlineJacket: 'Reflective running jacket',
  studioTight: 'High-waisted running tights',
  paceTee: 'Breathable running T-shirt',
};
