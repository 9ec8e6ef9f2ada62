import type { RidgelineCopy } from '../copy';

/** La page d’accueil, en français canadien. */
export const home: RidgelineCopy['home'] = {
  seo: {
    title: 'Ridgeline | Bottes de randonnée, souliers de course en sentier et vêtements plein air',
    description:
      'Bottes de randonnée imperméables, souliers de course en sentier, manteaux de pluie, polars et sacs à dos pour aller loin. Retours gratuits pendant 60 jours.',
  },
  hero: {
    eyebrow: 'Nouveautés d’automne',
    title: 'Conçue pour aller plus haut',
    richText: (price) =>
      `<p>Voici la toute nouvelle <strong>Summit Trail GTX</strong> : une botte de randonnée imperméable en cuir, avec une semelle intermédiaire coussinée et des crampons qui agrippent le granit mouillé. Maintenant à ${price('summitTrail')}.</p>`,
    alt: 'Crêtes boisées sous la pleine lune et un ciel étoilé',
    targets: ['Magasiner Summit Trail', 'Explorer la randonnée'],
  },
  featured: { title: 'Nos favoris testés en sentier' },
  threeCards: {
    title: 'Trouvez votre sentier',
    items: [
      {
        title: 'Randonner',
        text: 'Des bottes et des couches pour la petite boucle du dimanche comme pour l’ascension d’un sommet.',
        cta: 'Magasiner la randonnée',
      },
      { title: 'Courir', text: 'Des souliers légers et adhérents, et des vêtements qui bougent avec vous.', cta: 'Magasiner la course en sentier' },
      { title: 'Camper', text: 'Des sacs et des couches chaudes pour les nuits à la belle étoile.', cta: 'Magasiner la longue randonnée' },
    ],
  },
  highlight: {
    title: 'Superposez les couches contre le froid',
    items: [
      { title: 'Polars pour hommes', text: 'Chauds, recyclés et faits pour être portés longtemps.', cta: 'Magasiner Hommes' },
      { title: 'Randonnée hivernale', text: 'Isolation et adhérence pour les départs enneigés.', cta: 'Se préparer pour l’hiver' },
      {
        title: 'Manteaux isolés pour femmes',
        text: 'La chaleur du duvet ou du synthétique, dans un manteau qui se compacte.',
        cta: 'Magasiner Femmes',
      },
    ],
  },
  stacked: [
    {
      title: 'Conçu pour durer, pensé pour être réparé',
      text: 'Nous concevons pour des décennies, pas pour une saison, et notre programme de réparation garde votre équipement en sentier.',
      cta: 'Nos engagements',
    },
    {
      title: 'Joignez-vous à Ridgeline Récompenses',
      text: 'Accumulez des points à chaque achat, découvrez les nouveautés en primeur et participez à des sorties réservées aux membres. L’adhésion est gratuite.',
      cta: 'Devenir membre',
    },
  ],
  cta: { title: 'Magasiner par rayon' },
  stories: {
    title: 'Le carnet de sentier',
    items: [
      {
        eyebrow: 'Notre histoire',
        title: 'Née au pied du sentier',
        text: 'Comment deux guides et une machine à coudre empruntée ont fondé Ridgeline en 1987.',
      },
      {
        eyebrow: 'Développement durable',
        title: 'Moins, mais mieux',
        text: 'Tissus recyclés, réparation plutôt que remplacement, et ce qu’il nous reste à accomplir.',
      },
      {
        eyebrow: 'Guide',
        title: 'Premiers pas en randonnée hivernale',
        text: 'Quoi porter, quoi apporter et comment rester au chaud quand le sentier blanchit.',
      },
      {
        eyebrow: 'Guide',
        title: 'Votre première nuit en arrière-pays',
        text: 'Une liste toute simple pour réussir votre première sortie de camping en autonomie.',
      },
    ],
  },
};
