import type { KestrelCopy } from '../copy';

/** Noms et descriptions des catégories, en français de France. */
export const categories: KestrelCopy['categories'] = {
  featured: {
    label: 'À découvrir',
    title: 'Nouveautés et sélections',
    intro: 'Les dernières chaussures, tenues et collections Kestrel, tout droit sorties du labo.',
  },
  men: {
    label: 'Homme',
    title: 'Chaussures et vêtements de running homme',
    intro: 'Chaussures et tenues pour les kilomètres en ville, les séances sur piste et le jour de la course.',
  },
  women: {
    label: 'Femme',
    title: 'Chaussures et vêtements de running femme',
    intro: 'Chaussures et tenues conçues pour les femmes, testées dans les rues d’Europe.',
  },
  accessories: {
    label: 'Accessoires',
    title: 'Accessoires de running',
    intro: 'Chaussettes, ceintures, lampes et sacs : les détails qui facilitent chaque sortie.',
  },
  sale: { label: 'Soldes', intro: 'Chaussures et tenues de la saison dernière à prix réduits. Quand votre taille est partie, elle ne revient pas.' },
  journal: { label: 'Journal', title: 'Le journal Kestrel', intro: 'Conseils d’entraînement, récits de nos clubs et nouvelles de l’atelier.' },
  highlights: { label: 'À la une', intro: 'Notre sélection des lancements et des incontournables de la saison.' },
  newArrivals: { label: 'Nouveautés', intro: 'Tout juste arrivées : les dernières chaussures et tenues du labo.' },
  bestsellers: { label: 'Meilleures ventes', intro: 'Les chaussures et tenues que nos coureurs rachètent saison après saison.' },
  nightVisibility: { label: 'Courir la nuit', intro: 'Détails réfléchissants et couleurs vives pour être vu les soirs d’hiver.' },
  giftGuide: { label: 'Idées cadeaux', intro: 'Des cadeaux pour les coureurs de votre entourage, des chaussettes aux chaussures de compétition.' },
  collections: { label: 'Collections', intro: 'Nos familles de chaussures et de vêtements, chacune pensée pour un usage précis.' },
  tempoCarbon: {
    label: 'Tempo Carbon',
    title: 'La collection Tempo Carbon',
    intro: 'Nos chaussures de compétition à plaque carbone, pour battre vos records du 5 km au marathon.',
  },
  glide: { label: 'Glide', title: 'La collection Glide', intro: 'Des chaussures d’entraînement souples et stables pour tous vos footings.' },
  nightline: {
    label: 'Nightline',
    title: 'La collection Nightline',
    intro: 'Vestes et couches réfléchissantes pour les matins sombres et les sorties tardives.',
  },
  studio: { label: 'Studio', title: 'La collection Studio', intro: 'Collants, hauts et chaussures pour le renforcement musculaire et la salle.' },
  distances: { label: 'Par distance', title: 'Équipement par distance', intro: 'Un équipement choisi pour la course que vous préparez.' },
  fiveTen: {
    label: '5 et 10 km',
    title: 'Équipement pour le 5 et le 10 km',
    intro: 'Des chaussures légères et réactives pour les courses courtes et rapides.',
  },
  halfMarathon: { label: 'Semi-marathon', title: 'Équipement pour le semi-marathon', intro: 'Amorti, vitesse et confort pour 21,1 km.' },
  marathon: { label: 'Marathon', title: 'Équipement pour le marathon', intro: 'Tout pour la longue préparation et le grand jour.' },
  trackIntervals: { label: 'Piste et fractionné', intro: 'Des chaussures basses et rapides et des tenues respirantes pour vos séances sur piste.' },
  shoes: { label: 'Chaussures de running', intro: 'Route, compétition, trail et entraînement : une chaussure pour chaque sortie.' },
  roadShoes: { label: 'Chaussures de route', intro: 'Des chaussures amorties et durables pour les kilomètres quotidiens sur le bitume.' },
  racingShoes: { label: 'Chaussures de compétition', intro: 'Des chaussures légères à plaque carbone, conçues pour le jour J.' },
  trainingShoes: {
    label: 'Chaussures de training',
    intro: 'Des chaussures plates et stables pour la musculation, les cours collectifs et le cross-training.',
  },
  trailShoes: { label: 'Chaussures de trail', intro: 'Des chaussures accrocheuses pour les parcs, les chemins de halage et les week-ends boueux.' },
  recoveryShoes: {
    label: 'Chaussures de récupération',
    intro: 'Des chaussures douces et confortables pour les heures qui suivent une séance difficile.',
  },
  clothing: { label: 'Vêtements de running', intro: 'Des tenues respirantes et réfléchissantes pour toutes les saisons.' },
  runningJackets: { label: 'Vestes de running', intro: 'Des vestes légères et compressibles contre le vent et la bruine.' },
  tops: { label: 'Hauts de running', intro: 'Tee-shirts et manches longues respirants qui sèchent vite.' },
  sportsBras: { label: 'Brassières de sport', intro: 'Des brassières à maintien fort, conçues et testées avec des coureuses.' },
  tights: { label: 'Collants de running', intro: 'Des collants gainants avec des poches qui maintiennent votre téléphone.' },
  shorts: { label: 'Shorts de running', intro: 'Des shorts légers, fendus ou doublés, pour les beaux jours et les séances rapides.' },
  midLayers: { label: 'Demi-zips et sweats', intro: 'Des demi-zips chauds pour les départs frais et le retour au calme.' },
  essentials: { label: 'Essentiels', intro: 'Chaussettes, casquettes, gants et ceintures pour courir au quotidien.' },
  socks: { label: 'Chaussettes de running', intro: 'Des chaussettes amorties, sans ampoules, dans toutes les hauteurs.' },
  capsHeadwear: { label: 'Casquettes et bonnets', intro: 'Casquettes, bonnets et bandeaux contre le soleil, la pluie et le froid.' },
  gloves: { label: 'Gants', intro: 'Des gants légers, compatibles écran tactile, pour les matins frais.' },
  beltsBags: { label: 'Ceintures et sacs', intro: 'Ceintures et sacs sans rebond pour le téléphone, les clés et les gels.' },
  carry: { label: 'Transport', intro: 'Tout pour emporter l’essentiel avec vous.' },
  vests: { label: 'Gilets d’hydratation', intro: 'Des gilets ajustés avec flasques souples pour les sorties longues.' },
  gymBags: { label: 'Sacs de sport', intro: 'Des sacs qui vous emmènent du bureau à la piste.' },
  bottles: { label: 'Gourdes', intro: 'Des gourdes à main et souples qui se font oublier pendant la course.' },
  wear: { label: 'À porter', intro: 'Les petites pièces qui complètent votre tenue.' },
  neckwear: { label: 'Tours de cou', intro: 'Des tours de cou doux pour les sorties les plus froides de l’hiver.' },
  techCare: { label: 'Tech et entretien', intro: 'Lampes, semelles et produits d’entretien pour vous et vos chaussures.' },
  lights: { label: 'Lampes de running', intro: 'Des lampes rechargeables à clipser pour voir et être vu.' },
  insoles: { label: 'Semelles', intro: 'Des semelles de soutien pour un meilleur chaussant et une foulée plus sereine.' },
  shoeCare: { label: 'Entretien des chaussures', intro: 'Nettoyants et protecteurs pour garder vos chaussures comme neuves.' },
  laces: { label: 'Lacets', intro: 'Lacets élastiques et classiques aux couleurs Kestrel.' },
  saleMen: { label: 'Soldes homme', intro: 'Chaussures et tenues homme à prix réduits.' },
  saleWomen: { label: 'Soldes femme', intro: 'Chaussures et tenues femme à prix réduits.' },
  saleMore: { label: 'Soldes accessoires', intro: 'Chaussettes, casquettes et sacs à prix réduits.' },
  training: {
    label: 'Entraînement',
    title: 'Conseils d’entraînement',
    intro: 'Plans, conseils et équipement pour chaque étape de votre préparation.',
  },
  roadRunning: { label: 'Course sur route', intro: 'Chaussures et tenues pour avaler le bitume, du premier 5 km au marathon.' },
  gymTraining: { label: 'Renforcement et salle', intro: 'L’équipement du renforcement musculaire qui fait de vous un coureur plus rapide.' },
  recovery: { label: 'Récupération', intro: 'Chaussures et couches pour les jours faciles qui donnent tout leur sens aux jours difficiles.' },
  winterRunning: { label: 'Courir en hiver', intro: 'Des tenues chaudes et réfléchissantes pour courir dans le froid, la nuit et la pluie.' },
};

const SOLDES = 'Les modèles de la saison dernière à prix réduits. Les tailles partent vite.';

export const audiences: KestrelCopy['audiences'] = {
  men: { title: (label) => `${label} homme` },
  women: { title: (label) => `${label} femme` },
  saleMen: { title: (label) => `${label} homme en soldes`, intro: SOLDES },
  saleWomen: { title: (label) => `${label} femme en soldes`, intro: SOLDES },
  saleMore: { title: (label) => `${label} en soldes`, intro: SOLDES },
};

/** A title inside a sentence: French titles are common nouns (« Bottes de randonnée » → « nos bottes de randonnée »). */
const lowerFirst = (title: string) => `${title.charAt(0).toLocaleLowerCase('fr')}${title.slice(1)}`;

/** Each audience's category page names its title beside the intro the audiences share. */
export const categoryDescription = (title: string, intro: string): string => `${intro} Découvrez nos ${lowerFirst(title)} chez Kestrel.`;

export const products: KestrelCopy['products'] = {
  tempoCarbon: 'Chaussure de compétition à plaque carbone',
  glide: 'Chaussure de running polyvalente',
  aeroFlat: 'Chaussure de compétition ultralégère',
  nightlineJacket: 'Veste de running réfléchissante',
  studioTight: 'Collant de running taille haute',
  paceTee: 'Tee-shirt de running respirant',
};
