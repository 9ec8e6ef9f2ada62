import type { z } from 'zod';
import type { userGeneratedContentSchema } from '../../../../schemas';
import { section } from '../build/blocks';
import type { Site } from '../imports';
import { kestrel } from '../kestrel/brand';
import { ridgeline } from '../ridgeline/brand';
import type { FeatureSeed } from './feature-seed';

interface GalleryCopy {
  readonly title: string;
  readonly subtitle: string;
  readonly follow: string;
}

const ridgelineEn: GalleryCopy = {
  title: 'Out there with you',
  subtitle: 'Photos from the trail by the people who wear Ridgeline. Tag #ridgelineoutdoors to share yours.',
  follow: 'Follow us on Instagram',
};
const copies: Readonly<Record<string, GalleryCopy>> = {
  'en-us': ridgelineEn,
  'en-ca': ridgelineEn,
  'fr-ca': {
    title: 'Dehors, avec vous',
    subtitle: 'Des photos prises en sentier par les gens qui portent Ridgeline. Identifiez #ridgelineoutdoors pour partager les vôtres.',
    follow: 'Suivez-nous sur Instagram',
  },
  'en-gb': {
    title: 'Out running with you',
    subtitle: 'Photos from the streets, the track and the towpath by the people who run in Kestrel. Tag #kestrelrunning to share yours.',
    follow: 'Follow us on Instagram',
  },
  'fr-fr': {
    title: 'En course avec vous',
    subtitle:
      'Les photos de celles et ceux qui courent en Kestrel, en ville, sur la piste et au bord de l’eau. Identifiez #kestrelrunning pour partager les vôtres.',
    follow: 'Suivez-nous sur Instagram',
  },
  'de-de': {
    title: 'Unterwegs mit dir',
    subtitle: 'Fotos von Menschen, die in Kestrel laufen: in der Stadt, auf der Bahn und am Fluss. Markiere #kestrelrunning und teile deine.',
    follow: 'Folge uns auf Instagram',
  },
};

/** Each brand's own hashtag stream in the social gallery, and where it posts on Instagram. */
const brandStreams: Readonly<Record<string, { readonly stream: string; readonly instagram: string }>> = {
  ridgeline: { stream: 'ridgelineoutdoors', instagram: ridgeline.footer.social.find((s) => s.network === 'instagram')?.url ?? '' },
  kestrel: { stream: 'kestrelrunning', instagram: kestrel.footer.social.find((s) => s.network === 'instagram')?.url ?? '' },
};

const gallery = (b: z.input<typeof userGeneratedContentSchema>) => b;

/** Explore ends with the community: shoppers' photos from the brand's hashtag, eight at a time, each with its products. */
const landingSections = (site: Site) => {
  const copy = copies[site.locale.locale];
  const brand = brandStreams[site.brand.id];
  if (!copy || !brand?.instagram) throw new Error(`no community gallery copy for ${site.siteId}`);
  return [
    section('community gallery', [
      gallery({
        id: `${site.siteId}-community-gallery`,
        type: 'userGeneratedContent',
        title: copy.title,
        subtitle: copy.subtitle,
        containerId: 'community-gallery',
        filter: { by: 'streams', streamIds: [brand.stream] },
        pageSize: 8,
        targets: [{ url: brand.instagram, text: copy.follow, targetAttribute: '_blank', style: 'secondary' }],
      }),
    ]),
  ];
};

export const communityGalleryFeature: FeatureSeed = { name: 'community gallery', landingSections };
