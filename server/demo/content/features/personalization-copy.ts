/** The words of the personalization demo (explore page and the shoe-fit espot), per locale. */
export interface Message {
  readonly title: string;
  readonly body: string;
  readonly cta: string;
}

export interface PersonalizationCopy {
  /** Segmentation: shoppers in no segment (and EMEA shoppers without targeting consent). */
  readonly segmentBaseline: Message;
  /** Segmentation: logged-out shoppers are invited to join. */
  readonly welcome: Message;
  /** Segmentation: logged-in loyalty members. */
  readonly loyalty: Message;
  /** Experience: the baseline and its two variants. */
  readonly experience: readonly [Message, Message, Message];
  /** Filter NOT IN footwear: the clothing size guide. */
  readonly sizeGuide: Message;
  /** Filter IN footwear (category pages): finding a shoe's fit. */
  readonly shoeFit: Message;
}

const enUs: PersonalizationCopy = {
  segmentBaseline: { title: 'Gear up for the season ahead', body: 'Field-tested layers and boots, picked by our guides.', cta: 'Read our story' },
  welcome: {
    title: 'Welcome to Ridgeline',
    body: 'Join Ridgeline Rewards: points on every order and early access to new gear.',
    cta: 'Join for free',
  },
  loyalty: {
    title: 'Welcome back, member',
    body: 'Your points are waiting: spend them on boots, shells or a weekend pack.',
    cta: 'See your rewards',
  },
  experience: [
    {
      title: 'Built to last, made to be repaired',
      body: 'We design gear that outlives the season, then fix it when it tears.',
      cta: 'How we build it',
    },
    { title: 'Less waste on every trail', body: 'Recycled shells, resoled boots and nothing shipped in plastic.', cta: 'See our commitments' },
    { title: 'One jacket, ten winters', body: 'Buy it once, wear it for years: our repair promise covers it.', cta: 'Learn about repairs' },
  ],
  sizeGuide: {
    title: 'Between two sizes?',
    body: 'Our fit experts answer within a day: tell us your height and what you wear now.',
    cta: 'Ask about sizing',
  },
  shoeFit: {
    title: 'Find your boot size',
    body: 'Measure your foot in the evening, with the socks you hike in. Still unsure? Ask us.',
    cta: 'Get fit advice',
  },
};

const enCa: PersonalizationCopy = {
  ...enUs,
  welcome: {
    title: 'Welcome to Ridgeline Canada',
    body: 'Join Ridgeline Rewards: points on every order and first look at new gear.',
    cta: 'Join for free',
  },
  sizeGuide: {
    title: 'Between two sizes?',
    body: 'Our fit team answers within a day: tell us your height and your favourite fit.',
    cta: 'Ask about sizing',
  },
};

const frCa: PersonalizationCopy = {
  segmentBaseline: {
    title: 'Préparez-vous pour la saison',
    body: 'Des couches et des bottes éprouvées sur le terrain, choisies par nos guides.',
    cta: 'Lire notre histoire',
  },
  welcome: {
    title: 'Bienvenue chez Ridgeline',
    body: 'Adhérez à Ridgeline Récompenses : des points sur chaque commande et un accès hâtif aux nouveautés.',
    cta: 'Adhérer gratuitement',
  },
  loyalty: {
    title: 'Bon retour parmi nous',
    body: 'Vos points vous attendent : échangez-les contre des bottes, un manteau ou un sac de fin de semaine.',
    cta: 'Voir mes récompenses',
  },
  experience: [
    {
      title: 'Conçu pour durer, fait pour être réparé',
      body: 'Nos articles survivent à la saison, et nous les réparons quand ils se déchirent.',
      cta: 'Notre façon de fabriquer',
    },
    {
      title: 'Moins de déchets sur chaque sentier',
      body: 'Coquilles recyclées, bottes ressemelées, aucun emballage de plastique.',
      cta: 'Nos engagements',
    },
    {
      title: 'Un manteau, dix hivers',
      body: 'Achetez-le une fois, portez-le longtemps : notre promesse de réparation le couvre.',
      cta: 'En savoir plus sur les réparations',
    },
  ],
  sizeGuide: {
    title: 'Entre deux tailles?',
    body: 'Nos conseillers répondent en moins d’une journée : indiquez-nous votre taille et ce que vous portez.',
    cta: 'Poser une question sur les tailles',
  },
  shoeFit: {
    title: 'Trouvez votre pointure',
    body: 'Mesurez votre pied en soirée, avec vos bas de randonnée. Un doute? Écrivez-nous.',
    cta: 'Obtenir des conseils',
  },
};

const enGb: PersonalizationCopy = {
  segmentBaseline: { title: 'Run the city after dark', body: 'Reflective kit and fast shoes, chosen by our club coaches.', cta: 'Read our story' },
  welcome: { title: 'Welcome to Kestrel', body: 'Join the Kestrel Club: points on every order and early entry to our races.', cta: 'Join for free' },
  loyalty: {
    title: 'Good to see you again',
    body: 'Your club points are waiting: put them towards shoes, kit or race entry.',
    cta: 'See your rewards',
  },
  experience: [
    {
      title: 'Kit that keeps its colour',
      body: 'Dyed to last hundreds of washes, then taken back when you are done with it.',
      cta: 'How we make it',
    },
    { title: 'Fewer miles for every parcel', body: 'Recycled fabrics, local warehouses and no plastic in the box.', cta: 'See our commitments' },
    { title: 'One jacket, a thousand runs', body: 'Buy it once and run in it for years: our repair promise covers it.', cta: 'Learn about repairs' },
  ],
  sizeGuide: {
    title: 'Between two sizes?',
    body: 'Our fit team replies within a day: tell us your height and your favourite fit.',
    cta: 'Ask about sizing',
  },
  shoeFit: {
    title: 'Find your shoe size',
    body: 'Measure your feet in the evening, in the socks you run in. Still unsure? Ask us.',
    cta: 'Get fit advice',
  },
};

const frFr: PersonalizationCopy = {
  segmentBaseline: {
    title: 'Courez la ville à la nuit tombée',
    body: 'Tenues réfléchissantes et chaussures rapides, choisies par nos coachs.',
    cta: 'Lire notre histoire',
  },
  welcome: {
    title: 'Bienvenue chez Kestrel',
    body: 'Rejoignez le Club Kestrel : des points sur chaque commande et un accès prioritaire à nos courses.',
    cta: 'Adhérer gratuitement',
  },
  loyalty: {
    title: 'Ravis de vous revoir',
    body: 'Vos points de club vous attendent : utilisez-les sur des chaussures, une tenue ou un dossard.',
    cta: 'Voir mes avantages',
  },
  experience: [
    {
      title: 'Des tenues qui gardent leur couleur',
      body: 'Teintes résistantes à des centaines de lavages, reprises quand vous n’en voulez plus.',
      cta: 'Notre fabrication',
    },
    {
      title: 'Moins de kilomètres par colis',
      body: 'Tissus recyclés, entrepôts proches de chez vous, aucun plastique dans le carton.',
      cta: 'Nos engagements',
    },
    {
      title: 'Une veste, mille sorties',
      body: 'Achetez-la une fois, courez-y des années : notre promesse de réparation la couvre.',
      cta: 'En savoir plus sur les réparations',
    },
  ],
  sizeGuide: {
    title: 'Entre deux tailles ?',
    body: 'Nos conseillers répondent sous un jour : indiquez-nous votre taille et votre coupe préférée.',
    cta: 'Poser une question sur les tailles',
  },
  shoeFit: {
    title: 'Trouvez votre pointure',
    body: 'Mesurez vos pieds le soir, chaussettes de course aux pieds. Un doute ? Écrivez-nous.',
    cta: 'Obtenir des conseils',
  },
};

const deDe: PersonalizationCopy = {
  segmentBaseline: {
    title: 'Lauf durch die Stadt bei Nacht',
    body: 'Reflektierende Kleidung und schnelle Schuhe, ausgewählt von unseren Trainern.',
    cta: 'Unsere Geschichte',
  },
  welcome: {
    title: 'Willkommen bei Kestrel',
    body: 'Werde Mitglied im Kestrel Club: Punkte für jede Bestellung und früher Zugang zu unseren Läufen.',
    cta: 'Kostenlos beitreten',
  },
  loyalty: {
    title: 'Schön, dass du wieder da bist',
    body: 'Deine Clubpunkte warten: Löse sie für Schuhe, Kleidung oder Startplätze ein.',
    cta: 'Meine Prämien',
  },
  experience: [
    { title: 'Farben, die bleiben', body: 'Gefärbt für Hunderte Wäschen – und zurückgenommen, wenn du fertig bist.', cta: 'So fertigen wir' },
    { title: 'Weniger Kilometer pro Paket', body: 'Recycelte Stoffe, Lager in deiner Nähe und kein Plastik im Karton.', cta: 'Unsere Versprechen' },
    { title: 'Eine Jacke, tausend Läufe', body: 'Einmal kaufen, jahrelang laufen: Unser Reparaturversprechen gilt.', cta: 'Mehr über Reparaturen' },
  ],
  sizeGuide: {
    title: 'Zwischen zwei Größen?',
    body: 'Unser Passform-Team antwortet innerhalb eines Tages: Nenn uns deine Körpergröße und deine Lieblingspassform.',
    cta: 'Frage zur Größe stellen',
  },
  shoeFit: {
    title: 'Finde deine Schuhgröße',
    body: 'Miss deine Füße abends, in deinen Laufsocken. Noch unsicher? Schreib uns.',
    cta: 'Beratung zur Passform',
  },
};

export const personalizationCopy: Readonly<Record<string, PersonalizationCopy>> = {
  'en-us': enUs,
  'en-ca': enCa,
  'fr-ca': frCa,
  'en-gb': enGb,
  'fr-fr': frFr,
  'de-de': deDe,
};
