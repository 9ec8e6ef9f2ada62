import type { KestrelCopy } from '../copy';

/** Bandeau promotionnel, menu, pied de page et libellés communs, en français de France (sans livraison offerte : la France est exclue, spec 001 §9). */
export const chrome: KestrelCopy['chrome'] = {
  promo: () => [
    '<strong>Retours gratuits</strong> sous 30 jours',
    '<strong>Soldes d’hiver :</strong> jusqu’à −40 % sur les chaussures et les tenues',
    'Membres du Kestrel Club : <strong>−10 %</strong> sur votre première commande',
  ],
  promoLink: 'Voir les soldes',
  links: {
    home: 'Accueil',
    about: 'À propos de Kestrel',
    ourStory: 'Notre histoire',
    sustainability: 'Développement durable',
    help: 'Centre d’aide',
    contact: 'Nous contacter',
    shipping: 'Livraison',
    returnPolicy: 'Retours et remboursements',
    returns: 'Comment retourner un article',
    privacy: 'Politique de confidentialité',
    brandTerms: 'Conditions générales de vente',
    saleTerms: 'Conditions des soldes',
    loyalty: 'Kestrel Club',
    loyaltyTerms: 'Conditions du Club',
    smsTerms: 'Conditions SMS',
    associateTerms: 'Conditions de la remise employé',
  },
  columns: { stories: 'Histoires', help: 'Aide' },
  menu: { shopAll: (label) => `Tout voir : ${label}`, visualSelectorsTitle: 'Nos collections' },
  footer: {
    columns: { shop: 'Boutique', help: 'Aide', company: 'Entreprise', membership: 'Kestrel Club' },
    newsletter: {
      title: 'Inscrivez-vous à la newsletter',
      text: 'Lancements, plans d’entraînement et nouvelles du club, tous les quinze jours. Désinscription à tout moment.',
    },
    legal: '© Kestrel Running Ltd. Tous droits réservés. Prix TTC.',
  },
  common: { shopNow: 'Découvrir', badges: { new: 'Nouveau', bestseller: 'Meilleure vente' } },
};
