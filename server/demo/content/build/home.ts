import type { SeedDocument } from '../../types';
import type { Card, FeaturedCard } from '../brand-types';
import type { CardCopy } from '../copy-types';
import { category } from '../links';
import { banner, collection, headerInherited, hero, media, paragraphs, section, target } from './blocks';
import type { SiteKit } from './site-kit';
import { featureHomeSections } from '../features/landing';

type Kit<P extends string> = SiteKit<string, P, string>;

/** A featured carousel card: a product with its price, or a category. */
function featuredCard<P extends string>(kit: Kit<P>, card: FeaturedCard<P>, index: number) {
  const { copy, brand } = kit;
  const id = kit.blockId('home', 'featured', index + 1);
  const shopNow = copy.chrome.common.shopNow;
  if ('category' in card) {
    const c = kit.category(card.category);
    return banner({
      id,
      title: c.title,
      media: media(c.image, 'card'),
      mediaTarget: { url: c.url },
      targets: [target(c.url, shopNow, 'link', 'sm')],
      linkType: 'CTA',
    });
  }
  const product = brand.products[card.product];
  const url = kit.url(category(product.category));
  return banner({
    id,
    title: product.name,
    subtitle: `${copy.products[card.product]} · ${kit.price(card.product)}`,
    badge: card.badge && copy.chrome.common.badges[card.badge],
    media: media(product.image, 'card'),
    mediaTarget: { url },
    targets: [target(url, shopNow, 'link', 'sm')],
    linkType: 'CTA',
    promotionTracking: { creativeName: `featured-${card.product}`, promotionName: product.name },
  });
}

/** The home page: hero, featured carousel, card grids, stacked stories, CTA buttons and lazy stories below the fold. */
export function homePage<P extends string>(kit: Kit<P>): SeedDocument {
  const { copy, brand } = kit;
  const h = copy.home;
  const layout = brand.home;
  const id = (...parts: (string | number)[]) => kit.blockId('home', ...parts);
  const heroUrls = layout.hero.targets.map(kit.url);
  const cards = (name: string, list: readonly Card[], words: readonly CardCopy[], layoutName: 'tile' | 'wide') =>
    list.map((card, i) => {
      const url = kit.url(card.target);
      const w = words[i] ?? { title: '', text: '', cta: '' };
      return banner({
        id: id(name, i + 1),
        title: w.title,
        richText: paragraphs(w.text),
        media: media(card.image, layoutName),
        mediaTarget: { url },
        targets: [target(url, w.cta, 'secondary')],
        gradientStyle: 'full',
        gradientTone: 'dark',
      });
    });
  const sections = [
    headerInherited(),
    section('hero', [
      hero({
        id: id('hero'),
        eyebrow: { text: h.hero.eyebrow },
        title: h.hero.title,
        richText: h.hero.richText((product) => kit.price(product)),
        targets: heroUrls.map((url, i) => target(url, h.hero.targets[i] ?? '', i === 0 ? 'primary' : 'secondary', 'lg')),
        equalTargetSize: true,
        media: media(layout.hero.image, 'hero', h.hero.alt),
        mediaTarget: { url: heroUrls[0] ?? `/${kit.site.locale.locale}` },
        gradientStyle: 'focused',
        gradientTone: 'dark',
        colours: { text: '#ffffff' },
        overlayWidth: 'sm',
        responsiveLayout: {
          sm: { layout: 'stacked', alignment: 'center' },
          md: { layout: 'overlay', alignment: 'start' },
          lg: { layout: 'overlay', alignment: 'start' },
        },
        promotionTracking: layout.hero.promotion,
        isFullWidth: true,
        linkType: 'CTA',
      }),
    ]),
    section('featured', [
      collection(
        {
          id: id('featured'),
          title: h.featured.title,
          breakpoints: {
            sm: {
              type: 'carousel',
              slideWidth: '78%',
              slidePadding: 0.75,
              margin: 1,
              autoplay: true,
              autorotateTime: 6,
              loop: true,
              showArrows: false,
              showIndicators: true,
            },
            md: {
              type: 'carousel',
              slideWidth: '40%',
              slidePadding: 1,
              margin: 1.5,
              autoplay: true,
              autorotateTime: 6,
              loop: true,
              showArrows: true,
              showIndicators: true,
            },
            lg: { type: 'carousel', slideWidth: '24%', slidePadding: 1.25, margin: 2, showArrows: true, showProgress: true },
          },
        },
        layout.featured.map((card, i) => featuredCard(kit, card, i)),
      ),
    ]),
    section('threeCardGrid', [
      collection(
        {
          id: id('three-cards'),
          variant: 'threeCardGrid',
          title: h.threeCards.title,
          breakpoints: { sm: { type: 'carousel', slideWidth: '85%', showIndicators: true }, md: { type: 'grid', columns: 3 } },
        },
        cards('three-cards', layout.threeCards, h.threeCards.items, 'tile'),
      ),
    ]),
    section('highlightCenter', [
      collection(
        {
          id: id('highlight'),
          variant: 'highlightCenter',
          title: h.highlight.title,
          breakpoints: { sm: { type: 'carousel', slideWidth: '80%', loop: true, showIndicators: true }, md: { type: 'grid', columns: 3 } },
        },
        cards('highlight', layout.highlight, h.highlight.items, 'tile'),
      ),
    ]),
    section('[stacked]', [
      collection(
        { id: id('stacked'), name: '[stacked]', isFullWidth: true, breakpoints: { sm: { type: 'grid', columns: 1 } } },
        cards('stacked', layout.stacked, h.stacked, 'wide').map(
          (card, i) =>
            ({
              ...card,
              responsiveLayout: {
                sm: { layout: 'stacked', alignment: 'start' },
                md: { layout: i % 2 ? 'split-end' : 'split-start', alignment: 'center' },
              },
            }) as const,
        ),
      ),
    ]),
    section('cta', [
      collection(
        {
          id: id('cta'),
          variant: 'cta',
          title: h.cta.title,
          breakpoints: {
            sm: { type: 'carousel', slideMaxWidth: '19.25rem', showArrows: false },
            md: { type: 'carousel', slideMaxWidth: '26.5rem', showArrows: true },
            lg: { type: 'grid', columns: 4, slideMaxWidth: '26.5rem' },
          },
        },
        layout.cta.map((categoryId, i) => {
          const c = kit.category(categoryId);
          return banner({ id: id('cta', i + 1), targets: [target(c.url, c.label, i === 0 ? 'primary' : 'secondary')], linkType: 'CTA' });
        }),
      ),
    ]),
    section('stories lazy load', [
      collection(
        {
          id: id('stories'),
          title: h.stories.title,
          breakpoints: {
            sm: { type: 'carousel', slideWidth: '85%', showIndicators: true },
            md: { type: 'grid', columns: 2 },
            lg: { type: 'grid', columns: 4 },
          },
        },
        layout.stories.map((card, i) => {
          const story = h.stories.items[i] ?? { eyebrow: '', title: '', text: '' };
          return banner({
            id: id('stories', i + 1),
            eyebrow: { text: story.eyebrow },
            title: story.title,
            richText: paragraphs(story.text),
            media: media(card.image, 'card'),
            mediaTarget: { url: kit.url(card.target) },
            linkType: 'No-CTA',
          });
        }),
      ),
    ]),
  ];
  return {
    siteId: kit.siteId,
    docType: 'page',
    key: 'home',
    name: 'Home',
    data: { seo: h.seo, sections: [...sections, ...featureHomeSections(kit.site)] },
  };
}
