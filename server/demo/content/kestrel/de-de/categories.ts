import type { KestrelCopy } from '../copy';

/** Kategorienamen und Einleitungen auf Deutsch. */
export const categories: KestrelCopy['categories'] = {
  featured: {
    label: 'Entdecken',
    title: 'Neuheiten und Highlights',
    intro: 'Die neuesten Schuhe, Outfits und Kollektionen von Kestrel, direkt aus dem Testlabor.',
  },
  men: {
    label: 'Herren',
    title: 'Laufschuhe und Laufbekleidung für Herren',
    intro: 'Schuhe und Bekleidung für Stadtkilometer, Bahneinheiten und den Wettkampftag.',
  },
  women: {
    label: 'Damen',
    title: 'Laufschuhe und Laufbekleidung für Damen',
    intro: 'Schuhe und Bekleidung, entwickelt für Läuferinnen und getestet auf Europas Straßen.',
  },
  accessories: { label: 'Zubehör', title: 'Laufzubehör', intro: 'Socken, Gürtel, Lampen und Taschen: die Details, die jeden Lauf leichter machen.' },
  sale: { label: 'Sale', intro: 'Reduzierte Schuhe und Bekleidung der letzten Saison. Wenn deine Größe weg ist, ist sie weg.' },
  journal: { label: 'Journal', title: 'Das Kestrel-Journal', intro: 'Trainingstipps, Geschichten aus unseren Lauftreffs und Neues aus dem Studio.' },
  highlights: { label: 'Highlights', intro: 'Unsere Auswahl der Neuheiten und Lieblingsstücke der Saison.' },
  newArrivals: { label: 'Neuheiten', intro: 'Frisch aus dem Labor: die neuesten Schuhe und Outfits.' },
  bestsellers: { label: 'Bestseller', intro: 'Die Schuhe und Outfits, zu denen unsere Läuferinnen und Läufer Saison für Saison zurückkehren.' },
  nightVisibility: { label: 'Laufen im Dunkeln', intro: 'Reflektierende Details und leuchtende Farben, damit du an Winterabenden gesehen wirst.' },
  giftGuide: { label: 'Geschenkideen', intro: 'Geschenke für Läuferinnen und Läufer, von Socken bis zum Wettkampfschuh.' },
  collections: { label: 'Kollektionen', intro: 'Unsere Schuhfamilien und Bekleidungslinien, jede für eine Aufgabe gemacht.' },
  tempoCarbon: {
    label: 'Tempo Carbon',
    title: 'Die Tempo-Carbon-Kollektion',
    intro: 'Unsere Wettkampfschuhe mit Carbonplatte für Bestzeiten vom 5-km-Lauf bis zum Marathon.',
  },
  glide: { label: 'Glide', title: 'Die Glide-Kollektion', intro: 'Weiche, stabile Trainingsschuhe für jeden lockeren Kilometer.' },
  nightline: { label: 'Nightline', title: 'Die Nightline-Kollektion', intro: 'Reflektierende Jacken und Layer für dunkle Morgen und späte Läufe.' },
  studio: { label: 'Studio', title: 'Die Studio-Kollektion', intro: 'Tights, Shirts und Schuhe für Krafttraining und das Fitnessstudio.' },
  distances: { label: 'Nach Distanz', title: 'Ausrüstung nach Distanz', intro: 'Ausrüstung für das Rennen, auf das du hintrainierst.' },
  fiveTen: { label: '5 & 10 km', title: 'Ausrüstung für 5 und 10 km', intro: 'Leichte, reaktive Schuhe und Bekleidung für kurze, schnelle Rennen.' },
  halfMarathon: { label: 'Halbmarathon', title: 'Ausrüstung für den Halbmarathon', intro: 'Dämpfung, Tempo und Komfort für 21,1 Kilometer.' },
  marathon: { label: 'Marathon', title: 'Ausrüstung für den Marathon', intro: 'Alles für die lange Vorbereitung und den großen Tag.' },
  trackIntervals: { label: 'Bahn & Intervalle', intro: 'Flache, schnelle Schuhe und atmungsaktive Bekleidung für Intervalle auf der Bahn.' },
  shoes: { label: 'Laufschuhe', intro: 'Straße, Wettkampf, Trail und Training: der passende Schuh für jeden Lauf.' },
  roadShoes: { label: 'Straßenlaufschuhe', intro: 'Gedämpfte, langlebige Schuhe für tägliche Kilometer auf Asphalt.' },
  racingShoes: { label: 'Wettkampfschuhe', intro: 'Leichte Schuhe mit Carbonplatte, gemacht für den Renntag.' },
  trainingShoes: { label: 'Trainingsschuhe', intro: 'Flache, stabile Schuhe für Krafttraining, Kurse und Cross-Training.' },
  trailShoes: { label: 'Trailschuhe', intro: 'Griffige Schuhe für Parks, Uferwege und schlammige Wochenenden.' },
  recoveryShoes: { label: 'Recovery-Schuhe', intro: 'Weiche, bequeme Schuhe für die Stunden nach einer harten Einheit.' },
  clothing: { label: 'Laufbekleidung', intro: 'Atmungsaktive, reflektierende Bekleidung für jede Jahreszeit.' },
  runningJackets: { label: 'Laufjacken', intro: 'Leichte, verstaubare Jacken gegen Wind und Nieselregen.' },
  tops: { label: 'Laufshirts', intro: 'Atmungsaktive Kurz- und Langarmshirts, die schnell trocknen.' },
  sportsBras: { label: 'Sport-BHs', intro: 'Sport-BHs mit starkem Halt, gemeinsam mit Läuferinnen entwickelt und getestet.' },
  tights: { label: 'Lauftights', intro: 'Stützende Tights mit Taschen, in denen dein Handy nicht wackelt.' },
  shorts: { label: 'Laufshorts', intro: 'Leichte Shorts mit Beinschlitz oder Innenhose für warme Tage und schnelle Einheiten.' },
  midLayers: { label: 'Halfzips & Midlayer', intro: 'Warme Halfzips für kalte Starts und das Auslaufen.' },
  essentials: { label: 'Basics', intro: 'Socken, Caps, Handschuhe und Laufgürtel für jeden Tag.' },
  socks: { label: 'Laufsocken', intro: 'Gepolsterte Socken ohne Blasen, in jeder Höhe.' },
  capsHeadwear: { label: 'Caps & Mützen', intro: 'Caps, Mützen und Stirnbänder gegen Sonne, Regen und Kälte.' },
  gloves: { label: 'Handschuhe', intro: 'Leichte, touchscreenfähige Handschuhe für kühle Morgen.' },
  beltsBags: { label: 'Laufgürtel & Taschen', intro: 'Laufgürtel und Taschen ohne Wippen für Handy, Schlüssel und Gels.' },
  carry: { label: 'Tragen', intro: 'Alles, um das Nötigste mitzunehmen.' },
  vests: { label: 'Trinkwesten', intro: 'Eng anliegende Westen mit Soft Flasks für lange Läufe.' },
  gymBags: { label: 'Sport- & Pendlertaschen', intro: 'Taschen, die dich vom Büro bis zur Bahn begleiten.' },
  bottles: { label: 'Trinkflaschen', intro: 'Hand- und Softflaschen, die dich beim Laufen nicht stören.' },
  wear: { label: 'Accessoires', intro: 'Die kleinen Teile, die dein Outfit komplett machen.' },
  neckwear: { label: 'Schlauchschals', intro: 'Weiche Schlauchschals für die kältesten Winterläufe.' },
  techCare: { label: 'Technik & Pflege', intro: 'Lampen, Einlegesohlen und Pflegeprodukte für dich und deine Schuhe.' },
  lights: { label: 'Lauflampen', intro: 'Wiederaufladbare Clip-Lampen, um zu sehen und gesehen zu werden.' },
  insoles: { label: 'Einlegesohlen', intro: 'Stützende Einlegesohlen für eine bessere Passform und einen runderen Laufstil.' },
  shoeCare: { label: 'Schuhpflege', intro: 'Reiniger und Imprägnierungen, damit deine Schuhe lange gut aussehen.' },
  laces: { label: 'Schnürsenkel', intro: 'Elastische und klassische Schnürsenkel in Kestrel-Farben.' },
  saleMen: { label: 'Sale Herren', intro: 'Reduzierte Schuhe und Bekleidung für Herren.' },
  saleWomen: { label: 'Sale Damen', intro: 'Reduzierte Schuhe und Bekleidung für Damen.' },
  saleMore: { label: 'Sale Zubehör', intro: 'Reduzierte Socken, Caps und Taschen.' },
  training: { label: 'Training', title: 'Trainingstipps', intro: 'Pläne, Tipps und Ausrüstung für jede Phase deines Trainings.' },
  roadRunning: { label: 'Straßenlauf', intro: 'Schuhe und Bekleidung für Asphaltkilometer, vom ersten 5-km-Lauf bis zum Marathon.' },
  gymTraining: { label: 'Kraft & Studio', intro: 'Ausrüstung für das Krafttraining, das dich schneller macht.' },
  recovery: { label: 'Regeneration', intro: 'Schuhe und Layer für die lockeren Tage, die den harten Tagen ihren Sinn geben.' },
  winterRunning: { label: 'Laufen im Winter', intro: 'Warme, reflektierende Bekleidung für dunkle, kalte und nasse Läufe.' },
};

const SALE = 'Modelle der letzten Saison zu reduzierten Preisen. Die Größen sind begrenzt.';

export const audiences: KestrelCopy['audiences'] = {
  men: { title: (label) => `${label} für Herren` },
  women: { title: (label) => `${label} für Damen` },
  saleMen: { title: (label) => `${label} für Herren im Sale`, intro: SALE },
  saleWomen: { title: (label) => `${label} für Damen im Sale`, intro: SALE },
  saleMore: { title: (label) => `${label} im Sale`, intro: SALE },
};

/** Each audience's category page names its title beside the intro the audiences share. */
export const categoryDescription = (title: string, intro: string): string => `${intro} Entdecke ${title} bei Kestrel.`;

export const products: KestrelCopy['products'] = {
  tempoCarbon: 'Wettkampfschuh mit Carbonplatte',
  glide: 'Vielseitiger Straßenlaufschuh',
  aeroFlat: 'Ultraleichter Wettkampfschuh',
  nightlineJacket: 'Reflektierende Laufjacke',
  studioTight: 'High-Waist-Lauftights',
  paceTee: 'Atmungsaktives Laufshirt',
};
