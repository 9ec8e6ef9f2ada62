import type { SeedDocument } from '../../types';
import { banner, collection, headerInherited, media, paragraphs, section, target } from './blocks';
import type { CategoryInfo, SiteKit } from './site-kit';

type Kit = SiteKit<string, string, string>;

const card = (kit: Kit, owner: number, c: CategoryInfo) =>
  banner({
    id: kit.blockId('c', owner, 'card', c.id),
    title: c.title,
    media: media(c.image, 'card'),
    mediaTarget: { url: c.url },
    targets: [target(c.url, kit.copy.chrome.common.shopNow, 'link', 'sm')],
    linkType: 'CTA',
  });

/**
 * One category page: a banner with the category's title and intro, then its sub-categories, or for a
 * leaf its siblings, loaded lazily below the fold.
 */
function categoryPage(kit: Kit, c: CategoryInfo): SeedDocument {
  const parent = c.parentId === undefined ? undefined : kit.category(c.parentId);
  const children = c.childIds.map(kit.category);
  const siblings = (parent?.childIds ?? [])
    .filter((id) => id !== c.id)
    .map(kit.category)
    .slice(0, 4);
  const grid = {
    sm: { type: 'carousel', slideWidth: '45%', showIndicators: true },
    md: { type: 'grid', columns: 3 },
    lg: { type: 'grid', columns: 4 },
  } as const;
  const sections = [
    headerInherited(),
    section('hero', [
      banner({
        id: kit.blockId('c', c.id, 'hero'),
        ...(parent && { eyebrow: { text: parent.title } }),
        title: c.title,
        richText: paragraphs(c.intro),
        media: media(c.image, 'wide'),
        gradientStyle: 'focused',
        gradientTone: 'dark',
        colours: { text: '#ffffff' },
        overlayWidth: 'md',
        isFullWidth: true,
        responsiveLayout: { sm: { layout: 'stacked', alignment: 'start' }, md: { layout: 'overlay', alignment: 'start' } },
      }),
    ]),
    children.length > 0
      ? section('subcategories', [
          collection(
            { id: kit.blockId('c', c.id, 'subcategories'), breakpoints: grid },
            children.map((child) => card(kit, c.id, child)),
          ),
        ])
      : section('related lazy load', [
          collection(
            { id: kit.blockId('c', c.id, 'related'), title: parent?.title, breakpoints: grid },
            siblings.map((s) => card(kit, c.id, s)),
          ),
        ]),
  ];
  return {
    siteId: kit.siteId,
    docType: 'category',
    key: String(c.id),
    name: c.title,
    data: { seo: { title: `${c.title} | ${kit.site.brand.name}`, description: c.description }, sections },
  };
}

/** A category document for every category the menu and content link to. */
export const categoryPages = (kit: Kit): SeedDocument[] => kit.categories.map((c) => categoryPage(kit, c));
