import type { KestrelCopy } from '../copy';

/** La page d’accueil, en français de France. */
export const home: KestrelCopy['home'] = {
  seo: {
    title: 'Kestrel | Chaussures de running, chaussures de compétition et vêtements de course',
    description:
      'Chaussures de running route et à plaque carbone, collants, vestes et hauts d’entraînement pour les coureurs des villes. Retours gratuits sous 30 jours.',
  },
  hero: {
    eyebrow: 'Nouveauté',
    title: 'Plus vite, même la nuit',
    richText: (price) =>
      `<p>La nouvelle <strong>Tempo Carbon 3</strong> associe une plaque carbone pleine longueur à notre mousse la plus dynamique, pour battre vos records du 5 km au marathon. ${price('tempoCarbon')}.</p>`,
    alt: 'Une rue de la ville la nuit, des traînées de phares filant vers les immeubles',
    targets: ['Découvrir la Tempo Carbon 3', 'Équipement semi-marathon'],
  },
  featured: { title: 'Les favoris de nos coureurs' },
  threeCards: {
    title: 'Quel que soit votre entraînement',
    items: [
      {
        title: 'Courir en ville',
        text: 'Des chaussures amorties et des tenues réfléchissantes pour le trajet quotidien et la sortie longue du week-end.',
        cta: 'Course sur route',
      },
      {
        title: 'Sur la piste',
        text: 'Des chaussures légères et des tenues respirantes pour le fractionné et les séances au seuil.',
        cta: 'Équipement piste',
      },
      { title: 'Se renforcer', text: 'Des chaussures stables et des couches extensibles pour la salle.', cta: 'Renforcement et salle' },
    ],
  },
  highlight: {
    title: 'La saison des marathons d’automne',
    items: [
      { title: 'Collants femme', text: 'Gainants, avec des poches pour vos gels.', cta: 'Voir les collants' },
      { title: 'Équipement marathon', text: 'Tout pour la préparation et le grand jour.', cta: 'Se préparer' },
      { title: 'Demi-zips homme', text: 'Des couches chaudes pour les départs frais et le retour au calme.', cta: 'Voir les demi-zips' },
    ],
  },
  stacked: [
    {
      title: 'Conçues pour durer',
      text: 'Des tiges recyclées, un programme de reprise des chaussures dans chaque magasin et un plan clair pour réduire nos émissions de moitié d’ici 2030.',
      cta: 'Nos engagements',
    },
    {
      title: 'Rejoignez le Kestrel Club',
      text: 'Des sorties gratuites chaque semaine dans 12 villes, un accès en avant-première aux lancements et 10 % de remise sur votre première commande.',
      cta: 'Adhérer gratuitement',
    },
  ],
  cta: { title: 'Acheter par catégorie' },
  stories: {
    title: 'Le journal',
    items: [
      {
        eyebrow: 'Notre histoire',
        title: 'Tout a commencé un jeudi soir',
        text: 'Comment un club de course au bord d’un canal londonien est devenu Kestrel.',
      },
      {
        eyebrow: 'Entraînement',
        title: 'Votre première séance sur piste',
        text: 'Échauffement, répétitions et récupération : une séance simple pour débuter.',
      },
      {
        eyebrow: 'Guide équipement',
        title: 'Être vu les soirs d’hiver',
        text: 'Notre guide des tenues réfléchissantes et des lampes pour courir à la nuit tombée.',
      },
      {
        eyebrow: 'Développement durable',
        title: 'Que deviennent vos vieilles chaussures ?',
        text: 'Dans les coulisses de notre programme de reprise et des 40 000 paires collectées l’an dernier.',
      },
    ],
  },
};
