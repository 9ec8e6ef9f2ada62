import type { DemoImageId } from '../../../../images';
import type { SeedDocument } from '../../types';
import type { PageCopy } from '../copy-types';
import { category, link, type LinkKey } from '../links';
import { banner, collection, headerInherited, hero, media, paragraphs, section, target } from './blocks';
import type { SiteKit } from './site-kit';

type Kit = SiteKit<string, string, string>;

/** Cards that lead on to other pages of the about section. */
function onward(kit: Kit, key: string, keys: readonly LinkKey[], teaser: (key: LinkKey) => string) {
  const images: Partial<Record<LinkKey, DemoImageId>> = { about: kit.brand.pages.about, ourStory: kit.brand.pages.ourStory, sustainability: kit.brand.pages.sustainability };
  return collection(
    { id: kit.blockId(key, 'more'), breakpoints: { sm: { type: 'grid', columns: 1 }, md: { type: 'grid', columns: 2 } } },
    keys.map((k) => {
      const url = kit.url(link(k));
      const picture = images[k];
      return banner({
        id: kit.blockId(key, 'more', k),
        title: kit.label(link(k)),
        richText: paragraphs(teaser(k)),
        ...(picture && { media: media(picture, 'wide') }),
        mediaTarget: { url },
        targets: [target(url, kit.label(link(k)), 'secondary')],
      });
    }),
  );
}

/** An editorial page: hero with eyebrow, title and intro, then its body copy, then onward links (lazy). */
function editorial(kit: Kit, key: string, copy: PageCopy, picture: DemoImageId, more: ReturnType<typeof onward>, parentKey?: string): SeedDocument {
  const sections = [
    headerInherited(),
    section('hero', [
      hero({ id: kit.blockId(key, 'hero'), eyebrow: { text: copy.eyebrow }, title: copy.title, richText: paragraphs(copy.intro), media: media(picture, 'wide'), gradientStyle: 'full', gradientTone: 'dark', colours: { text: '#ffffff' }, overlayWidth: 'md', isFullWidth: true }),
    ]),
    section('body', [banner({ id: kit.blockId(key, 'body'), richText: copy.body, styles: { typeface: 'body' }, linkType: 'No-CTA' })]),
    section('more lazy load', [more]),
  ];
  return { siteId: kit.siteId, docType: 'page', key, parentKey: parentKey ?? null, name: copy.title, data: { seo: copy.seo, sections } };
}

/** The about page and its two children (`children/{siteId}/about` answers them). */
export function aboutPages(kit: Kit): SeedDocument[] {
  const { about, ourStory, sustainability } = kit.copy.pages;
  const { pages } = kit.brand;
  const teasers = (k: LinkKey): string => (k === 'ourStory' ? about.teasers.ourStory : k === 'sustainability' ? about.teasers.sustainability : about.intro);
  return [
    editorial(kit, 'about', about, pages.about, onward(kit, 'about', ['ourStory', 'sustainability'], teasers)),
    editorial(kit, 'our-story', ourStory, pages.ourStory, onward(kit, 'our-story', ['about', 'sustainability'], teasers), 'about'),
    editorial(kit, 'sustainability', sustainability, pages.sustainability, onward(kit, 'sustainability', ['about', 'ourStory'], teasers), 'about'),
  ];
}

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
        { id: kit.blockId('error-4xx', 'suggestions'), title: notFound.popularTitle, breakpoints: { sm: { type: 'carousel', slideWidth: '70%' }, md: { type: 'grid', columns: 3 } } },
        kit.brand.notFound.cards.map((id) => {
          const c = kit.category(id);
          return banner({ id: kit.blockId('error-4xx', 'card', id), title: c.title, media: media(c.image, 'card'), mediaTarget: { url: kit.url(category(id)) }, targets: [target(c.url, kit.copy.chrome.common.shopNow, 'link', 'sm')] });
        }),
      ),
    ]),
  ];
  return { siteId: kit.siteId, docType: 'augmentedpage', key: 'error-4xx', name: notFound.title, data: { seo: { ...notFound.seo, noIndex: true }, sections } };
}
