import type { RidgelineCopy } from '../copy';

/** Pages d’adhésion, de confidentialité et de conditions, en français canadien. */
export const info: RidgelineCopy['pages']['info'] = {
  loyalty: {
    seo: {
      title: 'Ridgeline Récompenses | Ridgeline',
      description:
        'Adhérez gratuitement à Ridgeline Récompenses : des points à chaque achat, les nouveautés en primeur et des réparations gratuites.',
    },
    eyebrow: 'Adhésion',
    title: 'Ridgeline Récompenses',
    intro: 'L’adhésion est gratuite. Accumulez des points à chaque achat et profitez d’avantages réservés aux membres.',
    body:
      '<p><strong>Accumulez.</strong> Obtenez 10 points par dollar dépensé, et des points bonis à votre anniversaire et quand vous évaluez votre équipement.</p>' +
      '<p><strong>Échangez.</strong> Chaque tranche de 1 000 points devient une récompense de {price:10} à utiliser en ligne ou en magasin.</p>' +
      '<p><strong>Explorez.</strong> Les membres découvrent les nouveautés en primeur, profitent de réparations gratuites pendant un an et sont invités à des randonnées guidées près de chez eux.</p>',
  },
  loyaltyTerms: {
    seo: { title: 'Conditions du programme Récompenses | Ridgeline', description: 'Les conditions du programme d’adhésion Ridgeline Récompenses.' },
    eyebrow: 'Mentions légales',
    title: 'Conditions du programme Ridgeline Récompenses',
    intro: 'Les conditions de notre programme d’adhésion gratuit, en termes simples.',
    body:
      '<p>Ridgeline Récompenses s’adresse aux résidents du Canada et des États-Unis âgés de 16 ans et plus. Les points sont calculés sur le montant payé après rabais, avant taxes et frais de livraison.</p>' +
      '<p>Les récompenses expirent 12 mois après leur émission, et les points expirent après 18 mois sans activité au compte.</p>' +
      '<p>Nous pouvons modifier le programme moyennant un préavis de 30 jours par courriel.</p>',
  },
  privacy: {
    seo: {
      title: 'Politique de confidentialité | Ridgeline',
      description: 'Comment Ridgeline recueille, utilise et protège vos renseignements personnels.',
    },
    eyebrow: 'Mentions légales',
    title: 'Politique de confidentialité',
    intro: 'Nous recueillons seulement ce qu’il faut pour vous livrer votre équipement, et nous ne vendons jamais vos renseignements personnels.',
    body:
      '<p><strong>Ce que nous recueillons.</strong> Votre nom, vos coordonnées et l’historique de vos commandes quand vous magasinez chez nous et, si vous y consentez, la façon dont vous utilisez notre site afin de l’améliorer.</p>' +
      '<p><strong>Comment nous l’utilisons.</strong> Pour traiter vos commandes et vos retours, gérer votre compte Ridgeline Récompenses et, seulement si vous y consentez, vous envoyer des courriels et des messages texte. Vous pouvez vous désabonner en tout temps.</p>' +
      '<p><strong>Vos droits.</strong> Vous pouvez consulter, corriger ou supprimer vos données quand vous le souhaitez, conformément à la Loi 25 au Québec et à la LPRPDE.</p>',
  },
  brandTerms: {
    seo: {
      title: 'Conditions d’utilisation | Ridgeline',
      description: 'Les conditions d’utilisation du site, des applications et des services Ridgeline.',
    },
    eyebrow: 'Mentions légales',
    title: 'Conditions d’utilisation',
    intro: 'Les règles d’utilisation de notre site, de nos applications et de nos services.',
    body:
      '<p>En utilisant ce site, vous acceptez ces conditions. Les couleurs, descriptions et disponibilités des produits peuvent changer sans préavis, et nous pouvons corriger une erreur de prix avant l’expédition d’une commande.</p>' +
      '<p>Tout le contenu de ce site, y compris les photos, les textes et les designs, appartient à Ridgeline Outfitters, Inc. et ne peut être réutilisé sans notre permission.</p>' +
      '<p>Pour la clientèle canadienne, ces conditions sont régies par les lois de la province de résidence.</p>',
  },
  saleTerms: {
    seo: { title: 'Conditions des soldes | Ridgeline', description: 'Le fonctionnement des soldes de fin de saison Ridgeline.' },
    eyebrow: 'Mentions légales',
    title: 'Conditions des soldes',
    intro: 'Le fonctionnement de nos soldes de fin de saison.',
    body:
      '<p>Les prix soldés s’appliquent à certains modèles, jusqu’à épuisement des stocks, et ne peuvent être combinés à aucune autre offre ni à aucun code promo.</p>' +
      '<p>Comme les articles à prix courant, les articles soldés peuvent être retournés dans les 60 jours pour un remboursement sur le mode de paiement d’origine.</p>' +
      '<p>Nous pouvons mettre fin aux soldes ou modifier les rabais en tout temps; le prix affiché dans votre panier au moment de payer est le prix final.</p>',
  },
  smsTerms: {
    seo: {
      title: 'Conditions des messages texte | Ridgeline',
      description: 'Ce à quoi vous attendre en vous abonnant aux messages texte de Ridgeline.',
    },
    eyebrow: 'Mentions légales',
    title: 'Conditions des messages texte',
    intro: 'Ce à quoi vous attendre en vous abonnant aux textos de Ridgeline.',
    body:
      '<p>En vous abonnant, vous acceptez de recevoir jusqu’à quatre messages texte promotionnels par mois de la part de Ridgeline. Des frais de messagerie et de données peuvent s’appliquer.</p>' +
      '<p>Répondez ARRÊT pour vous désabonner en tout temps, ou AIDE pour obtenir de l’aide. Votre consentement n’est pas une condition d’achat.</p>',
  },
  associateTerms: {
    seo: { title: 'Conditions du rabais d’employé | Ridgeline', description: 'Les conditions du rabais d’employé Ridgeline.' },
    eyebrow: 'Mentions légales',
    title: 'Conditions du rabais d’employé',
    intro: 'Ce que nos employés acceptent avant que leur rabais s’applique.',
    body:
      '<p>Le rabais d’employé est réservé à vous et aux membres de votre foyer, pour votre usage personnel. Les articles achetés avec ce rabais ne peuvent pas être revendus.</p>' +
      '<p>Il s’applique à vos achats jusqu’à votre plafond annuel, calculé du 1er janvier au 31 décembre sur le montant payé après les autres rabais, avant taxes. Au-delà du plafond, les achats sont au prix courant.</p>' +
      '<p>Le rabais prend fin avec votre emploi et tout abus peut entraîner son retrait. Vous acceptez ces conditions une fois, dans votre compte, avant que le rabais s’applique.</p>',
  },
};
