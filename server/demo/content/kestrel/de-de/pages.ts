import type { KestrelCopy } from '../copy';
import { info } from './info';

/** Über-uns-Seiten und die 404-Seite auf Deutsch. */
export const pages: KestrelCopy['pages'] = {
  about: {
    seo: { title: 'Über Kestrel', description: 'Wer wir sind, wie wir unsere Schuhe machen und warum wir laufen.' },
    eyebrow: 'Über uns',
    title: 'Gemacht für Stadtläuferinnen und -läufer',
    intro: 'Kestrel entwickelt Laufschuhe und Laufbekleidung für alle, die vor der Arbeit, nach Einbruch der Dunkelheit und bei jedem Wetter laufen.',
    body:
      '<p>Jeder Schuh wird von unseren Lauftreffs in London, Paris und Berlin getestet, bevor er in den Verkauf geht. Wenn unsere Läuferinnen und Läufer an einem verregneten Dienstag im November nicht zu ihm greifen, geht er zurück ans Zeichenbrett.</p>' +
      '<p>Wir sind ein Team aus 180 Designerinnen, Ingenieuren und Läufern mit Studios in London und Berlin, und jeden Donnerstagabend schnüren wir noch immer gemeinsam die Schuhe.</p>',
    teasers: {
      ourStory: 'Von einem Lauftreff am Kanal zu 12 Städten in ganz Europa.',
      sustainability: 'Recycelte Materialien, Schuh-Rücknahme und unser Weg zu Netto-Null.',
    },
  },
  ourStory: {
    seo: { title: 'Unsere Geschichte | Kestrel', description: 'Wie aus einem Donnerstagabend-Lauftreff am Regent’s Canal Kestrel wurde.' },
    eyebrow: 'Seit 2011',
    title: 'Unsere Geschichte',
    intro: 'Ein Lauftreff am Donnerstagabend, eine gemeinsame Leidenschaft für schnelle Schuhe und eine Wohnung im Osten Londons.',
    body:
      '<p>2011 starteten Priya Shah und Lukas Brandt einen Lauftreff am Donnerstagabend entlang des Regent’s Canal. Ein Jahr später kamen 200 Leute, und die meisten stellten dieselbe Frage: Wo gibt es einen leichten, ehrlichen Schuh zum Laufen in der Stadt?</p>' +
      '<p>Also entwarfen Priya und Lukas selbst einen. Der erste Kestrel, der Tempo, wurde in einer kleinen Familienfabrik im Norden Portugals gefertigt und war an einem einzigen Wochenende an einem Marktstand in Hackney ausverkauft.</p>' +
      '<p>Heute trägt der <strong>Tempo Carbon 3</strong> denselben Namen und dieselbe Idee. Kestrel hat inzwischen Studios in London und Berlin und Lauftreffs in 12 europäischen Städten, aber der Donnerstag ist immer noch Clubabend.</p>',
  },
  sustainability: {
    seo: {
      title: 'Nachhaltigkeit | Kestrel',
      description: 'Unsere Materialien, unsere Schuh-Rücknahme und unsere Klimaziele, mit ehrlichen Fortschrittsberichten.',
    },
    eyebrow: 'Unsere Verpflichtungen',
    title: 'Gemacht für die Distanz',
    intro: 'Laufen sollte nichts als Fußspuren hinterlassen. So weit sind wir noch nicht, und wir berichten jedes Jahr, wie weit wir gekommen sind.',
    body:
      '<p><strong>Materialien.</strong> 70 % unserer Obermaterialien bestehen inzwischen aus recyceltem Polyester, und unsere neuesten Schäume enthalten 20 % pflanzenbasierte Rohstoffe.</p>' +
      '<p><strong>Rücknahme.</strong> Bring ein Paar ausgelaufene Laufschuhe, egal von welcher Marke, in einen Kestrel-Store. Im letzten Jahr haben wir über 40.000 Paar gesammelt und daraus Beläge für Laufbahnen gemacht.</p>' +
      '<p><strong>Klima.</strong> Wir haben uns verpflichtet, unsere Emissionen bis 2030 zu halbieren, und veröffentlichen jedes Frühjahr unsere vollständige CO₂-Bilanz.</p>',
  },
  info,
  notFound: {
    seo: { title: 'Seite nicht gefunden | Kestrel', description: 'Die gesuchte Seite konnten wir leider nicht finden.' },
    title: 'Diese Seite gibt es nicht',
    text: 'Diese Strecke ist leider gesperrt. Zurück zur Startseite oder weiter mit einem unserer Favoriten unten.',
    home: 'Zur Startseite',
    popularTitle: 'Gerade beliebt',
  },
};
