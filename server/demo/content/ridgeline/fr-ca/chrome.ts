import type { RidgelineCopy } from '../copy';

/** Bandeau promotionnel, menu, pied de page et libellés communs, en français canadien. */
export const chrome: RidgelineCopy['chrome'] = {
  promo: (money) => [
    `<strong>Livraison gratuite</strong> partout au Canada sur les commandes de plus de ${money(99)}`,
    'Retours gratuits pendant 60 jours, sans questions',
    '<strong>Soldes de fin de saison :</strong> jusqu’à 40 % de rabais sur les bottes et les manteaux',
  ],
  promoLink: 'Magasiner les soldes',
  links: {
    home: 'Accueil',
    about: 'À propos de Ridgeline',
    ourStory: 'Notre histoire',
    sustainability: 'Développement durable',
    help: 'Centre d’aide',
    contact: 'Nous joindre',
    shipping: 'Livraison',
    returnPolicy: 'Retours et échanges',
    returns: 'Comment retourner un article',
    privacy: 'Politique de confidentialité',
    brandTerms: 'Conditions d’utilisation',
    saleTerms: 'Conditions des soldes',
    loyalty: 'Ridgeline Récompenses',
    loyaltyTerms: 'Conditions du programme Récompenses',
    smsTerms: 'Conditions des messages texte',
    associateTerms: 'Conditions du rabais d’employé',
  },
  columns: { stories: 'Récits Ridgeline', help: 'Aide' },
  menu: { shopAll: (label) => `Tout magasiner : ${label}`, visualSelectorsTitle: 'Magasiner par catégorie' },
  footer: {
    columns: { shop: 'Magasiner', help: 'Service à la clientèle', company: 'L’entreprise', membership: 'Adhésion' },
    newsletter: {
      title: 'Abonnez-vous à notre infolettre',
      text: 'Nouveautés, guides de sentier et offres aux membres, une fois par semaine et jamais plus.',
    },
    legal: '© Ridgeline Outfitters, Inc. Tous droits réservés. Prix en dollars canadiens.',
  },
  common: { shopNow: 'Magasiner', badges: { new: 'Nouveau', bestseller: 'Meilleur vendeur' } },
};
