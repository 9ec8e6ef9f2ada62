import type { z } from 'zod';
import type { DemoImageId } from '../../../images';
import type { videoSchema } from '../../../../schemas';
import { image, section } from '../build/blocks';
import type { Site } from '../imports';
import type { FeatureSeed } from './feature-seed';

interface VideoCopy {
  readonly home: { readonly title: string; readonly subtitle: string; readonly caption: string };
  readonly explore: { readonly title: string; readonly subtitle: string };
  readonly alt: string;
}

const ridgelineEn = {
  home: {
    title: 'Made for the long way round',
    subtitle: 'First light on a forest trail, where every Ridgeline boot is tested before it reaches you.',
    caption: 'Filmed on the trail',
  },
  explore: { title: 'See it in motion', subtitle: 'A five-second walk through the forest, at your own pace.' },
  alt: 'A sandy trail winding through a conifer forest at first light',
};
const copies: Readonly<Record<string, VideoCopy>> = {
  'en-us': ridgelineEn,
  'en-ca': {
    ...ridgelineEn,
    home: {
      ...ridgelineEn.home,
      subtitle: 'First light on a forest trail, from the Rockies to the Laurentians: where every Ridgeline boot is tested before it reaches you.',
    },
  },
  'fr-ca': {
    home: {
      title: 'Conçu pour les grands détours',
      subtitle: 'Premières lueurs sur un sentier forestier : c’est là que chaque botte Ridgeline est mise à l’épreuve avant d’arriver chez vous.',
      caption: 'Tourné en sentier',
    },
    explore: { title: 'Voyez-la en mouvement', subtitle: 'Cinq secondes de marche en forêt, à votre rythme.' },
    alt: 'Un sentier sablonneux qui serpente dans une forêt de conifères à l’aube',
  },
  'en-gb': {
    home: {
      title: 'Run the river at dawn',
      subtitle: 'Our colour-matched kit, tested on early-morning miles along the towpath.',
      caption: 'Filmed at sunrise',
    },
    explore: { title: 'See it in motion', subtitle: 'Five seconds on the riverside path, whenever you’re ready.' },
    alt: 'A riverside running path at sunrise beside an arched bridge',
  },
  'fr-fr': {
    home: {
      title: 'Courir au fil de l’eau',
      subtitle: 'Nos tenues, éprouvées au lever du jour, kilomètre après kilomètre le long des quais.',
      caption: 'Tourné au lever du soleil',
    },
    explore: { title: 'Voyez-la en mouvement', subtitle: 'Cinq secondes sur les quais, à votre rythme.' },
    alt: 'Un chemin de course au bord de l’eau au lever du soleil, près d’un pont en arc',
  },
  'de-de': {
    home: {
      title: 'Laufen, wenn die Stadt noch schläft',
      subtitle: 'Unsere Ausrüstung, getestet auf frühmorgendlichen Kilometern am Flussufer – für jedes Wetter gemacht.',
      caption: 'Gedreht bei Sonnenaufgang',
    },
    explore: { title: 'In Bewegung erleben', subtitle: 'Fünf Sekunden am Flussufer – starte, wann du möchtest.' },
    alt: 'Ein Laufweg am Fluss bei Sonnenaufgang neben einer Bogenbrücke',
  },
};

/** Each brand's stream (`server/media/assets`) and the scenes its posters are cut from. */
const brandMedia: Readonly<Record<string, { readonly stream: string; readonly home: DemoImageId; readonly explore: DemoImageId }>> = {
  ridgeline: { stream: '/media/ridgeline-trail/index.m3u8', home: 'rl-forest-trail', explore: 'rl-dawn-ridge' },
  kestrel: { stream: '/media/kestrel-stride/index.m3u8', home: 'ks-riverside', explore: 'ks-track-dawn' },
};

const video = (b: z.input<typeof videoSchema>) => b;

function parts(site: Site) {
  const copy = copies[site.locale.locale];
  const media = brandMedia[site.brand.id];
  if (!copy || !media) throw new Error(`no video copy for ${site.siteId}`);
  return { copy, media };
}

/** Posters at the stream's 16:9, cut larger for desktop; the alt text describes the scene. */
const poster = (id: DemoImageId, width: number, height: number, alt: string) => ({ ...image(id, width, height, alt), width, height });
const posters = (id: DemoImageId, alt: string) => ({ sm: poster(id, 960, 540, alt), lg: poster(id, 1600, 900, alt) });

/** Home: a muted, looping clip that plays while in view, with its own play/pause button. */
const homeSections = (site: Site) => {
  const { copy, media } = parts(site);
  return [
    section('video', [
      video({
        id: `${site.siteId}-video-home`,
        type: 'video',
        ...copy.home,
        caption: { text: copy.home.caption, position: 'bottom-end' },
        media: posters(media.home, copy.alt),
        sources: { sm: { hls: media.stream } },
        playerSettings: { autoplay: true, hideControls: true, loop: true, muted: true },
        duration: 5,
        paddings: { sm: 'none', lg: 'sm' },
      }),
    ]),
  ];
};

/** Explore: the same stream with native controls, started by the shopper. */
const landingSections = (site: Site) => {
  const { copy, media } = parts(site);
  return [
    section('video', [
      video({
        id: `${site.siteId}-video-explore`,
        type: 'video',
        ...copy.explore,
        media: posters(media.explore, copy.alt),
        sources: { sm: { hls: media.stream } },
        playerSettings: { autoplay: false, hideControls: false, loop: false, muted: true },
        duration: 5,
      }),
    ]),
  ];
};

export const videoFeature: FeatureSeed = { name: 'video', homeSections, landingSections };
