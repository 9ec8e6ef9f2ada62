import type { KestrelCopy } from '../copy';

/** Die Startseite auf Deutsch. */
export const home: KestrelCopy['home'] = {
  seo: {
    title: 'Kestrel | Laufschuhe, Wettkampfschuhe und Laufbekleidung',
    description:
      'Straßenlaufschuhe, Carbon-Wettkampfschuhe, Tights, Jacken und Trainingsshirts für Stadtläuferinnen und -läufer. Kostenlose Rücksendung innerhalb von 30 Tagen.',
  },
  hero: {
    eyebrow: 'Neu eingetroffen',
    title: 'Schneller, auch im Dunkeln',
    richText: (price) =>
      `<p>Der neue <strong>Tempo Carbon 3</strong> kombiniert eine durchgehende Carbonplatte mit unserem bisher reaktivsten Schaum – für Bestzeiten vom 5-km-Lauf bis zum Marathon. ${price('tempoCarbon')}.</p>`,
    alt: 'Eine Straße bei Nacht, Lichtspuren des Verkehrs ziehen zur Skyline',
    targets: ['Tempo Carbon 3 entdecken', 'Ausrüstung für den Halbmarathon'],
  },
  featured: { title: 'Lieblinge unserer Läuferinnen und Läufer' },
  threeCards: {
    title: 'Wie auch immer du trainierst',
    items: [
      {
        title: 'Lauf durch die Stadt',
        text: 'Gedämpfte Schuhe und reflektierende Bekleidung für den Weg zur Arbeit und den langen Lauf am Wochenende.',
        cta: 'Straßenlauf entdecken',
      },
      {
        title: 'Ab auf die Bahn',
        text: 'Leichte Schuhe und atmungsaktive Bekleidung für Intervalle und Tempoläufe.',
        cta: 'Ausrüstung für die Bahn',
      },
      { title: 'Stärker werden', text: 'Stabile Schuhe und dehnbare Layer für das Studio.', cta: 'Kraft & Studio entdecken' },
    ],
  },
  highlight: {
    title: 'Herbst ist Marathonzeit',
    items: [
      { title: 'Tights für Damen', text: 'Stützend und mit Taschen für deine Gels.', cta: 'Tights entdecken' },
      { title: 'Marathon-Ausrüstung', text: 'Alles für die Vorbereitung und den großen Tag.', cta: 'Bereit für das Rennen' },
      { title: 'Halfzips für Herren', text: 'Warme Layer für kalte Starts und das Auslaufen.', cta: 'Halfzips entdecken' },
    ],
  },
  stacked: [
    {
      title: 'Gemacht für die Distanz',
      text: 'Recycelte Obermaterialien, eine Schuh-Rücknahme in jedem Store und ein klarer Plan, unsere Emissionen bis 2030 zu halbieren.',
      cta: 'Unsere Verpflichtungen',
    },
    {
      title: 'Werde Mitglied im Kestrel Club',
      text: 'Kostenlose Lauftreffs jede Woche in 12 Städten, früher Zugang zu Neuheiten und 10 % Rabatt auf deine erste Bestellung.',
      cta: 'Kostenlos beitreten',
    },
  ],
  cta: { title: 'Kategorien entdecken' },
  stories: {
    title: 'Aus dem Journal',
    items: [
      {
        eyebrow: 'Unsere Geschichte',
        title: 'Alles begann an einem Donnerstagabend',
        text: 'Wie aus einem Lauftreff an einem Londoner Kanal Kestrel wurde.',
      },
      {
        eyebrow: 'Training',
        title: 'Deine erste Bahneinheit',
        text: 'Aufwärmen, Wiederholungen, Trabpausen: eine einfache Einheit für den Einstieg.',
      },
      {
        eyebrow: 'Ausrüstungsguide',
        title: 'Gesehen werden an Winterabenden',
        text: 'Unser Guide zu reflektierender Bekleidung und Lampen für Läufe im Dunkeln.',
      },
      {
        eyebrow: 'Nachhaltigkeit',
        title: 'Wohin alte Laufschuhe gehen',
        text: 'Ein Blick hinter unsere Rücknahme und die 40.000 Paar, die wir letztes Jahr gesammelt haben.',
      },
    ],
  },
};
