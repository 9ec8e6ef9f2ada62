import type { ArticleCopyTable } from './article-types';

/** Kestrel's journal: 24 stories of urban running, newest first, in British English, French and German. */
export const kestrelArticles: ArticleCopyTable<'en' | 'fr' | 'de'> = {
  tags: {
    training: { en: 'Training', fr: 'Entraînement', de: 'Training' },
    'race-reports': { en: 'Race reports', fr: 'Récits de course', de: 'Rennberichte' },
    'city-routes': { en: 'City routes', fr: 'Parcours urbains', de: 'Stadtrouten' },
    'shoe-care': { en: 'Shoe care', fr: 'Entretien des chaussures', de: 'Schuhpflege' },
    recovery: { en: 'Recovery', fr: 'Récupération', de: 'Regeneration' },
    nutrition: { en: 'Nutrition', fr: 'Nutrition', de: 'Ernährung' },
    'night-running': { en: 'Night running', fr: 'Course de nuit', de: 'Laufen im Dunkeln' },
    'track-sessions': { en: 'Track sessions', fr: 'Séances sur piste', de: 'Bahneinheiten' },
  },
  tagParagraphs: {
    training: {
      en: 'Most of your running should feel easy enough to hold a conversation. The hard days only work when the easy days are truly easy.',
      fr: 'La plupart de vos sorties doivent rester assez faciles pour tenir une conversation. Les jours difficiles ne paient que si les jours faciles le sont vraiment.',
      de: 'Die meisten Läufe sollten so locker sein, dass du dich dabei unterhalten kannst. Harte Tage wirken nur, wenn die lockeren wirklich locker bleiben.',
    },
    'race-reports': {
      en: 'Every race report here is written by a member of our shop teams, in their own words, splits and all.',
      fr: 'Chaque récit de course est écrit par un membre de nos équipes en boutique, avec ses mots et tous ses temps de passage.',
      de: 'Jeder Rennbericht hier stammt von jemandem aus unseren Ladenteams, in eigenen Worten und mit allen Zwischenzeiten.',
    },
    'city-routes': {
      en: 'City routes change with roadworks and events, so check before you set off and carry a contactless card for the journey home.',
      fr: 'Les parcours urbains changent au gré des travaux et des événements : vérifiez avant de partir et gardez une carte sans contact pour le retour.',
      de: 'Stadtrouten ändern sich mit Baustellen und Veranstaltungen. Prüfe sie vor dem Start und nimm eine kontaktlose Karte für den Heimweg mit.',
    },
    'shoe-care': {
      en: 'Rotate two pairs if you run most days: foam recovers between runs, and both pairs last longer than one would alone.',
      fr: 'Alternez deux paires si vous courez presque tous les jours : la mousse récupère entre deux sorties et les deux paires durent plus longtemps.',
      de: 'Wechsle zwischen zwei Paaren, wenn du fast täglich läufst: Der Schaum erholt sich zwischen den Läufen, und beide Paare halten länger.',
    },
    recovery: {
      en: 'Recovery is where training turns into fitness. Protect your sleep, eat soon after hard sessions and take the rest days on the plan.',
      fr: 'C’est pendant la récupération que l’entraînement devient forme. Protégez votre sommeil, mangez vite après les séances dures et respectez les jours de repos.',
      de: 'In der Regeneration wird aus Training Form. Schütze deinen Schlaf, iss bald nach harten Einheiten und nimm die Ruhetage ernst.',
    },
    nutrition: {
      en: 'Practise race-day fuelling on your long runs, never for the first time on the day. Your stomach needs training too.',
      fr: 'Testez votre ravitaillement de course lors des sorties longues, jamais pour la première fois le jour J. L’estomac aussi s’entraîne.',
      de: 'Übe die Verpflegung für den Wettkampf bei langen Läufen, nie zum ersten Mal am Renntag. Auch der Magen braucht Training.',
    },
    'night-running': {
      en: 'After dark, be seen before you need to be: reflective details on moving parts such as ankles and wrists catch headlights first.',
      fr: 'La nuit, soyez visible avant d’en avoir besoin : les détails réfléchissants aux chevilles et aux poignets accrochent d’abord les phares.',
      de: 'Im Dunkeln gilt: lieber zu früh sichtbar. Reflektoren an Knöcheln und Handgelenken fallen Autofahrern zuerst ins Auge.',
    },
    'track-sessions': {
      en: 'On the track, run in the outer lanes when others are training, and always warm up for at least fifteen minutes first.',
      fr: 'Sur la piste, courez dans les couloirs extérieurs quand d’autres s’entraînent, et échauffez-vous toujours au moins quinze minutes.',
      de: 'Auf der Bahn läufst du außen, wenn andere trainieren, und wärmst dich vorher immer mindestens fünfzehn Minuten auf.',
    },
  },
  closing: {
    en: 'Join a Kestrel club run at your nearest shop to try these ideas in good company.',
    fr: 'Rejoignez une sortie du club Kestrel près de chez vous pour essayer ces conseils en bonne compagnie.',
    de: 'Lauf beim Kestrel-Lauftreff in deiner Nähe mit und probiere diese Tipps gemeinsam aus.',
  },
  eyebrow: { en: 'Kestrel Journal', fr: 'Journal Kestrel', de: 'Kestrel Journal' },
  articles: [
    [
      'london-marathon-debrief',
      'ks-city-night',
      ['race-reports', 'city-routes'],
      {
        en: [
          'London Marathon debrief: negative splits on the Embankment',
          'Holding back through Canary Wharf paid off. Our Shoreditch shop lead on her best marathon yet.',
        ],
        fr: [
          'Marathon de Londres : un deuxième semi plus rapide',
          'Se retenir jusqu’à Canary Wharf a payé. Notre responsable de Shoreditch raconte son meilleur marathon.',
        ],
        de: [
          'London-Marathon: schneller auf der zweiten Hälfte',
          'Geduld bis Canary Wharf hat sich gelohnt. Unsere Filialleiterin aus Shoreditch über ihren besten Marathon.',
        ],
      },
    ],
    [
      'first-track-session',
      'ks-track-dawn',
      ['track-sessions', 'training'],
      {
        en: [
          'Your first track session, lap by lap',
          'Eight times 400 metres with a gentle jog between: the classic session, explained for newcomers.',
        ],
        fr: [
          'Votre première séance sur piste, tour par tour',
          'Huit fois 400 mètres avec un trottinement entre chaque : la séance classique, expliquée aux débutants.',
        ],
        de: [
          'Deine erste Bahneinheit, Runde für Runde',
          'Achtmal 400 Meter mit lockerem Traben dazwischen: die klassische Einheit, für Einsteiger erklärt.',
        ],
      },
    ],
    [
      'canal-towpath-loops',
      'ks-riverside',
      ['city-routes'],
      {
        en: [
          'Three canal towpath loops that avoid traffic lights',
          'Flat, car-free and lit until late: the Regent’s Canal and two neighbours, mapped in 5, 8 and 12 kilometres.',
        ],
        fr: [
          'Trois boucles au bord du canal sans feux rouges',
          'Plates, sans voitures et éclairées tard le soir : le canal Saint-Martin et deux voisins, en 5, 8 et 12 kilomètres.',
        ],
        de: [
          'Drei Kanalrunden ohne Ampeln',
          'Flach, autofrei und lange beleuchtet: der Landwehrkanal und zwei Nachbarn, als Runden über 5, 8 und 12 Kilometer.',
        ],
      },
    ],
    [
      'carbon-plate-care',
      'ks-tempo-carbon',
      ['shoe-care'],
      {
        en: ['Looking after carbon-plated racers', 'Save them for sessions and races, dry them with newspaper and never put them near a radiator.'],
        fr: [
          'Prendre soin des chaussures à plaque carbone',
          'Gardez-les pour les séances et les courses, séchez-les au papier journal et jamais près d’un radiateur.',
        ],
        de: [
          'So pflegst du Carbon-Wettkampfschuhe',
          'Heb sie für Einheiten und Rennen auf, trockne sie mit Zeitungspapier und stell sie nie an die Heizung.',
        ],
      },
    ],
    [
      'running-after-dark',
      'ks-jacket-nightline',
      ['night-running', 'city-routes'],
      {
        en: ['Running after dark: a winter guide', 'Lights, layers and routes that stay busy in the evening, so the dark months keep their rhythm.'],
        fr: [
          'Courir à la nuit tombée : le guide de l’hiver',
          'Lumières, couches et parcours animés le soir, pour que les mois sombres gardent leur rythme.',
        ],
        de: [
          'Laufen nach Einbruch der Dunkelheit: ein Winterratgeber',
          'Licht, Schichten und belebte Strecken am Abend, damit die dunklen Monate ihren Rhythmus behalten.',
        ],
      },
    ],
    [
      'recovery-week',
      'ks-tights-studio',
      ['recovery', 'training'],
      {
        en: ['Why every fourth week should be easier', 'Cutting mileage by a third once a month is how the other three weeks turn into progress.'],
        fr: [
          'Pourquoi alléger une semaine sur quatre',
          'Réduire le kilométrage d’un tiers une fois par mois, c’est ce qui transforme les trois autres semaines en progrès.',
        ],
        de: [
          'Warum jede vierte Woche leichter sein sollte',
          'Einmal im Monat ein Drittel weniger Kilometer: So werden die anderen drei Wochen zu Fortschritt.',
        ],
      },
    ],
    [
      'half-marathon-fuel',
      'ks-pack-commute',
      ['nutrition', 'training'],
      {
        en: ['Fuelling a half marathon without a stitch', 'Breakfast three hours before, a gel at 10K and small sips of water at every station.'],
        fr: [
          'S’alimenter sur un semi-marathon sans point de côté',
          'Petit-déjeuner trois heures avant, un gel au dixième kilomètre et de petites gorgées d’eau à chaque ravitaillement.',
        ],
        de: [
          'Verpflegung im Halbmarathon ohne Seitenstechen',
          'Frühstück drei Stunden vorher, ein Gel bei Kilometer zehn und kleine Schlucke Wasser an jeder Station.',
        ],
      },
    ],
    [
      'parkrun-pb',
      'ks-speed-lines',
      ['race-reports', 'training'],
      {
        en: ['How I took a minute off my parkrun', 'Twelve Saturdays, one tempo run a week and a lot of patience at the first corner.'],
        fr: [
          'Comment j’ai gagné une minute sur 5 km',
          'Douze samedis, une sortie au seuil par semaine et beaucoup de patience dans le premier virage.',
        ],
        de: ['Wie ich eine Minute auf fünf Kilometer gewann', 'Zwölf Samstage, ein Tempolauf pro Woche und viel Geduld in der ersten Kurve.'],
      },
    ],
    [
      'shoe-rotation',
      'ks-glide',
      ['shoe-care', 'training'],
      {
        en: [
          'Building a shoe rotation that makes sense',
          'One cushioned daily trainer, one lighter pair for faster days, and a racer for the big occasions.',
        ],
        fr: [
          'Composer une rotation de chaussures cohérente',
          'Une paire amortie pour le quotidien, une plus légère pour les jours rapides et une paire de course pour les grandes occasions.',
        ],
        de: [
          'Eine sinnvolle Schuhrotation zusammenstellen',
          'Ein gedämpfter Alltagsschuh, ein leichteres Paar für schnelle Tage und ein Wettkampfschuh für besondere Anlässe.',
        ],
      },
    ],
    [
      'riverside-10k',
      'ks-riverside',
      ['city-routes', 'race-reports'],
      {
        en: ['Race report: a windy riverside 10K', 'A headwind on the way out, a tailwind home and a lesson in running in a group.'],
        fr: [
          'Récit de course : un 10 km venteux au bord du fleuve',
          'Vent de face à l’aller, vent dans le dos au retour et une leçon de course en groupe.',
        ],
        de: ['Rennbericht: ein windiger Zehner am Fluss', 'Gegenwind auf dem Hinweg, Rückenwind heimwärts und eine Lektion im Laufen in der Gruppe.'],
      },
    ],
    [
      'mobility-routine',
      'ks-studio-trainer',
      ['recovery'],
      {
        en: [
          'A ten-minute mobility routine for desk-bound runners',
          'Hips, ankles and upper back: six moves to do before you lace up after a day at the desk.',
        ],
        fr: [
          'Dix minutes de mobilité pour les coureurs de bureau',
          'Hanches, chevilles et haut du dos : six mouvements à faire avant de lacer vos chaussures après une journée assise.',
        ],
        de: [
          'Zehn Minuten Mobilität für Läufer im Büro',
          'Hüfte, Knöchel und oberer Rücken: sechs Übungen vor dem Laufen nach einem Tag am Schreibtisch.',
        ],
      },
    ],
    [
      'winter-layers',
      'ks-halfzip',
      ['night-running', 'recovery'],
      {
        en: ['Three layers for the coldest morning runs', 'A merino base, a light half-zip and a windproof shell that packs into its own pocket.'],
        fr: [
          'Trois couches pour les matins les plus froids',
          'Une première couche en mérinos, un demi-zip léger et une veste coupe-vent qui se range dans sa propre poche.',
        ],
        de: [
          'Drei Schichten für die kältesten Morgenläufe',
          'Eine Basisschicht aus Merino, ein leichter Halfzip und eine winddichte Jacke, die in ihre eigene Tasche passt.',
        ],
      },
    ],
    [
      'tempo-runs-explained',
      'ks-track-dawn',
      ['training', 'track-sessions'],
      {
        en: [
          'Tempo runs, explained without jargon',
          'Comfortably hard for twenty minutes: how to find the pace, and why it makes every race easier.',
        ],
        fr: [
          'La sortie au seuil, expliquée sans jargon',
          'Vingt minutes à une allure soutenue mais contrôlée : comment la trouver et pourquoi elle facilite chaque course.',
        ],
        de: [
          'Tempoläufe ohne Fachchinesisch erklärt',
          'Zwanzig Minuten angenehm fordernd: wie du das Tempo findest und warum es jedes Rennen leichter macht.',
        ],
      },
    ],
    [
      'race-week-meals',
      'ks-cap',
      ['nutrition', 'recovery'],
      {
        en: ['What to eat in race week', 'Familiar meals, a little more rice and pasta in the last two days, and nothing new on the morning itself.'],
        fr: [
          'Que manger la semaine de la course',
          'Des repas habituels, un peu plus de riz et de pâtes les deux derniers jours, et rien de nouveau le matin même.',
        ],
        de: [
          'Was du in der Rennwoche isst',
          'Vertraute Gerichte, in den letzten zwei Tagen etwas mehr Reis und Nudeln und am Morgen selbst nichts Neues.',
        ],
      },
    ],
    [
      'bridges-run',
      'ks-city-night',
      ['city-routes', 'night-running'],
      {
        en: [
          'Seven bridges in an hour: a night route through the centre',
          'Lit riverbanks, quiet streets after nine and a view from every crossing.',
        ],
        fr: [
          'Sept ponts en une heure : un parcours nocturne au centre-ville',
          'Des quais éclairés, des rues calmes après vingt et une heures et une vue à chaque traversée.',
        ],
        de: [
          'Sieben Brücken in einer Stunde: eine Abendroute durch die Innenstadt',
          'Beleuchtete Ufer, ruhige Straßen nach 21 Uhr und an jeder Brücke ein neuer Blick.',
        ],
      },
    ],
    [
      'washing-running-kit',
      'ks-tee-pace',
      ['shoe-care', 'recovery'],
      {
        en: ['Washing running kit so it stays fresh', 'Cold wash, no fabric softener and air drying keep technical fabrics breathing for years.'],
        fr: [
          'Laver ses vêtements de course pour qu’ils restent frais',
          'Lavage à froid, sans assouplissant et séchage à l’air libre : les tissus techniques respirent pendant des années.',
        ],
        de: [
          'Laufkleidung waschen, damit sie frisch bleibt',
          'Kalt waschen, kein Weichspüler und an der Luft trocknen: So atmen Funktionsstoffe jahrelang.',
        ],
      },
    ],
    [
      'mile-time-trial',
      'ks-aero-flat',
      ['track-sessions', 'race-reports'],
      {
        en: ['Race report: the club mile time trial', 'Four laps, twenty-two runners and a last bend that decided everything.'],
        fr: [
          'Récit de course : le 1 500 mètres chronométré du club',
          'Trois tours trois quarts, vingt-deux coureurs et un dernier virage qui a tout décidé.',
        ],
        de: ['Rennbericht: der Vereins-Meilentest', 'Vier Runden, zweiundzwanzig Läuferinnen und Läufer und eine letzte Kurve, die alles entschied.'],
      },
    ],
    [
      'sleep-and-running',
      'ks-halftone',
      ['recovery'],
      {
        en: ['Sleep: the training session nobody skips', 'An extra hour a night did more for our testers’ 10K times than any new session.'],
        fr: [
          'Le sommeil, la séance que personne ne saute',
          'Une heure de plus par nuit a davantage amélioré les 10 km de nos testeurs que n’importe quelle nouvelle séance.',
        ],
        de: [
          'Schlaf: die Einheit, die niemand auslässt',
          'Eine Stunde mehr pro Nacht brachte unseren Testern auf zehn Kilometer mehr als jede neue Einheit.',
        ],
      },
    ],
    [
      'hydration-myths',
      'ks-socks',
      ['nutrition'],
      {
        en: ['Hydration myths on short runs', 'Under an hour in cool weather, most runners need no water at all. Here is when that changes.'],
        fr: [
          'Hydratation : les idées reçues sur les sorties courtes',
          'Sous une heure par temps frais, la plupart des coureurs n’ont besoin d’aucune boisson. Voici quand cela change.',
        ],
        de: [
          'Trinkmythen bei kurzen Läufen',
          'Unter einer Stunde bei kühlem Wetter brauchen die meisten Läufer gar nichts zu trinken. Wann sich das ändert.',
        ],
      },
    ],
    [
      'commute-running',
      'ks-pack-commute',
      ['city-routes', 'training'],
      {
        en: [
          'Run-commuting: what goes in the pack',
          'A spare shirt, a light lock for your shoes at the office and a route that avoids the busiest junctions.',
        ],
        fr: [
          'Aller au travail en courant : le contenu du sac',
          'Un t-shirt de rechange, de quoi ranger ses chaussures au bureau et un itinéraire qui évite les carrefours les plus chargés.',
        ],
        de: [
          'Zur Arbeit laufen: Was in den Rucksack gehört',
          'Ein Wechselshirt, ein Platz für die Schuhe im Büro und eine Route, die die vollsten Kreuzungen meidet.',
        ],
      },
    ],
    [
      'split-shorts-guide',
      'ks-shorts-split',
      ['track-sessions'],
      {
        en: ['Split shorts, inseams and freedom of movement', 'Why racers choose a shorter inseam, and how to tell whether it suits you.'],
        fr: [
          'Shorts fendus, entrejambes et liberté de mouvement',
          'Pourquoi les compétiteurs choisissent un entrejambe plus court, et comment savoir s’il vous convient.',
        ],
        de: ['Geschlitzte Shorts und Bewegungsfreiheit', 'Warum Wettkämpfer kürzere Beinlängen wählen und wie du merkst, ob sie zu dir passen.'],
      },
    ],
    [
      'night-10k-report',
      'ks-speed-lines',
      ['race-reports', 'night-running'],
      {
        en: ['Race report: a 10K under the streetlights', 'A nine o’clock start, drummers on every corner and a finish straight lit like a stage.'],
        fr: [
          'Récit de course : un 10 km sous les réverbères',
          'Un départ à vingt et une heures, des percussions à chaque coin de rue et une ligne droite éclairée comme une scène.',
        ],
        de: [
          'Rennbericht: zehn Kilometer im Laternenlicht',
          'Start um 21 Uhr, Trommler an jeder Ecke und eine Zielgerade, die wie eine Bühne leuchtete.',
        ],
      },
    ],
    [
      'easy-pace',
      'ks-trail',
      ['training', 'recovery'],
      {
        en: ['Slow down to speed up: finding your easy pace', 'If you can chat in full sentences, you are running easy enough. Most of us are not.'],
        fr: [
          'Ralentir pour progresser : trouver son allure facile',
          'Si vous pouvez parler en phrases complètes, vous courez assez lentement. La plupart d’entre nous vont trop vite.',
        ],
        de: [
          'Langsamer laufen, schneller werden: dein lockeres Tempo',
          'Wenn du in ganzen Sätzen reden kannst, läufst du locker genug. Die meisten von uns sind zu schnell.',
        ],
      },
    ],
    [
      'post-run-snacks',
      'ks-tee-pace',
      ['nutrition', 'recovery'],
      {
        en: ['Post-run snacks that are worth the wait', 'Chocolate milk, a banana with peanut butter or yoghurt and granola within half an hour.'],
        fr: [
          'Des collations après l’effort qui valent le détour',
          'Du lait chocolaté, une banane au beurre de cacahuète ou un yaourt au granola dans la demi-heure.',
        ],
        de: ['Snacks nach dem Lauf, die sich lohnen', 'Kakao, eine Banane mit Erdnussbutter oder Joghurt mit Müsli innerhalb einer halben Stunde.'],
      },
    ],
  ],
};
