import type { BuiltInIcon } from '../../../../schemas';
import type { Money } from '../copy-types';
import type { LinkKey } from '../links';

/** A service promise: its icon, its words (bold lead, then detail) and, where there is more to read, a link. */
export interface PromiseCopy {
  readonly icon: BuiltInIcon;
  readonly html: (money: Money) => string;
  readonly link?: { readonly to: LinkKey; readonly text: string };
}

/** The words of the navigation blocks for one locale; links and category names come from the site itself. */
export interface NavigationCopy {
  /** The secondary navigation: its name, and the name of the explore page it starts with. */
  readonly departments: { readonly title: string; readonly explore: string };
  readonly activities: { readonly title: string; readonly text: string };
  /** Four promises on the explore page; the home page shows the first three in one row. */
  readonly promises: { readonly title: string; readonly items: readonly [PromiseCopy, PromiseCopy, PromiseCopy, PromiseCopy] };
  readonly cta: { readonly title: string; readonly text: string; readonly club: string };
}

const strong = (lead: string, rest: string) => `<p><strong>${lead}</strong> ${rest}</p>`;

export const ridgelineEnUs: NavigationCopy = {
  departments: { title: 'Shop by department', explore: 'Explore' },
  activities: { title: 'Find your trail', text: '<p>Pick an activity and we will show you the boots, layers and packs our guides trust for it.</p>' },
  promises: {
    title: 'Why shop with Ridgeline',
    items: [
      { icon: 'truck', html: (money) => strong(`Free shipping over ${money(75)}`, 'Delivered to your door in 3 to 5 business days.') },
      {
        icon: 'returns',
        html: () => strong('Free returns for 60 days', 'Worn it on the trail and it does not fit? Send it back.'),
        link: { to: 'returns', text: 'How returns work' },
      },
      {
        icon: 'chat',
        html: () => strong('Ask a trail expert', 'Our guides answer fit and gear questions seven days a week.'),
        link: { to: 'contact', text: 'Contact us' },
      },
      {
        icon: 'gift',
        html: () => strong('Ridgeline Rewards', 'Members earn points on every order and get early access to new gear.'),
        link: { to: 'loyalty', text: 'Join for free' },
      },
    ],
  },
  cta: {
    title: 'Ready for the long way up?',
    text: '<p>Start with our newest collections, or join Ridgeline Rewards before you go.</p>',
    club: 'Join Ridgeline Rewards',
  },
};

/** Canadian English: the American words, with a threshold in Canadian dollars and Canadian spelling. */
export const ridgelineEnCa: NavigationCopy = {
  ...ridgelineEnUs,
  promises: {
    ...ridgelineEnUs.promises,
    items: [
      { icon: 'truck', html: (money) => strong(`Free shipping across Canada over ${money(99)}`, 'Delivered to your door in 3 to 7 business days.') },
      ridgelineEnUs.promises.items[1],
      {
        icon: 'chat',
        html: () => strong('Ask a trail expert', 'Our guides in Squamish answer fit and gear questions seven days a week.'),
        link: { to: 'contact', text: 'Contact us' },
      },
      ridgelineEnUs.promises.items[3],
    ],
  },
};

export const ridgelineFrCa: NavigationCopy = {
  departments: { title: 'Magasiner par rayon', explore: 'Explorer' },
  activities: {
    title: 'Trouvez votre sentier',
    text: '<p>Choisissez une activité : nous vous montrons les bottes, les couches et les sacs à dos que nos guides recommandent.</p>',
  },
  promises: {
    title: 'Pourquoi magasiner chez Ridgeline',
    items: [
      { icon: 'truck', html: (money) => strong(`Livraison gratuite au Canada dès ${money(99)}`, 'Livrée chez vous en 3 à 7 jours ouvrables.') },
      {
        icon: 'returns',
        html: () => strong('Retours gratuits pendant 60 jours', 'Vous l’avez porté en sentier et la pointure ne va pas? Retournez-le.'),
        link: { to: 'returns', text: 'Comment retourner un article' },
      },
      {
        icon: 'chat',
        html: () => strong('Parlez à un expert', 'Nos guides répondent à vos questions sur l’ajustement par courriel, sept jours sur sept.'),
        link: { to: 'contact', text: 'Nous joindre' },
      },
      {
        icon: 'gift',
        html: () => strong('Ridgeline Récompenses', 'Les membres accumulent des points à chaque commande et découvrent les nouveautés en primeur.'),
        link: { to: 'loyalty', text: 'Adhérer gratuitement' },
      },
    ],
  },
  cta: {
    title: 'Prêts pour la grande montée?',
    text: '<p>Découvrez nos nouvelles collections, ou joignez Ridgeline Récompenses avant de partir.</p>',
    club: 'Joindre Ridgeline Récompenses',
  },
};
