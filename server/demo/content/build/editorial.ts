import type { DemoImageId } from '../../../images';
import type { SeedDocument } from '../../types';
import type { PageCopy } from '../copy-types';
import { infoPageKeys, link, type LinkKey } from '../links';
import { banner, collection, headerInherited, hero, media, paragraphs, section, target } from './blocks';
import type { SiteKit } from './site-kit';

type Kit = SiteKit<string, string, string>;

/** The line that sells a page on a card pointing to it. */
function teaser(kit: Kit, key: LinkKey): string {
  const { about, info } = kit.copy.pages;
  if (key === 'ourStory' || key === 'sustainability') return about.teasers[key];
  const infoKey = infoPageKeys.find((k) => k === key);
  return infoKey ? info[infoKey].intro : about.intro;
}

function pictureOf(kit: Kit, key: LinkKey): DemoImageId {
  const { pages } = kit.brand;
  return key === 'about' || key === 'ourStory' || key === 'sustainability' ? pages[key] : pages.info;
}

/** Cards that lead on to related pages. */
function onward(kit: Kit, owner: string, keys: readonly LinkKey[]) {
  return collection(
    { id: kit.blockId(owner, 'more'), breakpoints: { sm: { type: 'grid', columns: 1 }, md: { type: 'grid', columns: 2 } } },
    keys.map((k) => {
      const url = kit.url(link(k));
      return banner({
        id: kit.blockId(owner, 'more', k),
        title: kit.label(link(k)),
        richText: paragraphs(teaser(kit, k)),
        media: media(pictureOf(kit, k), 'wide'),
        mediaTarget: { url },
        targets: [target(url, kit.label(link(k)), 'secondary')],
      });
    }),
  );
}

/**
 * Editorial copy names amounts as `{price:10}`, written here in the site's currency by the formatting module
 * (en-ca shares en-us's copy but pays in CAD).
 */
const withPrices = (html: string, money: Kit['money']): string =>
  html.replace(/\{price:(\d+(?:\.\d+)?)\}/g, (_, amount: string) => money(Number(amount)));

/** An editorial page: hero with eyebrow, title and intro, its body copy, then onward cards (lazy). */
export function editorialPage(
  kit: Kit,
  key: string,
  copy: PageCopy,
  picture: DemoImageId,
  next: readonly LinkKey[],
  parentKey?: string,
): SeedDocument {
  const sections = [
    headerInherited(),
    section('hero', [
      hero({
        id: kit.blockId(key, 'hero'),
        eyebrow: { text: copy.eyebrow },
        title: copy.title,
        richText: paragraphs(copy.intro),
        media: media(picture, 'wide'),
        gradientStyle: 'full',
        gradientTone: 'dark',
        colours: { text: '#ffffff' },
        overlayWidth: 'md',
        isFullWidth: true,
      }),
    ]),
    section('body', [
      banner({ id: kit.blockId(key, 'body'), richText: withPrices(copy.body, kit.money), styles: { typeface: 'body' }, linkType: 'No-CTA' }),
    ]),
    section('more lazy load', [onward(kit, key, next)]),
  ];
  return { siteId: kit.siteId, docType: 'page', key, parentKey: parentKey ?? null, name: copy.title, data: { seo: copy.seo, sections } };
}
