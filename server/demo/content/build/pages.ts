import type { SeedDocument } from '../../types';
import { category, type InfoPageKey, infoPageKeys, link, type LinkKey, pageKeyOf } from '../links';
import { banner, collection, headerInherited, hero, media, paragraphs, section, target } from './blocks';
import { editorialPage } from './editorial';
import type { SiteKit } from './site-kit';

type Kit = SiteKit<string, string, string>;

/** The about page and its two children (`children/{siteId}/about` answers them). */
export function aboutPages(kit: Kit): SeedDocument[] {
  const { about, ourStory, sustainability } = kit.copy.pages;
  const { pages } = kit.brand;
  return [
    editorialPage(kit, 'about', about, pages.about, ['ourStory', 'sustainability']),
    editorialPage(kit, 'our-story', ourStory, pages.ourStory, ['about', 'sustainability'], 'about'),
    editorialPage(kit, 'sustainability', sustainability, pages.sustainability, ['about', 'ourStory'], 'about'),
  ];
}

/** Where each membership or legal page sends the reader next. */
const NEXT: Readonly<Record<InfoPageKey, readonly LinkKey[]>> = {
  privacy: ['brandTerms', 'smsTerms'],
  brandTerms: ['privacy', 'saleTerms'],
  saleTerms: ['brandTerms', 'privacy'],
  loyalty: ['loyaltyTerms', 'about'],
  loyaltyTerms: ['loyalty', 'privacy'],
  smsTerms: ['privacy', 'loyaltyTerms'],
  associateTerms: ['saleTerms', 'privacy'],
};

/**
 * The SMS terms page ends with the SMS subscription form (read the terms, then sign up; a signed-in shopper updates
 * theirs), before the onward cards. Its title and words are the catalogue's, in the site's language.
 */
function withSmsSignUp(kit: Kit, page: SeedDocument): SeedDocument {
  const sections = page.data.sections as { name: string }[];
  const form = section('sms sign-up', [{ id: kit.blockId(page.key, 'sms'), type: 'smsSubscription' }]);
  const at = sections.findIndex((each) => each.name.startsWith('more'));
  return { ...page, data: { ...page.data, sections: [...sections.slice(0, at), form, ...sections.slice(at)] } };
}

/** Membership, privacy and terms pages, at the paths the spec's fixed links use (`/privacy`, `/loyalty` …). */
export const infoPages = (kit: Kit): SeedDocument[] =>
  infoPageKeys.map((key) => {
    const page = editorialPage(kit, pageKeyOf(key), kit.copy.pages.info[key], kit.brand.pages.info, NEXT[key]);
    return key === 'smsTerms' ? withSmsSignUp(kit, page) : page;
  });

/** The friendly 404: what happened, a way home, a popular category, and a few places to start. */
export function notFoundPage(kit: Kit): SeedDocument {
  const { notFound } = kit.copy.pages;
  const popular = kit.category(kit.brand.notFound.popular);
  const home = kit.url(link('home'));
  const sections = [
    headerInherited(),
    section('error', [
      hero({
        id: kit.blockId('error-4xx', 'hero'),
        title: notFound.title,
        richText: paragraphs(notFound.text),
        targets: [target(home, notFound.home, 'primary'), target(popular.url, popular.title, 'secondary')],
        media: media(kit.brand.pages.notFound, 'wide'),
        gradientStyle: 'full',
        gradientTone: 'dark',
        colours: { text: '#ffffff' },
        overlayWidth: 'md',
      }),
    ]),
    section('suggestions', [
      collection(
        {
          id: kit.blockId('error-4xx', 'suggestions'),
          title: notFound.popularTitle,
          breakpoints: { sm: { type: 'carousel', slideWidth: '70%' }, md: { type: 'grid', columns: 3 } },
        },
        kit.brand.notFound.cards.map((id) => {
          const c = kit.category(id);
          return banner({
            id: kit.blockId('error-4xx', 'card', id),
            title: c.title,
            media: media(c.image, 'card'),
            mediaTarget: { url: kit.url(category(id)) },
            targets: [target(c.url, kit.copy.chrome.common.shopNow, 'link', 'sm')],
          });
        }),
      ),
    ]),
  ];
  return {
    siteId: kit.siteId,
    docType: 'augmentedpage',
    key: 'error-4xx',
    name: notFound.title,
    data: { seo: { ...notFound.seo, noIndex: true }, sections },
  };
}
