import type { z } from 'zod';
import type { popupSchema } from '../../../../schemas';
import { image } from '../build/blocks';
import type { Site } from '../imports';
import type { FeatureSeed } from './feature-seed';

type PopupInput = z.input<typeof popupSchema>;

interface PopupCopy {
  readonly title: string;
  readonly tab: string;
  readonly eyebrow: string;
  readonly text: string;
  readonly cta: string;
  readonly second: string;
  readonly disclaimer: string;
}

/** Each site's two pop-ups: the newsletter offer first, then the loyalty programme. */
const copy: Readonly<Record<string, { readonly newsletter: PopupCopy; readonly account: PopupCopy }>> = {
  'en-us': {
    newsletter: {
      title: 'Trail notes, straight to your inbox',
      tab: 'Get 10% off',
      eyebrow: 'Ridgeline newsletter',
      text: '<p>Sign up for our weekly email and take <strong>10% off</strong> your first order, plus early word on new gear and the best trails of the season.</p>',
      cta: 'Sign up for emails',
      second: 'How we use your email',
      disclaimer: 'By signing up you agree to receive marketing emails from Ridgeline. Unsubscribe at any time. Offer valid on full-price items.',
    },
    account: {
      title: 'Join Ridgeline Rewards',
      tab: 'Earn rewards',
      eyebrow: 'Members only',
      text: '<p>Earn points on every order, get free returns for life and be first in line for limited colorways.</p>',
      cta: 'Join for free',
      second: 'Rewards terms',
      disclaimer: 'Open to US residents aged 16 or over. Points expire after 12 months without an order.',
    },
  },
  'en-ca': {
    newsletter: {
      title: 'Trail notes, straight to your inbox',
      tab: 'Get 10% off',
      eyebrow: 'Ridgeline newsletter',
      text: '<p>Sign up for our weekly email and take <strong>10% off</strong> your first order, plus early word on new gear and our favourite trails of the season.</p>',
      cta: 'Sign up for emails',
      second: 'How we use your email',
      disclaimer: 'By signing up you agree to receive marketing emails from Ridgeline. Unsubscribe at any time. Offer valid on full-price items.',
    },
    account: {
      title: 'Join Ridgeline Rewards',
      tab: 'Earn rewards',
      eyebrow: 'Members only',
      text: '<p>Earn points on every order, get free returns for life and be first in line for limited colourways.</p>',
      cta: 'Join for free',
      second: 'Rewards terms',
      disclaimer: 'Open to residents of Canada aged 16 or over. Points expire after 12 months without an order.',
    },
  },
  'fr-ca': {
    newsletter: {
      title: 'Nos conseils de sentier dans votre boîte de courriel',
      tab: '10 % de rabais',
      eyebrow: 'Infolettre Ridgeline',
      text: '<p>Abonnez-vous à notre infolettre hebdomadaire et obtenez <strong>10 % de rabais</strong> sur votre première commande, en plus des nouveautés et des plus beaux sentiers de la saison.</p>',
      cta: 'Je m’abonne',
      second: 'Utilisation de votre courriel',
      disclaimer:
        'En vous abonnant, vous acceptez de recevoir des courriels promotionnels de Ridgeline. Désabonnement possible en tout temps. Offre valable sur les articles à prix régulier.',
    },
    account: {
      title: 'Devenez membre Ridgeline Récompenses',
      tab: 'Accumulez des points',
      eyebrow: 'Réservé aux membres',
      text: '<p>Accumulez des points à chaque commande, profitez de retours gratuits à vie et magasinez avant tout le monde nos couleurs en édition limitée.</p>',
      cta: 'Adhésion gratuite',
      second: 'Conditions du programme',
      disclaimer: 'Offert aux résidents du Canada âgés de 16 ans ou plus. Les points expirent après 12 mois sans commande.',
    },
  },
  'en-gb': {
    newsletter: {
      title: 'Training plans, straight to your inbox',
      tab: 'Get 10% off',
      eyebrow: 'Kestrel newsletter',
      text: '<p>Sign up for our fortnightly email and take <strong>10% off</strong> your first order, plus training plans and first news of every launch.</p>',
      cta: 'Sign up for emails',
      second: 'How we use your email',
      disclaimer: 'By signing up you agree to receive marketing emails from Kestrel. Unsubscribe at any time. Offer valid on full-price items.',
    },
    account: {
      title: 'Join the Kestrel Club',
      tab: 'Run with the club',
      eyebrow: 'Members only',
      text: '<p>Free weekly club runs in 12 cities, early access to launches and member prices on your favourite colourways.</p>',
      cta: 'Join for free',
      second: 'Club terms',
      disclaimer: 'Open to anyone aged 16 or over living in the UK or the European Union.',
    },
  },
  'fr-fr': {
    newsletter: {
      title: 'Nos plans d’entraînement dans votre boîte mail',
      tab: '−10 % offerts',
      eyebrow: 'Newsletter Kestrel',
      text: '<p>Inscrivez-vous à notre e-mail bimensuel et profitez de <strong>−10 %</strong> sur votre première commande, avec des plans d’entraînement et chaque lancement en avant-première.</p>',
      cta: 'Je m’inscris',
      second: 'Utilisation de vos données',
      disclaimer:
        'En vous inscrivant, vous acceptez de recevoir des e-mails commerciaux de Kestrel. Désinscription possible à tout moment. Offre valable sur les articles non soldés.',
    },
    account: {
      title: 'Rejoignez le Kestrel Club',
      tab: 'Courez avec le club',
      eyebrow: 'Réservé aux membres',
      text: '<p>Des sorties collectives gratuites chaque semaine dans 12 villes, un accès anticipé aux lancements et des prix membres sur vos coloris préférés.</p>',
      cta: 'Adhésion gratuite',
      second: 'Conditions du Club',
      disclaimer: 'Ouvert à toute personne de 16 ans ou plus résidant au Royaume-Uni ou dans l’Union européenne.',
    },
  },
  'de-de': {
    newsletter: {
      title: 'Trainingspläne direkt in dein Postfach',
      tab: '10 % Rabatt sichern',
      eyebrow: 'Kestrel-Newsletter',
      text: '<p>Melde dich für unseren Newsletter an, der alle zwei Wochen erscheint, und spare <strong>10 %</strong> bei deiner ersten Bestellung – dazu Trainingspläne und alle Neuheiten zuerst.</p>',
      cta: 'Jetzt anmelden',
      second: 'So nutzen wir deine E-Mail-Adresse',
      disclaimer:
        'Mit der Anmeldung stimmst du dem Erhalt von Werbe-E-Mails von Kestrel zu. Abmeldung jederzeit möglich. Gilt nur für nicht reduzierte Artikel.',
    },
    account: {
      title: 'Werde Mitglied im Kestrel Club',
      tab: 'Lauf mit dem Club',
      eyebrow: 'Nur für Mitglieder',
      text: '<p>Kostenlose Lauftreffs jede Woche in 12 Städten, früher Zugang zu Neuheiten und Mitgliederpreise für deine Lieblingsfarben – ganz ohne Gebühr.</p>',
      cta: 'Kostenlos beitreten',
      second: 'Club-Bedingungen',
      disclaimer: 'Offen für alle ab 16 Jahren mit Wohnsitz im Vereinigten Königreich oder in der Europäischen Union.',
    },
  },
};

function popup(site: Site, kind: 'newsletter' | 'account', c: PopupCopy): PopupInput {
  const base = `/${site.locale.locale}`;
  const ridgeline = site.brand.id === 'ridgeline';
  return {
    id: `popup-${kind}-${site.siteId}`,
    type: 'popup',
    name: kind === 'newsletter' ? 'Newsletter offer' : 'Loyalty programme',
    kind,
    title: c.title,
    minimizedTitle: c.tab,
    maximizedTitle: c.eyebrow,
    // The loyalty pop-up waits longer: it is second in line and should never feel like a barrage.
    ...(kind === 'account' && { delay: 4000 }),
    logo: image(ridgeline ? 'rl-topo' : 'ks-halftone', 160, 160, `${site.brand.name}`),
    logoSize: 'sm',
    richText: c.text,
    targets: [
      { url: `${base}/loyalty`, text: c.cta, style: 'primary', size: 'md' },
      { url: kind === 'newsletter' ? `${base}/privacy` : `${base}/loyalty-terms`, text: c.second, style: 'link', size: 'sm' },
    ],
    disclaimer: c.disclaimer,
    promotionTracking: { promotionId: `popup-${kind}`, promotionName: kind === 'newsletter' ? 'Newsletter 10% off' : 'Loyalty sign-up' },
  };
}

/** A `popups` document per site (key `popups`): what the storefront's pop-up manager shows, first undismissed first. */
export const popupsFeature: FeatureSeed = {
  name: 'popups',
  documents: (site) => {
    const c = copy[site.locale.locale];
    if (!c) return [];
    return [
      {
        siteId: site.siteId,
        docType: 'popups',
        key: 'popups',
        name: 'Pop-ups',
        data: { popups: [popup(site, 'newsletter', c.newsletter), popup(site, 'account', c.account)] },
      },
    ];
  },
};
