import type { DemoImageId } from '../../../images';
import type { SeedDocument } from '../../types';
import { banner, media, paragraphs, section, target } from '../build/blocks';
import type { Site } from '../imports';
import type { FeatureSeed } from './feature-seed';
import { type Message, personalizationCopy } from './personalization-copy';

/** The experience id the demo's `p13n_testcontext` uses: `experience:explore-banner:{a|b}`. */
export const EXPLORE_EXPERIENCE_ID = 'explore-banner';

/** Footwear categories (men's, women's and, at Ridgeline, kids'), where the shoe-fit banner shows. */
export const footwearCategoryIds: Readonly<Record<string, readonly string[]>> = {
  ridgeline: ['1100', '2100', '3100'],
  kestrel: ['41100', '42100'],
};

const images: Readonly<Record<string, readonly [DemoImageId, DemoImageId, DemoImageId, DemoImageId, DemoImageId]>> = {
  ridgeline: ['rl-topo', 'rl-dawn-ridge', 'rl-starry-ridge', 'rl-forest-trail', 'rl-boot-summit'],
  kestrel: ['ks-halftone', 'ks-city-night', 'ks-track-dawn', 'ks-riverside', 'ks-glide'],
};

const copyOf = (site: Site) => {
  const copy = personalizationCopy[site.locale.locale];
  if (!copy) throw new Error(`no personalization copy for ${site.siteId}`);
  return copy;
};

/** A banner of the demo: picture, title, one line and one link. */
const messageBanner = (id: string, message: Message, image: DemoImageId, url: string) =>
  banner({ id, title: message.title, richText: paragraphs(message.body), media: media(image, 'wide'), targets: [target(url, message.cta)] });

function exploreSections(site: Site) {
  const copy = copyOf(site);
  const [scene, welcomeImage, loyaltyImage, storyImage] = images[site.brand.id] ?? [];
  if (!scene || !welcomeImage || !loyaltyImage || !storyImage) throw new Error(`no personalization images for ${site.brand.id}`);
  const id = (...parts: string[]) => [site.siteId, 'p13n', ...parts].join('-');
  const path = (p: string) => `/${site.locale.locale}${p}`;
  const segmentation = {
    id: id('segmentation'),
    type: 'segmentation' as const,
    segments: [
      { id: 'loyalty-loggedin' as const, targets: [messageBanner(id('loyalty'), copy.loyalty, loyaltyImage, path('/loyalty'))] },
      { id: 'loggedout' as const, targets: [messageBanner(id('welcome'), copy.welcome, welcomeImage, path('/loyalty'))] },
    ],
    baselines: [messageBanner(id('segment-baseline'), copy.segmentBaseline, scene, path('/about/our-story'))],
  };
  const [baseline, variantA, variantB] = copy.experience;
  const experience = {
    id: id('experience'),
    type: 'experience' as const,
    experienceId: EXPLORE_EXPERIENCE_ID,
    trackingEvent: 'explore_view',
    baselines: [messageBanner(id('experience-baseline'), baseline, storyImage, path('/about/sustainability'))],
    variants: [
      { name: 'Less waste', variantId: 'a', targets: [messageBanner(id('experience-a'), variantA, storyImage, path('/about/sustainability'))] },
      { name: 'Repair promise', variantId: 'b', targets: [messageBanner(id('experience-b'), variantB, scene, path('/about/sustainability'))] },
    ],
  };
  // The explore page has no category id, so NOT IN footwear shows the clothing size guide here.
  const sizeGuide = {
    id: id('size-guide'),
    type: 'filter' as const,
    variant: 'byCategory' as const,
    operator: 'NOT IN' as const,
    filterBy: [...(footwearCategoryIds[site.brand.id] ?? [])],
    components: [messageBanner(id('size-guide-banner'), copy.sizeGuide, scene, path('/help/contact-us'))],
  };
  return [section('personalization', [segmentation, experience, sizeGuide])];
}

/** The `/c/*` espot: on every category page a filter that shows the shoe-fit banner on footwear categories only. */
function shoeFitEspot(site: Site): SeedDocument {
  const copy = copyOf(site);
  const shoe = images[site.brand.id]?.[4];
  if (!shoe) throw new Error(`no shoe image for ${site.brand.id}`);
  const filter = {
    id: `${site.siteId}-p13n-shoe-fit`,
    type: 'filter' as const,
    variant: 'byCategory' as const,
    operator: 'IN' as const,
    filterBy: [...(footwearCategoryIds[site.brand.id] ?? [])],
    components: [messageBanner(`${site.siteId}-p13n-shoe-fit-banner`, copy.shoeFit, shoe, `/${site.locale.locale}/help/contact-us`)],
  };
  return {
    siteId: site.siteId,
    docType: 'espot',
    key: 'shoe-fit',
    name: 'Category pages: shoe-fit help on footwear',
    data: { routePattern: '/c/*', sections: [{ name: 'fit guide inherited', items: [filter] }] },
  };
}

/** Experience, segmentation and filter containers in real use: on the explore page, and the shoe-fit espot. */
export const personalization: FeatureSeed = {
  name: 'personalization',
  landingSections: exploreSections,
  documents: (site) => [shoeFitEspot(site)],
};
