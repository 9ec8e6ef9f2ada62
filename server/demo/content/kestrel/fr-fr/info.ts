import type { KestrelCopy } from '../copy';

/** Pages d’adhésion, de confidentialité et de conditions, en français de France. */
export const info: KestrelCopy['pages']['info'] = {
  loyalty: {
    seo: {
      title: 'Kestrel Club | Kestrel',
      description:
        'Rejoignez gratuitement le Kestrel Club : sorties hebdomadaires, accès en avant-première et 10 % de remise sur votre première commande.',
    },
    eyebrow: 'Adhésion',
    title: 'Kestrel Club',
    intro: 'L’adhésion est gratuite. Courez avec nous, cumulez des points et découvrez chaque lancement en premier.',
    body:
      '<p><strong>Courir ensemble.</strong> Des sorties gratuites chaque semaine dans 12 villes, du footing tranquille du dimanche au fractionné du jeudi soir.</p>' +
      '<p><strong>Cumuler.</strong> 1 point par euro dépensé ; chaque tranche de 500 points devient un bon de {price:5}. Les nouveaux membres bénéficient de 10 % de remise sur leur première commande.</p>' +
      '<p><strong>Passer en premier.</strong> Accès anticipé aux nouvelles chaussures, invitations aux séances de test dans notre studio et retours gratuits pendant 60 jours au lieu de 30.</p>',
  },
  loyaltyTerms: {
    seo: { title: 'Conditions du Kestrel Club | Kestrel', description: 'Les conditions du programme d’adhésion Kestrel Club.' },
    eyebrow: 'Mentions légales',
    title: 'Conditions du Kestrel Club',
    intro: 'Les conditions de notre programme d’adhésion gratuit, en termes simples.',
    body:
      '<p>Le Kestrel Club est ouvert à toute personne âgée de 16 ans ou plus résidant dans l’Union européenne ou au Royaume-Uni. Les points sont calculés sur le montant payé après remises.</p>' +
      '<p>Les bons sont valables 12 mois à compter de leur émission, et les points expirent après 24 mois sans activité sur le compte.</p>' +
      '<p>Nous pouvons modifier le programme moyennant un préavis de 30 jours par e-mail.</p>',
  },
  privacy: {
    seo: {
      title: 'Politique de confidentialité | Kestrel',
      description: 'Comment Kestrel collecte, utilise et protège vos données personnelles conformément au RGPD.',
    },
    eyebrow: 'Mentions légales',
    title: 'Politique de confidentialité',
    intro: 'Nous ne collectons que les données nécessaires à vos commandes et à votre compte, et nous ne vendons jamais vos données personnelles.',
    body:
      '<p><strong>Ce que nous collectons.</strong> Vos nom, coordonnées et historique de commandes, ainsi que, uniquement avec votre accord, des cookies qui nous aident à comprendre l’utilisation de notre site.</p>' +
      '<p><strong>Pourquoi.</strong> Pour traiter vos commandes et retours, gérer votre compte Kestrel Club et, si vous l’acceptez, vous envoyer notre newsletter. Nos bases légales au sens du RGPD sont le contrat, le consentement et l’intérêt légitime.</p>' +
      '<p><strong>Vos droits.</strong> Vous pouvez accéder à vos données, les rectifier, les exporter ou les effacer à tout moment, et introduire une réclamation auprès de la CNIL.</p>',
  },
  brandTerms: {
    seo: { title: 'Conditions générales de vente | Kestrel', description: 'Les conditions générales applicables à vos achats chez Kestrel.' },
    eyebrow: 'Mentions légales',
    title: 'Conditions générales de vente',
    intro: 'Les conditions qui s’appliquent à vos achats et à l’utilisation de notre site.',
    body:
      '<p>Votre contrat est conclu avec Kestrel Running Ltd. Une commande est acceptée lorsque nous vous confirmons son expédition par e-mail. Tous les prix s’entendent TTC.</p>' +
      '<p>Vous disposez d’un délai de rétractation de 14 jours à compter de la réception de votre commande, conformément au Code de la consommation.</p>' +
      '<p>Ces conditions sont régies par le droit français.</p>',
  },
  saleTerms: {
    seo: { title: 'Conditions des soldes | Kestrel', description: 'Le fonctionnement des soldes Kestrel.' },
    eyebrow: 'Mentions légales',
    title: 'Conditions des soldes',
    intro: 'Le fonctionnement de nos soldes saisonniers.',
    body:
      '<p>Les prix soldés s’appliquent à une sélection de modèles, dans la limite des stocks disponibles, et ne sont pas cumulables avec d’autres offres ou codes de réduction.</p>' +
      '<p>Chaque article soldé indique le prix le plus bas pratiqué au cours des 30 jours précédant la réduction.</p>' +
      '<p>Les articles soldés peuvent être retournés sous 30 jours, comme les articles à prix plein.</p>',
  },
  smsTerms: {
    seo: { title: 'Conditions SMS | Kestrel', description: 'Ce à quoi vous attendre en vous inscrivant aux SMS Kestrel.' },
    eyebrow: 'Mentions légales',
    title: 'Conditions SMS',
    intro: 'Ce à quoi vous attendre en vous inscrivant aux SMS de Kestrel.',
    body:
      '<p>En vous inscrivant, vous acceptez de recevoir jusqu’à quatre SMS promotionnels par mois de la part de Kestrel. Coût d’un SMS selon votre opérateur.</p>' +
      '<p>Répondez STOP à tout moment pour vous désinscrire. L’inscription n’est jamais une condition d’achat.</p>',
  },
  associateTerms: {
    seo: { title: 'Conditions de la remise employé | Kestrel', description: 'Les conditions de la remise employé Kestrel.' },
    eyebrow: 'Mentions légales',
    title: 'Conditions de la remise employé',
    intro: 'Ce que nos employés acceptent avant que leur remise s’applique.',
    body:
      '<p>La remise employé est réservée à vous et aux membres de votre foyer, pour votre usage personnel. Les articles achetés avec cette remise ne peuvent pas être revendus.</p>' +
      '<p>Elle s’applique à vos achats jusqu’à votre plafond annuel, calculé du 1er janvier au 31 décembre sur le montant payé après les autres remises. Au-delà du plafond, les achats sont au prix normal.</p>' +
      '<p>La remise prend fin avec votre contrat de travail et tout abus peut entraîner son retrait. Vous acceptez ces conditions une fois, dans votre compte, avant que la remise s’applique.</p>',
  },
};
