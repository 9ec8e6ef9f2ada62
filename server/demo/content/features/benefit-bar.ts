import type { z } from 'zod';
import type { benefitBarSchema, benefitSchema } from '../../../../schemas';
import type { Section } from '../../../../schemas';
import { formatPrice } from '../imports';
import type { Site } from '../imports';
import type { FeatureSeed } from './feature-seed';

type BenefitInput = z.input<typeof benefitSchema>;

/**
 * Each site's promises. Kestrel's sites (GB, FR, DE) carry no free-shipping benefit at all (spec 001 §9, and
 * the brand's copy never mentions it); the render rule would drop one anyway.
 */
const benefits = (site: Site): BenefitInput[] => {
  const base = `/${site.locale.locale}`;
  const returns = { url: `${base}/help/returns/how-to-return` };
  const loyalty = { url: `${base}/loyalty` };
  // The free-shipping threshold in the site's currency, written by the formatting module (whole units, minor units in).
  const over = (minorUnits: number) => formatPrice(minorUnits, site.locale.currency, site.locale.tag, { wholeUnits: true });
  switch (site.locale.locale) {
    case 'en-us':
      return [
        { icon: 'truck', text: `Free shipping on orders over ${over(7500)}`, benefit: 'freeShipping' },
        { icon: 'return', text: 'Free returns within 60 days', benefit: 'freeReturns', target: { ...returns, text: 'How returns work' } },
        { icon: 'star', text: 'Earn points with Ridgeline Rewards', benefit: 'loyalty', target: { ...loyalty, text: 'Join for free' } },
        { icon: 'leaf', text: 'Repairs for the life of your gear' },
      ];
    case 'en-ca':
      return [
        { icon: 'truck', text: `Free shipping on orders over ${over(9900)}`, benefit: 'freeShipping' },
        { icon: 'return', text: 'Free returns within 60 days', benefit: 'freeReturns', target: { ...returns, text: 'How returns work' } },
        { icon: 'star', text: 'Earn points with Ridgeline Rewards', benefit: 'loyalty', target: { ...loyalty, text: 'Join for free' } },
        { icon: 'leaf', text: 'Repairs for the life of your gear, at our service centre' },
      ];
    case 'fr-ca':
      return [
        { icon: 'truck', text: `Livraison gratuite dès ${over(9900)} d’achat`, benefit: 'freeShipping' },
        {
          icon: 'return',
          text: 'Retours gratuits pendant 60 jours',
          benefit: 'freeReturns',
          target: { ...returns, text: 'Comment retourner un article' },
        },
        {
          icon: 'star',
          text: 'Accumulez des points avec Ridgeline Récompenses',
          benefit: 'loyalty',
          target: { ...loyalty, text: 'Adhésion gratuite' },
        },
        { icon: 'leaf', text: 'Réparations pour toute la vie de votre équipement' },
      ];
    case 'en-gb':
      return [
        { icon: 'return', text: 'Free returns within 30 days', benefit: 'freeReturns', target: { ...returns, text: 'How returns work' } },
        { icon: 'star', text: 'Kestrel Club: 10% off your first order', benefit: 'loyalty', target: { ...loyalty, text: 'Join the club' } },
        { icon: 'store', text: 'Tested by our run clubs in 12 cities' },
      ];
    case 'fr-fr':
      return [
        {
          icon: 'return',
          text: 'Retours gratuits sous 30 jours',
          benefit: 'freeReturns',
          target: { ...returns, text: 'Comment retourner un article' },
        },
        {
          icon: 'star',
          text: 'Kestrel Club : −10 % sur votre première commande',
          benefit: 'loyalty',
          target: { ...loyalty, text: 'Rejoindre le club' },
        },
        { icon: 'store', text: 'Testé par nos clubs de course dans 12 villes' },
      ];
    default:
      return [
        {
          icon: 'return',
          text: 'Kostenlose Rücksendung innerhalb von 30 Tagen',
          benefit: 'freeReturns',
          target: { ...returns, text: 'So funktioniert die Rücksendung' },
        },
        {
          icon: 'star',
          text: 'Kestrel Club: 10 % Rabatt auf die erste Bestellung',
          benefit: 'loyalty',
          target: { ...loyalty, text: 'Jetzt beitreten' },
        },
        { icon: 'store', text: 'Getestet von unseren Lauftreffs in 12 Städten' },
      ];
  }
};

const bar = (site: Site, where: string): z.input<typeof benefitBarSchema> => ({
  id: `benefits-${where}-${site.siteId}`,
  type: 'benefitBar',
  name: 'Our promises',
  isFullWidth: true,
  closable: true,
  items: benefits(site),
});

/** A benefit bar at the foot of the home page and on the explore page, one id each so closing one is per bar. */
export const benefitBarFeature: FeatureSeed = {
  name: 'benefit bar',
  homeSections: (site): Section[] => [{ name: 'benefits', items: [bar(site, 'home')] as Section['items'] }],
  landingSections: (site): Section[] => [{ name: 'benefits', items: [bar(site, 'explore')] as Section['items'] }],
};
