import type { GarmentColors } from '../../images/apparel';
import { jacket, top } from '../../images/apparel';
import { boot, shoe, type Mark, type ShoeColors, type ShoeStyle } from '../../images/footwear';
import { headwear, legwear, pack, sock } from '../../images/gear';
import type { Drawing } from '../../images/svg';

/** The languages the demo sites speak. */
export type Language = 'en' | 'fr' | 'de';
export type Words = Readonly<Record<Language, string>>;

/** Who a product is made for; unisex products sit in the gear or accessories department. */
export type Audience = 'men' | 'women' | 'kids' | 'unisex';

/** How a product is sized: shoes by foot length (US, UK, EU), clothes by letter, the rest one size or a few. */
export type SizeScale = 'shoe' | 'apparel' | 'socks' | 'pack' | 'one';

/** A colourway: what the shopper reads, and the paint the product's pictures are drawn in. */
export interface Colourway {
  readonly code: string;
  readonly names: Words;
  readonly main: string;
  readonly shade: string;
  readonly trim: string;
  readonly accent: string;
  /** Shoes: the midsole and laces (light by default). */
  readonly light?: string;
}

/** One kind of product: how it is drawn, sized, named and described, and the menu category that sells it. */
export interface Kind {
  readonly noun: Words;
  readonly scale: SizeScale;
  /** The menu category key of the leaf that sells this kind (looked up in the audience's department). */
  readonly leaf: string;
  /** Sale columns group kinds coarsely (footwear, shells…): the sale category key it falls under. */
  readonly saleLeaf: string;
  /** Where the product stands in its picture (the floor line on the 1,200-px stage). */
  readonly floorY?: number;
  readonly draw: (id: string, c: Colourway, mark: Mark) => Drawing;
  /** What it is, in a sentence per language. */
  readonly about: Words;
}

const shoeColours = (c: Colourway): ShoeColors => ({
  upper: c.main,
  shade: c.shade,
  midsole: c.light ?? '#f1ece2',
  outsole: c.trim,
  accent: c.accent,
  lace: c.light ?? '#f1ece2',
});
const garment = (c: Colourway): GarmentColors => ({ main: c.main, shade: c.shade, trim: c.trim, accent: c.accent });
const shoeKind = (style: ShoeStyle) => (id: string, c: Colourway, mark: Mark) => shoe(id, style, shoeColours(c), mark);

/** Every kind of product the two brands sell. */
export const kinds = {
  hikingBoot: {
    noun: { en: 'Hiking Boot', fr: 'Chaussure de randonnée', de: 'Wanderschuh' },
    scale: 'shoe',
    leaf: 'hikingBoots',
    saleLeaf: 'footwear',
    draw: (id, c, mark) => boot(id, shoeColours(c), mark),
    about: {
      en: 'A supportive mid-cut boot with a rockered sole and a heel counter that holds on loose descents.',
      fr: 'Une tige mi-haute qui tient la cheville, une semelle galbée et un contrefort solide dans les descentes.',
      de: 'Ein stützender, halbhoher Schuh mit abrollender Sohle und fester Fersenkappe für lose Abstiege.',
    },
  },
  winterBoot: {
    noun: { en: 'Winter Boot', fr: "Botte d'hiver", de: 'Winterstiefel' },
    scale: 'shoe',
    leaf: 'winterBoots',
    saleLeaf: 'footwear',
    draw: (id, c, mark) => boot(id, shoeColours(c), mark, c.light ?? '#efe6d2'),
    about: {
      en: 'Insulated to −25 °C with a cosy cuff, and a soft rubber that stays grippy on packed snow.',
      fr: "Isolée jusqu'à −25 °C, avec un col douillet et une gomme tendre qui accroche sur la neige tassée.",
      de: 'Gefüttert bis −25 °C, mit weichem Schaftrand und einer Gummimischung, die auf festem Schnee greift.',
    },
  },
  trailRunner: {
    noun: { en: 'Trail Running Shoe', fr: 'Chaussure de trail', de: 'Trailrunningschuh' },
    scale: 'shoe',
    leaf: 'trailRunners',
    saleLeaf: 'footwear',
    draw: shoeKind('trail'),
    about: {
      en: 'A nimble trail shoe with 5 mm lugs, a rock plate and a snug heel for fast, technical miles.',
      fr: 'Une chaussure de trail agile : crampons de 5 mm, plaque anti-roches et talon bien tenu en terrain technique.',
      de: 'Ein wendiger Trailschuh mit 5-mm-Stollen, Steinschutzplatte und festem Fersensitz für schnelle, technische Trails.',
    },
  },
  approachShoe: {
    noun: { en: 'Approach Shoe', fr: "Chaussure d'approche", de: 'Zustiegsschuh' },
    scale: 'shoe',
    leaf: 'approachShoes',
    saleLeaf: 'footwear',
    draw: shoeKind('approach'),
    about: {
      en: 'Sticky rubber from heel to climbing zone at the toe, for scrambles and the walk to the crag.',
      fr: "Une gomme adhérente du talon à la pointe, pour les passages d'escalade et la marche d'approche.",
      de: 'Haftende Gummisohle von der Ferse bis zur Kletterzone an der Spitze, für Kraxeleien und den Zustieg.',
    },
  },
  sandal: {
    noun: { en: 'Trail Sandal', fr: 'Sandale de randonnée', de: 'Trekkingsandale' },
    scale: 'shoe',
    leaf: 'sandals',
    saleLeaf: 'footwear',
    draw: shoeKind('training'),
    about: {
      en: 'Quick-drying straps and a contoured footbed for river crossings and camp evenings.',
      fr: 'Des sangles qui sèchent vite et une semelle anatomique pour les passages de gué et les soirées au camp.',
      de: 'Schnell trocknende Riemen und ein geformtes Fußbett für Flussquerungen und Abende im Camp.',
    },
  },
  roadShoe: {
    noun: { en: 'Road Running Shoe', fr: 'Chaussure de running', de: 'Straßenlaufschuh' },
    scale: 'shoe',
    leaf: 'roadShoes',
    saleLeaf: 'shoes',
    draw: shoeKind('road'),
    about: {
      en: 'A cushioned daily trainer with a smooth heel-to-toe ride, made for the miles between race days.',
      fr: "Une chaussure d'entraînement amortie au déroulé fluide, pour tous les kilomètres entre deux courses.",
      de: 'Ein gedämpfter Alltagstrainer mit sanftem Abrollen, gemacht für die Kilometer zwischen den Wettkämpfen.',
    },
  },
  racingShoe: {
    noun: { en: 'Racing Shoe', fr: 'Chaussure de compétition', de: 'Wettkampfschuh' },
    scale: 'shoe',
    leaf: 'racingShoes',
    saleLeaf: 'shoes',
    draw: shoeKind('racing'),
    about: {
      en: 'A carbon plate in a high-rebound foam: the shoe for race day and the tempo sessions before it.',
      fr: 'Une plaque carbone dans une mousse très réactive : la chaussure du jour J et des séances au seuil.',
      de: 'Eine Carbonplatte in hochreaktivem Schaum: der Schuh für den Wettkampftag und die Tempoläufe davor.',
    },
  },
  trainingShoe: {
    noun: { en: 'Training Shoe', fr: "Chaussure d'entraînement", de: 'Trainingsschuh' },
    scale: 'shoe',
    leaf: 'trainingShoes',
    saleLeaf: 'shoes',
    draw: shoeKind('training'),
    about: {
      en: 'A low, stable platform for lifts, circuits and the warm-up before a run.',
      fr: 'Une semelle basse et stable pour la musculation, les circuits et l’échauffement avant la course.',
      de: 'Eine flache, stabile Plattform für Krafttraining, Zirkel und das Aufwärmen vor dem Lauf.',
    },
  },
  trailShoe: {
    noun: { en: 'All-Terrain Running Shoe', fr: 'Chaussure de running tout-terrain', de: 'Allwetter-Laufschuh' },
    scale: 'shoe',
    leaf: 'trailShoes',
    saleLeaf: 'shoes',
    draw: shoeKind('trail'),
    about: {
      en: 'Grippy lugs and a weatherproof upper for towpaths, parks and the wet months.',
      fr: 'Des crampons accrocheurs et une tige déperlante pour les chemins, les parcs et l’hiver humide.',
      de: 'Griffige Stollen und ein wetterfestes Obermaterial für Uferwege, Parks und die nassen Monate.',
    },
  },
  recoveryShoe: {
    noun: { en: 'Recovery Shoe', fr: 'Chaussure de récupération', de: 'Regenerationsschuh' },
    scale: 'shoe',
    leaf: 'recoveryShoes',
    saleLeaf: 'shoes',
    draw: shoeKind('road'),
    about: {
      en: 'Soft, roomy and easy to slip on: for easy days, long walks and the hours after a race.',
      fr: 'Souple, spacieuse et facile à enfiler : pour les jours calmes, les longues marches et l’après-course.',
      de: 'Weich, geräumig und leicht anzuziehen: für lockere Tage, lange Spaziergänge und die Stunden nach dem Rennen.',
    },
  },
  rainShell: {
    noun: { en: 'Rain Jacket', fr: 'Veste de pluie', de: 'Regenjacke' },
    scale: 'apparel',
    leaf: 'rainShells',
    saleLeaf: 'rainShells',
    draw: (id, c) => jacket(id, 'shell', garment(c)),
    about: {
      en: 'A three-layer waterproof, breathable shell with taped seams, pit zips and a helmet-ready hood.',
      fr: 'Trois couches imperméables et respirantes, coutures étanchées, aérations sous les bras et capuche pour casque.',
      de: 'Eine wasserdichte, atmungsaktive Dreilagenjacke mit getapten Nähten, Unterarmbelüftung und helmtauglicher Kapuze.',
    },
  },
  insulatedJacket: {
    noun: { en: 'Insulated Jacket', fr: 'Veste isolante', de: 'Isolationsjacke' },
    scale: 'apparel',
    leaf: 'insulatedJackets',
    saleLeaf: 'fleece',
    draw: (id, c) => jacket(id, 'insulated', garment(c)),
    about: {
      en: 'Warm for its weight and packs into its own pocket: the layer for summits, belays and cold camps.',
      fr: 'Très chaude pour son poids, elle se range dans sa poche : la couche des sommets, des relais et des bivouacs.',
      de: 'Warm für ihr Gewicht und in der eigenen Tasche verstaubar: die Schicht für Gipfel, Standplätze und kalte Lager.',
    },
  },
  fleece: {
    noun: { en: 'Fleece Jacket', fr: 'Veste polaire', de: 'Fleecejacke' },
    scale: 'apparel',
    leaf: 'fleece',
    saleLeaf: 'fleece',
    draw: (id, c) => jacket(id, 'fleece', garment(c)),
    about: {
      en: 'A grid fleece that breathes on the climb and stays warm at the top, with a stand collar and zipped pockets.',
      fr: 'Une polaire à grille qui respire à la montée et reste chaude au sommet, avec col montant et poches zippées.',
      de: 'Ein Gitterfleece, das beim Aufstieg atmet und oben warm hält, mit Stehkragen und Reißverschlusstaschen.',
    },
  },
  baseLayer: {
    noun: { en: 'Base Layer', fr: 'Première couche', de: 'Funktionsshirt' },
    scale: 'apparel',
    leaf: 'baseLayers',
    saleLeaf: 'baseLayers',
    draw: (id, c) => top(id, 'longSleeve', garment(c)),
    about: {
      en: 'Soft next-to-skin merino that regulates warmth and stays fresh for days on the trail.',
      fr: 'Un mérinos doux au contact de la peau qui régule la chaleur et reste frais plusieurs jours de marche.',
      de: 'Weiche Merinowolle direkt auf der Haut, die Wärme reguliert und tagelang frisch bleibt.',
    },
  },
  hikingPants: {
    noun: { en: 'Hiking Pants', fr: 'Pantalon de randonnée', de: 'Wanderhose' },
    scale: 'apparel',
    leaf: 'hikingPants',
    saleLeaf: 'baseLayers',
    floorY: 1040,
    draw: (id, c) => legwear(id, 'pants', garment(c)),
    about: {
      en: 'Stretch-woven pants with a gusseted crotch, a cargo pocket and cuffs that cinch over boots.',
      fr: 'Un pantalon en toile extensible, avec entrejambe renforcé, poche cargo et bas de jambe ajustables.',
      de: 'Eine Hose aus elastischem Gewebe mit Zwickel, Cargotasche und Beinabschlüssen, die sich über dem Schuh schließen.',
    },
  },
  tee: {
    noun: { en: 'T-Shirt', fr: 'T-shirt', de: 'T-Shirt' },
    scale: 'apparel',
    leaf: 'tees',
    saleLeaf: 'baseLayers',
    draw: (id, c) => top(id, 'tee', garment(c)),
    about: {
      en: 'A lightweight tee in a quick-drying blend, cut to move and soft enough for every day.',
      fr: 'Un t-shirt léger dans une matière qui sèche vite, coupé pour bouger et assez doux pour tous les jours.',
      de: 'Ein leichtes T-Shirt aus schnell trocknendem Mischgewebe, geschnitten für Bewegung und weich genug für jeden Tag.',
    },
  },
  runningJacket: {
    noun: { en: 'Running Jacket', fr: 'Veste de running', de: 'Laufjacke' },
    scale: 'apparel',
    leaf: 'runningJackets',
    saleLeaf: 'runningJackets',
    draw: (id, c) => jacket(id, 'running', garment(c)),
    about: {
      en: 'A windproof, water-resistant layer with reflective details that packs into its chest pocket.',
      fr: 'Une couche coupe-vent et déperlante, aux détails réfléchissants, qui se range dans sa poche poitrine.',
      de: 'Eine winddichte, wasserabweisende Schicht mit reflektierenden Details, verstaubar in der Brusttasche.',
    },
  },
  runningTop: {
    noun: { en: 'Running T-Shirt', fr: 'T-shirt de running', de: 'Laufshirt' },
    scale: 'apparel',
    leaf: 'tops',
    saleLeaf: 'tops',
    draw: (id, c) => top(id, 'tee', garment(c)),
    about: {
      en: 'A featherlight, breathable top with flat seams that never chafe, however long the run.',
      fr: 'Un haut ultraléger et respirant, aux coutures plates qui ne frottent jamais, quelle que soit la distance.',
      de: 'Ein federleichtes, atmungsaktives Shirt mit Flachnähten, die nie scheuern, egal wie lang der Lauf.',
    },
  },
  midLayer: {
    noun: { en: 'Half-Zip Top', fr: 'Haut demi-zip', de: 'Halfzip-Shirt' },
    scale: 'apparel',
    leaf: 'midLayers',
    saleLeaf: 'tops',
    draw: (id, c) => top(id, 'halfZip', garment(c)),
    about: {
      en: 'A brushed-back half-zip for cold starts, with thumb loops and a zipped back pocket.',
      fr: 'Un demi-zip gratté à l’intérieur pour les départs frais, avec passe-pouces et poche zippée au dos.',
      de: 'Ein innen angerautes Halfzip für kalte Starts, mit Daumenschlaufen und Reißverschlusstasche hinten.',
    },
  },
  tights: {
    noun: { en: 'Running Tights', fr: 'Collant de running', de: 'Lauftights' },
    scale: 'apparel',
    leaf: 'tights',
    saleLeaf: 'tights',
    floorY: 1040,
    draw: (id, c) => legwear(id, 'tights', garment(c)),
    about: {
      en: 'Supportive, squat-proof tights with a phone pocket on the thigh and a drawcord waist.',
      fr: 'Un collant gainant et opaque, avec poche téléphone sur la cuisse et taille à cordon.',
      de: 'Stützende, blickdichte Tights mit Handytasche am Oberschenkel und Kordelzug am Bund.',
    },
  },
  shorts: {
    noun: { en: 'Running Shorts', fr: 'Short de running', de: 'Laufshorts' },
    scale: 'apparel',
    leaf: 'shorts',
    saleLeaf: 'tights',
    floorY: 700,
    draw: (id, c) => legwear(id, 'shorts', garment(c)),
    about: {
      en: 'Split-hem shorts with a built-in brief and a stretch waistband that holds gels and a key.',
      fr: 'Un short fendu avec slip intégré et une ceinture élastique qui tient gels et clé.',
      de: 'Geschlitzte Shorts mit Innenslip und elastischem Bund, der Gels und Schlüssel hält.',
    },
  },
  hikingSocks: {
    noun: { en: 'Hiking Socks', fr: 'Chaussettes de randonnée', de: 'Wandersocken' },
    scale: 'socks',
    leaf: 'socks',
    saleLeaf: 'accessories',
    floorY: 930,
    draw: (id, c) => sock(id, garment(c)),
    about: {
      en: 'Cushioned merino socks with a seamless toe and arch support, sold as a pair.',
      fr: 'Chaussettes en mérinos rembourrées, sans couture à la pointe, qui maintiennent la voûte. Vendues par paire.',
      de: 'Gepolsterte Merinosocken mit nahtloser Spitze und Fußgewölbestütze, als Paar.',
    },
  },
  runningSocks: {
    noun: { en: 'Running Socks', fr: 'Chaussettes de running', de: 'Laufsocken' },
    scale: 'socks',
    leaf: 'socks',
    saleLeaf: 'socks',
    floorY: 930,
    draw: (id, c) => sock(id, garment(c)),
    about: {
      en: 'Thin, blister-resistant socks with a padded heel and a left and right fit, sold as a pair.',
      fr: 'Des chaussettes fines anti-ampoules, au talon rembourré, avec un pied gauche et un pied droit, vendues par paire.',
      de: 'Dünne, blasenhemmende Socken mit gepolsterter Ferse und Links-rechts-Passform, als Paar.',
    },
  },
  toque: {
    noun: { en: 'Beanie', fr: 'Tuque', de: 'Mütze' },
    scale: 'one',
    leaf: 'hatsGloves',
    saleLeaf: 'accessories',
    floorY: 820,
    draw: (id, c) => headwear(id, 'toque', garment(c)),
    about: {
      en: 'A rib-knit wool blend beanie with a fleece-lined band and a pompom.',
      fr: 'Une tuque en maille côtelée de laine mélangée, au bandeau doublé polaire, avec pompon.',
      de: 'Eine Rippstrickmütze aus Wollmischung mit fleecegefüttertem Bund und Bommel.',
    },
  },
  cap: {
    noun: { en: 'Running Cap', fr: 'Casquette de running', de: 'Laufkappe' },
    scale: 'one',
    leaf: 'capsHeadwear',
    saleLeaf: 'capsHeadwear',
    floorY: 800,
    draw: (id, c) => headwear(id, 'cap', garment(c)),
    about: {
      en: 'A featherweight cap with a soft brim that folds into a pocket and a reflective back.',
      fr: 'Une casquette ultralégère à visière souple qui se plie dans une poche, avec un dos réfléchissant.',
      de: 'Eine federleichte Kappe mit weichem Schild, faltbar für die Tasche, mit reflektierender Rückseite.',
    },
  },
  daypack: {
    noun: { en: 'Daypack', fr: 'Sac de randonnée', de: 'Tagesrucksack' },
    scale: 'one',
    leaf: 'daypacks',
    saleLeaf: 'accessories',
    floorY: 960,
    draw: (id, c) => pack(id, garment(c)),
    about: {
      en: 'A ventilated back panel, a hydration sleeve and a lid pocket: everything for a day on the hill.',
      fr: 'Un dos ventilé, une poche à eau et une poche de rabat : tout pour une journée en montagne.',
      de: 'Belüftetes Rückenteil, Trinksystemfach und Deckeltasche: alles für einen Tag am Berg.',
    },
  },
  backpackingPack: {
    noun: { en: 'Backpacking Pack', fr: 'Sac à dos de trekking', de: 'Trekkingrucksack' },
    scale: 'pack',
    leaf: 'backpackingPacks',
    saleLeaf: 'accessories',
    floorY: 960,
    draw: (id, c) => pack(id, garment(c)),
    about: {
      en: 'An adjustable harness and a load-lifting hip belt carry a week of food and a tent in comfort.',
      fr: 'Un dos réglable et une ceinture porteuse emmènent une semaine de vivres et une tente en tout confort.',
      de: 'Verstellbares Tragesystem und lastübertragender Hüftgurt tragen Proviant für eine Woche und ein Zelt bequem.',
    },
  },
  hydrationPack: {
    noun: { en: 'Hydration Pack', fr: "Sac d'hydratation", de: 'Trinkrucksack' },
    scale: 'one',
    leaf: 'hydrationPacks',
    saleLeaf: 'accessories',
    floorY: 960,
    draw: (id, c) => pack(id, garment(c)),
    about: {
      en: 'A bounce-free vest fit with a 2-litre reservoir and front pockets for bars and a phone.',
      fr: 'Un ajustement de gilet qui ne ballotte pas, une poche à eau de 2 litres et des poches avant pour barres et téléphone.',
      de: 'Westenartige Passform ohne Wippen, 2-Liter-Trinkblase und Fronttaschen für Riegel und Handy.',
    },
  },
  duffel: {
    noun: { en: 'Duffel Bag', fr: 'Sac de voyage', de: 'Reisetasche' },
    scale: 'one',
    leaf: 'duffels',
    saleLeaf: 'accessories',
    floorY: 960,
    draw: (id, c) => pack(id, garment(c)),
    about: {
      en: 'A tough, water-resistant duffel with backpack straps and a wide zipped opening.',
      fr: 'Un sac de voyage robuste et déperlant, avec bretelles de sac à dos et large ouverture zippée.',
      de: 'Eine robuste, wasserabweisende Tasche mit Rucksackträgern und weiter Reißverschlussöffnung.',
    },
  },
  runningVest: {
    noun: { en: 'Running Vest', fr: 'Gilet de trail', de: 'Laufweste' },
    scale: 'apparel',
    leaf: 'vests',
    saleLeaf: 'beltsBags',
    floorY: 960,
    draw: (id, c) => pack(id, garment(c)),
    about: {
      en: 'A close-fitting vest with soft flasks up front, for long runs without a stop at the tap.',
      fr: 'Un gilet près du corps avec flasques souples à l’avant, pour les sorties longues sans arrêt au robinet.',
      de: 'Eine eng anliegende Weste mit Softflasks vorn, für lange Läufe ohne Halt am Wasserhahn.',
    },
  },
  beltBag: {
    noun: { en: 'Running Belt', fr: 'Ceinture de running', de: 'Laufgürtel' },
    scale: 'one',
    leaf: 'beltsBags',
    saleLeaf: 'beltsBags',
    floorY: 960,
    draw: (id, c) => pack(id, garment(c)),
    about: {
      en: 'A slim stretch belt that holds a phone, keys and two gels without bouncing.',
      fr: 'Une ceinture fine et élastique qui tient téléphone, clés et deux gels sans ballotter.',
      de: 'Ein schmaler, elastischer Gürtel für Handy, Schlüssel und zwei Gels, ohne zu wippen.',
    },
  },
  gymBag: {
    noun: { en: 'Gym Bag', fr: 'Sac de sport', de: 'Sporttasche' },
    scale: 'one',
    leaf: 'gymBags',
    saleLeaf: 'gymBags',
    floorY: 960,
    draw: (id, c) => pack(id, garment(c)),
    about: {
      en: 'A run-commute bag with a laptop sleeve and a vented shoe compartment.',
      fr: 'Un sac pour courir au travail, avec compartiment ordinateur et poche à chaussures ventilée.',
      de: 'Eine Tasche für den Laufweg zur Arbeit, mit Laptopfach und belüftetem Schuhfach.',
    },
  },
} as const satisfies Record<string, Kind>;

export type KindKey = keyof typeof kinds;

/** What a product's materials and make add to its description, per language. */
export const traits = {
  waterproof: {
    en: 'Waterproof membrane, seam-sealed.',
    fr: 'Membrane imperméable, coutures étanchées.',
    de: 'Wasserdichte Membran, versiegelte Nähte.',
  },
  recycled: {
    en: 'Made with recycled fabrics.',
    fr: 'Fabriqué avec des tissus recyclés.',
    de: 'Aus recycelten Stoffen gefertigt.',
  },
  merino: {
    en: 'Merino wool: warm when wet, and it does not smell.',
    fr: 'Laine mérinos : chaude même humide, et elle ne garde pas les odeurs.',
    de: 'Merinowolle: warm auch bei Nässe, und sie riecht nicht.',
  },
  lightweight: {
    en: 'Lightweight and packable.',
    fr: 'Léger et compressible.',
    de: 'Leicht und verstaubar.',
  },
  reflective: {
    en: 'Reflective details for dark mornings.',
    fr: 'Détails réfléchissants pour les matins sombres.',
    de: 'Reflektierende Details für dunkle Morgen.',
  },
  leather: {
    en: 'Full-grain leather that moulds to your foot.',
    fr: 'Cuir pleine fleur qui se fait à votre pied.',
    de: 'Vollnarbenleder, das sich dem Fuß anpasst.',
  },
  carbon: {
    en: 'Full-length carbon plate.',
    fr: 'Plaque carbone sur toute la longueur.',
    de: 'Carbonplatte über die ganze Länge.',
  },
  cushioned: {
    en: 'Extra cushioning for long days.',
    fr: 'Amorti renforcé pour les longues journées.',
    de: 'Extra Dämpfung für lange Tage.',
  },
  grippy: {
    en: 'Sticky rubber outsole for wet rock.',
    fr: 'Semelle en gomme adhérente pour la roche mouillée.',
    de: 'Haftende Gummisohle für nassen Fels.',
  },
  organic: {
    en: 'Organic cotton blend.',
    fr: 'Mélange de coton biologique.',
    de: 'Mischung mit Bio-Baumwolle.',
  },
} as const satisfies Record<string, Words>;

export type TraitKey = keyof typeof traits;
