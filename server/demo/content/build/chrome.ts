import type { z } from 'zod';
import type { footerSchema, promoBarSchema } from '../../../../schemas';
import type { SeedDocument } from '../../types';
import { link } from '../links';
import { target } from './blocks';
import type { SiteKit } from './site-kit';

type Kit = SiteKit<string, string, string>;

/** The `*` espot: the promo bar every page's "header inherited" section receives. */
export function globalEspot(kit: Kit): SeedDocument {
  const { brand, copy } = kit;
  const { clickable } = brand.promo;
  const promoBar: z.input<typeof promoBarSchema> = {
    id: kit.blockId('espot', 'promo-bar'),
    type: 'promoBar',
    autorotateTime: 5,
    closable: true,
    messages: copy.chrome.promo(kit.money).map((text, i) => ({
      clickable: i === clickable,
      richText: `<p>${text}</p>`,
      targets: i === clickable ? [target(kit.url(brand.promo.target), copy.chrome.promoLink, 'link', 'sm')] : [],
      textColor: brand.colors.paper,
      hoverLinkColor: brand.colors.accent,
      background: brand.colors.ink,
    })),
  };
  return {
    siteId: kit.siteId,
    docType: 'espot',
    key: 'global',
    name: 'Every page: promo bar',
    data: { routePattern: '*', sections: [{ name: 'header inherited', items: [promoBar] }] },
  };
}

/** The footer: shop, help, company and membership columns, social links, newsletter call-out, legal line. */
export function footer(kit: Kit): SeedDocument {
  const { brand, copy } = kit;
  const { columns, newsletter, legal } = copy.chrome.footer;
  const named = (keys: readonly Parameters<typeof link>[0][]) => keys.map((key) => target(kit.url(link(key)), kit.label(link(key)), 'link', 'sm'));
  const block: z.input<typeof footerSchema> = {
    id: kit.blockId('footer'),
    type: 'footer',
    columns: [
      { title: columns.shop, links: brand.footer.shop.map((id) => target(kit.category(id).url, kit.category(id).label, 'link', 'sm')) },
      { title: columns.help, links: named(brand.footer.help) },
      { title: columns.company, links: named(brand.footer.company) },
      { title: columns.membership, links: named(brand.footer.membership) },
    ],
    social: [...brand.footer.social],
    newsletter: { title: newsletter.title, richText: `<p>${newsletter.text}</p>` },
    showLocaleSelector: true,
    legal,
    colours: { text: brand.colors.paper, background: brand.colors.ink, accent: brand.colors.accent },
  };
  return { siteId: kit.siteId, docType: 'footer', key: 'footer', name: 'Footer', data: block };
}
