import type { ArticleCopyTable } from './article-types';

/**
 * Ridgeline's journal: 24 stories, newest first, in English (shared by en-us and en-ca, so no word that the
 * two spell apart) and Canadian French.
 */
export const ridgelineArticles: ArticleCopyTable<'en' | 'fr'> = {
  tags: {
    'trail-guides': { en: 'Trail guides', fr: 'Guides de sentiers' },
    'gear-care': { en: 'Gear care', fr: 'Entretien de l’équipement' },
    training: { en: 'Training', fr: 'Entraînement' },
    'trail-running': { en: 'Trail running', fr: 'Course en sentier' },
    skills: { en: 'Skills', fr: 'Techniques' },
    winter: { en: 'Winter', fr: 'Hiver' },
    backpacking: { en: 'Backpacking', fr: 'Longue randonnée' },
    'race-reports': { en: 'Race reports', fr: 'Récits de course' },
    'camp-kitchen': { en: 'Camp kitchen', fr: 'Cuisine de camp' },
    family: { en: 'Family hikes', fr: 'Randos en famille' },
  },
  tagParagraphs: {
    'trail-guides': {
      en: 'Check the trail conditions with the park office the week you go, carry a paper map as well as your phone, and tell someone at home when you expect to be back.',
      fr: 'Vérifiez l’état des sentiers auprès du parc la semaine de votre sortie, apportez une carte papier en plus du téléphone et dites à un proche à quelle heure vous comptez rentrer.',
    },
    'gear-care': {
      en: 'A little care after every outing adds seasons to boots, shells and packs: brush off mud while it is wet, dry everything away from direct heat, and store it clean.',
      fr: 'Un peu de soin après chaque sortie ajoute des saisons à vos bottes, coquilles et sacs : brossez la boue encore humide, faites sécher loin d’une source de chaleur et rangez le tout propre.',
    },
    training: {
      en: 'Build volume slowly, no more than ten percent a week, and keep one easy day after every hard one. Sleep is part of the plan.',
      fr: 'Augmentez le volume graduellement, pas plus de dix pour cent par semaine, et gardez une journée facile après chaque séance exigeante. Le sommeil fait partie du plan.',
    },
    'trail-running': {
      en: 'On technical ground, shorten your stride, look three steps ahead and let your arms do the balancing. Walking the steepest climbs is a strategy, not a failure.',
      fr: 'En terrain technique, raccourcissez la foulée, regardez trois pas devant et laissez les bras assurer l’équilibre. Marcher dans les montées raides est une stratégie, pas un échec.',
    },
    skills: {
      en: 'Practice new skills close to home first, on a short loop you know well, so that the first time you need them is not the first time you try them.',
      fr: 'Pratiquez chaque nouvelle technique près de chez vous, sur une courte boucle connue, afin que la première fois où vous en aurez besoin ne soit pas votre premier essai.',
    },
    winter: {
      en: 'Short days leave little margin. Start at first light, pack a headlamp even for a morning outing, and turn around at the time you chose before leaving.',
      fr: 'Les journées courtes laissent peu de marge. Partez dès l’aube, glissez une lampe frontale dans le sac même pour une sortie matinale et faites demi-tour à l’heure prévue.',
    },
    backpacking: {
      en: 'Keep base weight honest: lay everything out on the floor, and leave behind anything you did not use on your last two trips, apart from the first-aid kit.',
      fr: 'Surveillez le poids de base : étalez tout au sol et laissez à la maison ce qui n’a pas servi lors de vos deux dernières sorties, sauf la trousse de premiers soins.',
    },
    'race-reports': {
      en: 'Every finish line teaches something. We write these reports so that the next runner at the start knows a little more than we did.',
      fr: 'Chaque ligne d’arrivée enseigne quelque chose. Nous écrivons ces récits pour que la prochaine personne au départ en sache un peu plus que nous.',
    },
    'camp-kitchen': {
      en: 'Plan meals that share ingredients, repackage everything at home into labelled bags, and carry one spare dinner in case the trip runs a day long.',
      fr: 'Prévoyez des repas qui partagent des ingrédients, reconditionnez tout à la maison dans des sacs identifiés et gardez un souper de réserve au cas où la sortie s’étirerait.',
    },
    family: {
      en: 'Let the youngest hiker set the pace, plan a reward at the turnaround point, and count a happy return as a summit.',
      fr: 'Laissez le plus jeune randonneur donner le rythme, prévoyez une récompense au point de retour et considérez un retour joyeux comme un sommet.',
    },
  },
  closing: {
    en: 'Questions about this story or the gear in it? Our store staff hike these trails too, and they are glad to help.',
    fr: 'Des questions sur ce récit ou l’équipement mentionné? Notre équipe en magasin parcourt aussi ces sentiers et se fera un plaisir de vous aider.',
  },
  eyebrow: { en: 'Ridgeline Journal', fr: 'Journal Ridgeline' },
  articles: [
    [
      'first-snow-on-the-ridge',
      'rl-winter-lake',
      ['winter', 'trail-guides'],
      {
        en: [
          'First snow on the ridge: five shoulder-season hikes',
          'When the larches turn gold and the first snow dusts the peaks, these five hikes stay open and quiet.',
        ],
        fr: [
          'Première neige sur la crête : cinq randos d’entre-saison',
          'Quand les mélèzes dorent et que la première neige poudre les sommets, ces cinq randonnées restent ouvertes et tranquilles.',
        ],
      },
    ],
    [
      'waxing-leather-boots',
      'rl-boot-summit',
      ['gear-care'],
      {
        en: [
          'How to wax leather boots before the wet season',
          'Twenty minutes, a soft brush and a tin of wax keep leather supple and water on the outside.',
        ],
        fr: [
          'Cirer ses bottes de cuir avant la saison humide',
          'Vingt minutes, une brosse douce et un pot de cire gardent le cuir souple et l’eau à l’extérieur.',
        ],
      },
    ],
    [
      'first-50k-plan',
      'rl-forest-trail',
      ['training', 'trail-running'],
      {
        en: [
          'A twelve-week plan for your first 50K',
          'Three runs a week, one long day on trail and a lot of patience: a plan that gets you to the start line healthy.',
        ],
        fr: [
          'Un plan de douze semaines pour votre premier 50 km',
          'Trois sorties par semaine, une longue journée en sentier et beaucoup de patience : un plan pour arriver au départ en santé.',
        ],
      },
    ],
    [
      'cascade-crest-report',
      'rl-starry-ridge',
      ['race-reports', 'trail-running'],
      {
        en: [
          'Race report: a night on the Cascade Crest 100',
          'Our store lead in Bend ran through the night on the crest. Here is what the second sunrise looked like.',
        ],
        fr: [
          'Récit de course : une nuit sur la Cascade Crest 100',
          'Notre responsable du magasin de Bend a couru toute la nuit sur la crête. Voici à quoi ressemblait le deuxième lever du soleil.',
        ],
      },
    ],
    [
      'layering-winter-summit',
      'rl-jacket-insulated',
      ['winter', 'skills'],
      {
        en: ['Layering for a winter summit day', 'Base, mid, shell and a puffy in the pack: how to stay dry on the climb and warm at the top.'],
        fr: [
          'S’habiller en couches pour un sommet hivernal',
          'Couche de base, couche intermédiaire, coquille et doudoune dans le sac : rester au sec dans la montée et au chaud au sommet.',
        ],
      },
    ],
    [
      'backcountry-kitchen',
      'rl-topo',
      ['camp-kitchen', 'backpacking'],
      {
        en: [
          'Five backcountry dinners that weigh under a pound',
          'Couscous, curry and a proper dessert: meals that cook in one pot and taste like a reward.',
        ],
        fr: [
          'Cinq soupers d’arrière-pays de moins de 500 grammes',
          'Couscous, cari et un vrai dessert : des repas qui cuisent dans une seule casserole et goûtent la récompense.',
        ],
      },
    ],
    [
      'washing-down-jackets',
      'rl-fleece-basecamp',
      ['gear-care'],
      {
        en: [
          'Washing a down jacket without ruining it',
          'Front-loading machine, down wash, low heat and three tennis balls in the dryer. That is the whole secret.',
        ],
        fr: [
          'Laver une doudoune sans l’abîmer',
          'Machine à chargement frontal, savon pour duvet, chaleur basse et trois balles de tennis dans la sécheuse. C’est tout le secret.',
        ],
      },
    ],
    [
      'dawn-patrol-hikes',
      'rl-dawn-ridge',
      ['trail-guides'],
      {
        en: [
          'Dawn patrol: short hikes before work',
          'Eight trailheads within half an hour of town where you can catch the sunrise and still make the first meeting.',
        ],
        fr: [
          'Randos à l’aube avant le boulot',
          'Huit départs de sentiers à moins d’une demi-heure de la ville pour voir le lever du soleil et arriver à temps au travail.',
        ],
      },
    ],
    [
      'reading-contour-lines',
      'rl-topo-forest',
      ['skills', 'backpacking'],
      {
        en: [
          'Reading contour lines like a ranger',
          'Saddles, spurs and benches: once you see the shapes on the map, the ground stops surprising you.',
        ],
        fr: [
          'Lire les courbes de niveau comme un garde forestier',
          'Cols, éperons et replats : quand on reconnaît les formes sur la carte, le terrain cesse de surprendre.',
        ],
      },
    ],
    [
      'kids-first-summit',
      'rl-boot-kids',
      ['family', 'trail-guides'],
      {
        en: ['Their first summit: hiking with kids under ten', 'Snacks every half hour, a scavenger list and a peak small enough to feel huge.'],
        fr: [
          'Leur premier sommet : randonner avec des enfants de moins de dix ans',
          'Une collation toutes les demi-heures, une chasse aux trésors et un sommet assez petit pour paraître immense.',
        ],
      },
    ],
    [
      'fastpacking-the-wonderland',
      'rl-pack-ridgeback',
      ['backpacking', 'trail-running'],
      {
        en: [
          'Fastpacking the Wonderland Trail in four days',
          'Ninety-three miles around the mountain with eleven pounds on our backs. What we carried, and what we should have left home.',
        ],
        fr: [
          'Le Wonderland Trail en quatre jours, sac léger au dos',
          'Cent cinquante kilomètres autour de la montagne avec cinq kilos sur le dos. Ce que nous avons apporté, et ce que nous aurions dû laisser.',
        ],
      },
    ],
    [
      'merino-myths',
      'rl-baselayer-merino',
      ['gear-care', 'skills'],
      {
        en: [
          'Merino myths: what wool can and cannot do',
          'It stays fresh for days and keeps you warm when damp, but it needs gentle washing and a little patience.',
        ],
        fr: [
          'Mérinos : mythes et réalités',
          'La laine résiste aux odeurs plusieurs jours et garde sa chaleur humide, mais elle demande un lavage doux et un peu de patience.',
        ],
      },
    ],
    [
      'hill-repeats',
      'rl-runner-switchback',
      ['training', 'trail-running'],
      {
        en: [
          'Hill repeats that make the long climbs easier',
          'One steep hill, six to ten efforts and an easy jog down: the session that pays off on race day.',
        ],
        fr: [
          'Des répétitions en côte pour mieux grimper',
          'Une côte raide, six à dix efforts et un retour au petit trot : la séance qui rapporte le jour de la course.',
        ],
      },
    ],
    [
      'snowshoe-loops',
      'rl-boot-winter',
      ['winter', 'family'],
      {
        en: ['Six snowshoe loops for a quiet Saturday', 'Gentle grades, frozen lakes and a warming hut at the end of most of them.'],
        fr: ['Six boucles en raquettes pour un samedi tranquille', 'Des pentes douces, des lacs gelés et un refuge chauffé au bout de la plupart.'],
      },
    ],
    [
      'rain-shell-care',
      'rl-shell-cascade',
      ['gear-care'],
      {
        en: [
          'Bring a rain shell back to life',
          'When water stops beading, the membrane is rarely the problem. A wash and a low tumble usually fix it.',
        ],
        fr: [
          'Redonner vie à une coquille imperméable',
          'Quand l’eau ne perle plus, la membrane est rarement en cause. Un lavage et un séchage doux règlent souvent le problème.',
        ],
      },
    ],
    [
      'lakeshore-overnight',
      'rl-dusk-lake',
      ['backpacking', 'trail-guides'],
      {
        en: [
          'A first overnight: lakeshore camps within five miles',
          'Short approaches, flat tent pads and water close by: the easiest way to try a night outside.',
        ],
        fr: [
          'Une première nuit en camping : des lacs à moins de huit kilomètres',
          'Des approches courtes, des plateformes planes et de l’eau à proximité : la façon la plus simple d’essayer une nuit dehors.',
        ],
      },
    ],
    [
      'trail-running-form',
      'rl-tee-trail',
      ['trail-running', 'skills'],
      {
        en: [
          'Downhill running without wrecked quads',
          'Quick feet, a slight lean forward and soft knees. Practice on gentle grades before the big descents.',
        ],
        fr: [
          'Descendre en courant sans se briser les cuisses',
          'Des pas rapides, une légère inclinaison vers l’avant et des genoux souples. Pratiquez sur des pentes douces avant les grandes descentes.',
        ],
      },
    ],
    [
      'leave-no-trace-basics',
      'rl-forest-trail',
      ['skills', 'family'],
      {
        en: [
          'Leave No Trace, explained to a seven-year-old',
          'Seven principles, seven games: how we taught our youngest hikers to care for the places they love.',
        ],
        fr: [
          'Sans trace, expliqué à une enfant de sept ans',
          'Sept principes, sept jeux : comment nos plus jeunes randonneurs ont appris à prendre soin des lieux qu’ils aiment.',
        ],
      },
    ],
    [
      'ultralight-stove-test',
      'rl-topo',
      ['camp-kitchen', 'gear-care'],
      {
        en: ['Five small stoves, one pot of water, a cold morning', 'We boiled a liter at freezing point on every stove we sell and timed each one.'],
        fr: [
          'Cinq petits réchauds, une casserole d’eau, un matin froid',
          'Nous avons fait bouillir un litre d’eau par temps de gel sur chaque réchaud vendu en magasin et chronométré chacun.',
        ],
      },
    ],
    [
      'backyard-ultra-report',
      'rl-starry-ridge',
      ['race-reports', 'training'],
      {
        en: [
          'Race report: thirty-one laps of a backyard ultra',
          'A four-mile loop every hour on the hour until only one runner is left. Notes from lap twenty onward.',
        ],
        fr: [
          'Récit de course : trente et une boucles d’un ultra de cour arrière',
          'Une boucle de six kilomètres et demi toutes les heures jusqu’au dernier coureur debout. Notes à partir de la vingtième.',
        ],
      },
    ],
    [
      'sock-systems',
      'rl-socks-merino',
      ['skills', 'gear-care'],
      {
        en: [
          'The sock system that ended our blisters',
          'A thin liner, a cushioned merino sock and laces tied for the descent: small changes, big difference.',
        ],
        fr: [
          'Le duo de chaussettes qui a réglé nos ampoules',
          'Une chaussette fine, une chaussette de mérinos coussinée et un laçage pensé pour la descente : petits changements, grande différence.',
        ],
      },
    ],
    [
      'strength-for-hikers',
      'rl-pants-trail',
      ['training'],
      {
        en: ['Twenty minutes of strength work for hikers', 'Step-ups, split squats and calf raises twice a week keep knees happy on long descents.'],
        fr: [
          'Vingt minutes de musculation pour randonneurs',
          'Montées sur banc, fentes et levées sur orteils deux fois par semaine pour des genoux heureux dans les longues descentes.',
        ],
      },
    ],
    [
      'camp-breakfasts',
      'rl-toque',
      ['camp-kitchen', 'family'],
      {
        en: [
          'Camp breakfasts that get everyone out of the tent',
          'Pancakes from a shaker bottle, hot oats with berries and a pot of cocoa for the slow risers.',
        ],
        fr: [
          'Des déjeuners de camping qui sortent tout le monde de la tente',
          'Des crêpes préparées dans une bouteille, du gruau chaud aux petits fruits et du chocolat chaud pour les lève-tard.',
        ],
      },
    ],
    [
      'approach-shoes-explained',
      'rl-shoe-approach',
      ['skills', 'trail-guides'],
      {
        en: [
          'Approach shoes, explained',
          'Sticky rubber, a climbing zone at the toe and a stiffer sole: when they beat boots on the way to the crag.',
        ],
        fr: [
          'Les souliers d’approche, expliqués',
          'Caoutchouc adhérent, zone d’escalade à l’avant et semelle plus rigide : quand ils battent les bottes sur le chemin de la paroi.',
        ],
      },
    ],
  ],
};
