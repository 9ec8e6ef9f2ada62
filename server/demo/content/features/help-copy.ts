import type { BuiltInIcon } from '../../../../schemas';
import type { Money, SeoCopy } from '../copy-types';

/** The top of a help page: what search engines see, and the hero. */
export interface HelpHeadCopy {
  readonly seo: SeoCopy;
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
}

/** A help page with body copy (rich text). */
export interface HelpPageCopy extends HelpHeadCopy {
  readonly body: string;
}

/** A topic of the help centre: what it answers (rich text) and the words of its link. */
export interface HelpTopicCopy {
  readonly html: string;
  readonly link: string;
}

/** A way to reach customer service: its icon and what to know (rich text, may hold mailto: and tel: links). */
export interface ContactChannelCopy {
  readonly icon: BuiltInIcon;
  readonly html: string;
}

/** The words of one locale's help centre: the landing page, delivery, returns, how to return and contact us. */
export interface HelpCopy {
  readonly centre: HelpHeadCopy & {
    readonly topicsTitle: string;
    readonly topics: {
      readonly contact: HelpTopicCopy;
      readonly shipping: HelpTopicCopy;
      readonly returns: HelpTopicCopy;
      readonly privacy: HelpTopicCopy;
    };
  };
  readonly shipping: HelpPageCopy;
  readonly returns: HelpPageCopy;
  readonly howToReturn: HelpPageCopy;
  readonly contact: HelpPageCopy & {
    readonly channelsTitle: string;
    readonly channels: readonly [ContactChannelCopy, ContactChannelCopy, ContactChannelCopy];
  };
  /** The call to action closing every help page but the centre itself. */
  readonly stillNeedHelp: { readonly title: string; readonly text: string };
}

const strong = (lead: string, rest: string) => `<p><strong>${lead}</strong> ${rest}</p>`;

export const ridgelineEnUs = (money: Money): HelpCopy => ({
  centre: {
    seo: { title: 'Help Center | Ridgeline', description: 'Shipping, returns and exchanges, your order and how to reach the Ridgeline team.' },
    eyebrow: 'Customer service',
    title: 'How can we help?',
    intro: 'Answers to the questions we hear most, from the people who pack your orders and fit your boots.',
    topicsTitle: 'Popular topics',
    topics: {
      contact: { html: strong('Talk to a person', 'Our trail experts answer by chat, email and phone seven days a week.'), link: 'Contact us' },
      shipping: {
        html: strong('Shipping', `Free standard shipping on orders over ${money(75)}, and what to expect at your door.`),
        link: 'Shipping options',
      },
      returns: {
        html: strong('Returns and exchanges', 'Free returns within 60 days, even on gear you have worn on the trail.'),
        link: 'Our return policy',
      },
      privacy: { html: strong('Your information', 'What we collect, why we keep it, and how to ask us to delete it.'), link: 'Privacy policy' },
    },
  },
  shipping: {
    seo: {
      title: 'Shipping | Ridgeline',
      description: `Free standard shipping on Ridgeline orders over ${money(75)}; express delivery in two business days.`,
    },
    eyebrow: 'Help center',
    title: 'Shipping',
    intro: 'We ship from our warehouse in Reno, Nevada, every business day.',
    body:
      `<p><strong>Standard, 3 to 5 business days.</strong> Free on orders over ${money(75)}, otherwise ${money(7.95)}.</p>` +
      `<p><strong>Express, 2 business days.</strong> ${money(19.95)} for any order placed before noon Pacific time.</p>` +
      '<p><strong>Tracking.</strong> You will get an email with a tracking link as soon as your order leaves us. We ship to every US state, to APO and FPO addresses, but not to PO boxes.</p>',
  },
  returns: {
    seo: {
      title: 'Returns & Exchanges | Ridgeline',
      description: 'Return or exchange Ridgeline gear within 60 days for free, even if you have worn it outside.',
    },
    eyebrow: 'Help center',
    title: 'Returns and exchanges',
    intro: 'Wear it on the trail. If it is not right, send it back within 60 days and we will refund or exchange it for free.',
    body:
      '<p><strong>What you can return.</strong> Anything bought from Ridgeline in the last 60 days, worn or not, as long as it is clean. Resoled boots and personalized gear are final.</p>' +
      '<p><strong>Refunds.</strong> We refund the original payment method within 5 business days of your return reaching us. Shipping costs are refunded when the item was faulty.</p>' +
      '<p><strong>Exchanges.</strong> Choose another size or color when you start your return and we will ship it as soon as you drop the parcel off.</p>',
  },
  howToReturn: {
    seo: {
      title: 'How to Return an Item | Ridgeline',
      description: 'Start a Ridgeline return online, print the free label and drop the parcel at any UPS location.',
    },
    eyebrow: 'Returns',
    title: 'How to return an item',
    intro: 'Four steps, about five minutes, and no cost to you.',
    body:
      '<ol><li><strong>Start your return</strong> from the order confirmation email, or with your order number and email address.</li>' +
      '<li><strong>Tell us why</strong> it did not work out, and choose a refund or an exchange.</li>' +
      '<li><strong>Print the free label</strong> and pack the items in any sturdy box.</li>' +
      '<li><strong>Drop it off</strong> at any UPS location, or hand it to any Ridgeline store.</li></ol>' +
      '<p>We email you when the parcel reaches us, and again when your refund is on its way.</p>',
  },
  contact: {
    seo: {
      title: 'Contact Us | Ridgeline',
      description: 'Chat, email or call the Ridgeline team seven days a week, or visit us in Bend and Squamish.',
    },
    eyebrow: 'Customer service',
    title: 'Contact us',
    intro: 'Real people who hike, seven days a week. Most emails are answered within a day.',
    channelsTitle: 'Ways to reach us',
    channels: [
      {
        icon: 'chat',
        html: strong(
          'Chat and email',
          'Write to <a href="mailto:help@ridgeline.example">help@ridgeline.example</a>, or open the chat from any page, 7 am to 7 pm Pacific time.',
        ),
      },
      {
        icon: 'shield',
        html: strong('Phone', 'Call <a href="tel:+18005550142">1-800-555-0142</a>, Monday to Friday from 8 am to 6 pm Pacific time.'),
      },
      {
        icon: 'store',
        html: strong('In person', 'Our stores in Bend, Oregon, and Squamish, British Columbia, fit boots and repair gear every day.'),
      },
    ],
    body: '<p>Please have your order number at hand: it is in the confirmation email and starts with RL.</p>',
  },
  stillNeedHelp: { title: 'Still need a hand?', text: '<p>Our trail experts are around seven days a week.</p>' },
});

/** Canadian English: prices in Canadian dollars, Canada Post, Canadian spelling. */
export const ridgelineEnCa = (money: Money): HelpCopy => {
  const us = ridgelineEnUs(money);
  return {
    ...us,
    centre: {
      ...us.centre,
      seo: { ...us.centre.seo, title: 'Help Centre | Ridgeline' },
      topics: {
        ...us.centre.topics,
        shipping: {
          html: strong('Shipping', `Free standard shipping across Canada on orders over ${money(99)}, and what to expect at your door.`),
          link: 'Shipping options',
        },
      },
    },
    shipping: {
      seo: {
        title: 'Shipping | Ridgeline',
        description: `Free standard shipping across Canada on Ridgeline orders over ${money(99)}; express delivery in two business days.`,
      },
      eyebrow: 'Help centre',
      title: 'Shipping',
      intro: 'We ship from our warehouse in Delta, British Columbia, every business day.',
      body:
        `<p><strong>Standard, 3 to 7 business days.</strong> Free on orders over ${money(99)}, otherwise ${money(12.95)}, by Canada Post.</p>` +
        `<p><strong>Express, 2 business days.</strong> ${money(24.95)} to major cities, for orders placed before noon Pacific time.</p>` +
        '<p><strong>Tracking and duties.</strong> You will get an email with a tracking link as soon as your order leaves us. Prices include duties: nothing more to pay at the door.</p>',
    },
    returns: {
      ...us.returns,
      eyebrow: 'Help centre',
      body:
        '<p><strong>What you can return.</strong> Anything bought from Ridgeline in the last 60 days, worn or not, as long as it is clean. Resoled boots and personalized gear are final.</p>' +
        '<p><strong>Refunds.</strong> We refund the original payment method within 5 business days of your return reaching us. Shipping costs are refunded when the item was faulty.</p>' +
        '<p><strong>Exchanges.</strong> Choose another size or colour when you start your return and we will ship it as soon as you drop the parcel off.</p>',
    },
    howToReturn: {
      ...us.howToReturn,
      seo: {
        title: 'How to Return an Item | Ridgeline',
        description: 'Start a Ridgeline return online, print the free label and drop the parcel at any Canada Post outlet.',
      },
      body:
        '<ol><li><strong>Start your return</strong> from the order confirmation email, or with your order number and email address.</li>' +
        '<li><strong>Tell us why</strong> it did not work out, and choose a refund or an exchange.</li>' +
        '<li><strong>Print the free label</strong> and pack the items in any sturdy box.</li>' +
        '<li><strong>Drop it off</strong> at any Canada Post outlet, or hand it to our Squamish store.</li></ol>' +
        '<p>We email you when the parcel reaches us, and again when your refund is on its way.</p>',
    },
    contact: {
      ...us.contact,
      channels: [
        us.contact.channels[0],
        {
          icon: 'shield',
          html: strong('Phone', 'Call <a href="tel:+18005550199">1-800-555-0199</a>, Monday to Friday from 8 am to 6 pm Pacific time.'),
        },
        us.contact.channels[2],
      ],
    },
  };
};

export const ridgelineFrCa = (money: Money): HelpCopy => ({
  centre: {
    seo: { title: 'Centre d’aide | Ridgeline', description: 'Livraison, retours et échanges, votre commande et comment joindre l’équipe Ridgeline.' },
    eyebrow: 'Service à la clientèle',
    title: 'Comment pouvons-nous vous aider?',
    intro: 'Les réponses aux questions qu’on nous pose le plus souvent, par l’équipe qui emballe vos commandes et ajuste vos bottes.',
    topicsTitle: 'Sujets fréquents',
    topics: {
      contact: {
        html: strong('Parler à quelqu’un', 'Nos experts répondent par clavardage, courriel et téléphone, sept jours sur sept.'),
        link: 'Nous joindre',
      },
      shipping: {
        html: strong('Livraison', `Livraison standard gratuite au Canada dès ${money(99)} d’achats, et ce qui vous attend à la livraison.`),
        link: 'Options de livraison',
      },
      returns: {
        html: strong('Retours et échanges', 'Retours gratuits pendant 60 jours, même si vous avez porté l’article en sentier.'),
        link: 'Notre politique de retour',
      },
      privacy: {
        html: strong('Vos renseignements', 'Ce que nous recueillons, pourquoi nous le conservons et comment en demander la suppression.'),
        link: 'Politique de confidentialité',
      },
    },
  },
  shipping: {
    seo: {
      title: 'Livraison | Ridgeline',
      description: `Livraison standard gratuite au Canada sur les commandes Ridgeline de ${money(99)} et plus\u202f; livraison express en deux jours ouvrables.`,
    },
    eyebrow: 'Centre d’aide',
    title: 'Livraison',
    intro: 'Nous expédions depuis notre entrepôt de Delta, en Colombie-Britannique, chaque jour ouvrable.',
    body:
      `<p><strong>Standard, 3 à 7 jours ouvrables.</strong> Gratuite dès ${money(99)} d’achats, sinon ${money(12.95)}, par Postes Canada.</p>` +
      `<p><strong>Express, 2 jours ouvrables.</strong> ${money(24.95)} vers les grands centres, pour toute commande passée avant midi, heure du Pacifique.</p>` +
      '<p><strong>Suivi et droits.</strong> Vous recevez un courriel avec un lien de suivi dès que votre colis quitte l’entrepôt. Les prix comprennent les droits de douane : rien à payer à la livraison.</p>',
  },
  returns: {
    seo: {
      title: 'Retours et échanges | Ridgeline',
      description: 'Retournez ou échangez gratuitement vos articles Ridgeline dans un délai de 60 jours, même portés à l’extérieur.',
    },
    eyebrow: 'Centre d’aide',
    title: 'Retours et échanges',
    intro: 'Portez-le en sentier. S’il ne convient pas, retournez-le dans un délai de 60 jours : le remboursement ou l’échange est gratuit.',
    body:
      '<p><strong>Ce que vous pouvez retourner.</strong> Tout article acheté chez Ridgeline au cours des 60 derniers jours, porté ou non, pourvu qu’il soit propre. Les bottes ressemelées et les articles personnalisés ne sont ni repris ni échangés.</p>' +
      '<p><strong>Remboursements.</strong> Nous remboursons le mode de paiement d’origine dans un délai de 5 jours ouvrables après réception de votre retour. Les frais de livraison sont remboursés si l’article était défectueux.</p>' +
      '<p><strong>Échanges.</strong> Choisissez une autre pointure ou couleur en amorçant votre retour : nous l’expédions dès que vous déposez votre colis.</p>',
  },
  howToReturn: {
    seo: {
      title: 'Comment retourner un article | Ridgeline',
      description: 'Amorcez votre retour Ridgeline en ligne, imprimez l’étiquette gratuite et déposez le colis dans un comptoir de Postes Canada.',
    },
    eyebrow: 'Retours',
    title: 'Comment retourner un article',
    intro: 'Quatre étapes, environ cinq minutes, et aucuns frais.',
    body:
      '<ol><li><strong>Amorcez votre retour</strong> à partir du courriel de confirmation de commande, ou avec votre numéro de commande et votre adresse courriel.</li>' +
      '<li><strong>Dites-nous pourquoi</strong> l’article ne convient pas, puis choisissez un remboursement ou un échange.</li>' +
      '<li><strong>Imprimez l’étiquette gratuite</strong> et emballez les articles dans une boîte solide.</li>' +
      '<li><strong>Déposez le colis</strong> dans un comptoir de Postes Canada, ou à notre magasin de Squamish.</li></ol>' +
      '<p>Nous vous écrivons quand le colis nous parvient, puis quand votre remboursement est en route.</p>',
  },
  contact: {
    seo: {
      title: 'Nous joindre | Ridgeline',
      description: 'Clavardez, écrivez ou téléphonez à l’équipe Ridgeline sept jours sur sept, ou visitez-nous à Squamish.',
    },
    eyebrow: 'Service à la clientèle',
    title: 'Nous joindre',
    intro: 'De vraies personnes qui randonnent, sept jours sur sept. Nous répondons à la plupart des courriels en moins d’un jour.',
    channelsTitle: 'Comment nous joindre',
    channels: [
      {
        icon: 'chat',
        html: strong(
          'Clavardage et courriel',
          'Écrivez à <a href="mailto:aide@ridgeline.example">aide@ridgeline.example</a>, ou ouvrez le clavardage sur n’importe quelle page, de 7 h à 19 h, heure du Pacifique.',
        ),
      },
      {
        icon: 'shield',
        html: strong(
          'Téléphone',
          'Composez le <a href="tel:+18005550199">1-800-555-0199</a>, du lundi au vendredi de 8 h à 18 h, heure du Pacifique. Service en français offert.',
        ),
      },
      {
        icon: 'store',
        html: strong(
          'En personne',
          'Nos magasins de Squamish, en Colombie-Britannique, et de Bend, en Oregon, ajustent les bottes et réparent l’équipement tous les jours.',
        ),
      },
    ],
    body: '<p>Ayez votre numéro de commande sous la main : il figure dans le courriel de confirmation et commence par RL.</p>',
  },
  stillNeedHelp: { title: 'Besoin d’un coup de main?', text: '<p>Nos experts sont là sept jours sur sept.</p>' },
});
