import type { RidgelineCopy } from '../copy';

/** Noms et descriptions des catégories, en français canadien. */
export const categories: RidgelineCopy['categories'] = {
  men: {
    label: 'Hommes',
    title: 'Équipement de randonnée pour hommes',
    intro: 'Bottes, manteaux et couches techniques pour chaque kilomètre, testés sur nos sentiers préférés.',
  },
  women: {
    label: 'Femmes',
    title: 'Équipement de randonnée pour femmes',
    intro: 'Chaussures et vêtements éprouvés en sentier, pensés pour les femmes dès le premier point de couture.',
  },
  kids: {
    label: 'Enfants',
    title: 'Équipement plein air pour enfants',
    intro: 'Robuste, imperméable et facile à enfiler : de l’équipement qui suit le rythme des jeunes aventuriers.',
  },
  gear: {
    label: 'Sacs et équipement',
    title: 'Sacs et équipement de sentier',
    intro: 'Tout ce que vous transportez, du petit sac de jour au chargement d’une semaine.',
  },
  sale: { label: 'Soldes', intro: 'Prix de fin de saison sur les bottes, les manteaux et les couches. Quand c’est fini, c’est fini.' },
  explore: { label: 'Explorer', title: 'Explorer Ridgeline', intro: 'Activités, collections et récits de sentier.' },
  footwear: { label: 'Chaussures', intro: 'Bottes imperméables, souliers de course en sentier et tout ce qu’il y a entre les deux.' },
  hikingBoots: { label: 'Bottes de randonnée', intro: 'Des bottes stables et imperméables, avec des crampons qui mordent dans le roc mouillé.' },
  trailRunners: { label: 'Souliers de course en sentier', intro: 'Légers, rapides et stables pour les sentiers techniques.' },
  approachShoes: {
    label: 'Chaussures d’approche',
    intro: 'Semelle adhérente et ajustement précis pour les passages rocheux et la marche vers la paroi.',
  },
  winterBoots: { label: 'Bottes d’hiver', intro: 'Bottes isolées et imperméables, conçues pour les départs enneigés et les matins à −30 °C.' },
  sandals: { label: 'Sandales', intro: 'Sandales de sentier pour les traversées de rivière, les soirées au camp et les randonnées d’été.' },
  clothing: { label: 'Vêtements', intro: 'Des couches qui respirent dans la montée et coupent le vent au sommet.' },
  rainShells: { label: 'Manteaux de pluie', intro: 'Coquilles imperméables et respirantes, aux coutures scellées, qui se compactent dans un rien.' },
  insulatedJackets: {
    label: 'Manteaux isolés',
    intro: 'La chaleur du duvet ou du synthétique pour les sommets froids et les campements plus froids encore.',
  },
  fleece: { label: 'Polars', intro: 'Des couches intermédiaires chaudes à séchage rapide : la pièce qu’on porte toute l’année.' },
  baseLayers: {
    label: 'Sous-vêtements techniques',
    intro: 'Mérinos ou synthétique près du corps, qui évacuent la sueur et résistent aux odeurs.',
  },
  hikingPants: { label: 'Pantalons de randonnée', intro: 'Pantalons extensibles et durables, avec des poches là où il le faut.' },
  tees: { label: 'T-shirts', intro: 'T-shirts doux à séchage rapide pour les journées chaudes et le retour en auto.' },
  accessories: { label: 'Accessoires', intro: 'Bas, tuques, gants et tous ces petits détails qui changent tout.' },
  socks: { label: 'Bas', intro: 'Bas coussinés en mérinos qui préviennent les ampoules et restent frais plusieurs jours.' },
  hatsGloves: { label: 'Tuques et gants', intro: 'Tuques, chapeaux de soleil et gants pour chaque saison en montagne.' },
  gaiters: { label: 'Guêtres', intro: 'Pour garder la neige, la boue et le gravier hors de vos bottes.' },
  insoles: { label: 'Semelles', intro: 'Des semelles de soutien qui rendent une bonne botte encore plus confortable.' },
  packs: { label: 'Sacs à dos', intro: 'Sacs de jour, sacs d’expédition et sacs de voyage conçus pour bien porter.' },
  daypacks: { label: 'Sacs de jour', intro: 'Sacs légers de 15 à 30 L pour les journées au sommet comme pour le quotidien.' },
  backpackingPacks: { label: 'Sacs d’expédition', intro: 'Sacs ajustables de 40 à 70 L pour les sorties de plusieurs jours.' },
  hydrationPacks: { label: 'Sacs d’hydratation', intro: 'Vestes de course et sacs à réservoir pour garder l’eau à portée de main.' },
  duffels: { label: 'Sacs de voyage', intro: 'Sacs robustes et déperlants pour les virées en auto et les camps de base.' },
  essentials: { label: 'Essentiels du sentier', intro: 'Bâtons, lampes et gourdes : l’équipement qui vit dans votre sac.' },
  trekkingPoles: { label: 'Bâtons de marche', intro: 'Ménagez vos genoux dans les descentes avec des bâtons légers et ajustables.' },
  headlamps: { label: 'Lampes frontales', intro: 'Des lampes puissantes et rechargeables pour les départs à l’aube et les retours tardifs.' },
  bottles: { label: 'Gourdes', intro: 'Gourdes isolées et pliables pour l’eau, le café et tout le reste.' },
  dryBags: { label: 'Sacs étanches', intro: 'Des sacs à fermeture enroulable qui gardent vêtements et appareils au sec.' },
  care: { label: 'Entretien et réparation', intro: 'Faites durer votre équipement : nettoyants, imperméabilisants et trousses de réparation.' },
  bootCare: { label: 'Entretien des bottes', intro: 'Nettoyants et revitalisants qui gardent le cuir souple et imperméable.' },
  waterproofing: { label: 'Imperméabilisation', intro: 'Redonnez leur déperlance à vos manteaux et à vos bottes, à la maison.' },
  laces: { label: 'Lacets', intro: 'Des lacets de rechange de toutes les longueurs, assez solides pour le sentier.' },
  repairKits: { label: 'Trousses de réparation', intro: 'Pièces, scellant à coutures et outils pour réparer en arrière-pays.' },
  saleMen: { label: 'Soldes hommes', intro: 'Bottes, manteaux et couches pour hommes à prix réduit.' },
  saleWomen: { label: 'Soldes femmes', intro: 'Bottes, manteaux et couches pour femmes à prix réduit.' },
  saleKids: { label: 'Soldes enfants', intro: 'De l’équipement pour enfants à prix réduit, dans des tailles qui partent vite.' },
  activities: { label: 'Activités', title: 'Magasiner par activité', intro: 'De l’équipement choisi selon votre façon de jouer dehors.' },
  hiking: { label: 'Randonnée', intro: 'De la petite boucle du dimanche jusqu’au sommet : bottes, couches et sacs qui vont jusqu’au bout.' },
  trailRunning: { label: 'Course en sentier', intro: 'De l’équipement rapide et léger pour courir sur les crêtes.' },
  backpacking: { label: 'Longue randonnée', intro: 'De l’équipement pour plusieurs jours et des nuits à la belle étoile.' },
  winterHiking: { label: 'Randonnée hivernale', intro: 'Isolation, adhérence et imperméabilité pour les mois froids.' },
  collections: { label: 'Collections', intro: 'Nos familles de produits phares, conçues pour aller ensemble.' },
  summitTrail: {
    label: 'Summit Trail',
    title: 'La collection Summit Trail',
    intro: 'Notre famille de bottes de randonnée imperméables, menée par la toute nouvelle Summit Trail GTX.',
  },
  cascadeRain: {
    label: 'Cascade Rain',
    title: 'La collection Cascade Rain',
    intro: 'Manteaux et pantalons à l’épreuve des tempêtes pour les sentiers les plus pluvieux de la côte.',
  },
  basecampFleece: {
    label: 'Basecamp Fleece',
    title: 'La collection Basecamp Fleece',
    intro: 'Des polars douillets en fibres recyclées pour les matins frais au camp.',
  },
  switchback: {
    label: 'Switchback',
    title: 'La collection Switchback',
    intro: 'Souliers et vêtements de course en sentier pour les longues montées et les descentes rapides.',
  },
};

const SOLDE = 'Les modèles de la saison dernière à prix réduit, en tailles limitées : faites vite.';

export const audiences: RidgelineCopy['audiences'] = {
  men: { title: (label) => `${label} pour hommes` },
  women: { title: (label) => `${label} pour femmes` },
  kids: { title: (label) => `${label} pour enfants` },
  saleMen: { title: (label) => `${label} pour hommes en solde`, intro: SOLDE },
  saleWomen: { title: (label) => `${label} pour femmes en solde`, intro: SOLDE },
  saleKids: { title: (label) => `${label} pour enfants en solde`, intro: SOLDE },
};

/** A title inside a sentence: French titles are common nouns (« Bottes de randonnée » → « nos bottes de randonnée »). */
const lowerFirst = (title: string) => `${title.charAt(0).toLocaleLowerCase('fr')}${title.slice(1)}`;

/** Each audience's category page names its title beside the intro the audiences share. */
export const categoryDescription = (title: string, intro: string): string => `${intro} Magasinez nos ${lowerFirst(title)} chez Ridgeline.`;

export const products: RidgelineCopy['products'] = {
  summitTrail: 'Botte de randonnée imperméable',
  switchback: 'Soulier de course en sentier',
  cascadeShell: 'Manteau de pluie compressible',
  basecampFleece: 'Polar en fibres recyclées',
  merinoBase: 'Couche de base en mérinos',
  ridgeback28: 'Sac de jour de 28 L',
};
