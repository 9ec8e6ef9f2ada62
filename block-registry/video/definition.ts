import { defineBlock } from '../define-block';
import { videoSchema } from './schema';

export const video = defineBlock({
  type: 'video',
  label: 'Video',
  schema: videoSchema,
  component: () => import('./Video'),
  fields: {
    title: { label: 'Title', widget: 'text' },
    media: { label: 'Poster per breakpoint', widget: 'image', help: 'Width and height are required: the player takes the poster’s shape.' },
    sources: {
      label: 'Video per breakpoint',
      help: 'An HLS playlist (.m3u8), optionally an MP4 fallback; unset breakpoints inherit from the smaller one.',
    },
    playerSettings: { label: 'Player', help: 'Autoplay is always muted and looping, and waits for the video to scroll into view.' },
    cloudinaryAsset: { label: 'Cloud asset', help: 'Played by the cloud player when the brand enables it and the video is longer than 30 s.' },
    duration: { label: 'Duration (seconds)', widget: 'number' },
    paddings: { label: 'Inner spacing per breakpoint' },
    caption: { label: 'Caption over the video' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: {
    type: 'video',
    title: 'On the trail',
    media: { sm: { url: '/images/rl-forest-trail.svg', alt: 'A trail through a conifer forest', width: 640, height: 360 } },
    sources: { sm: { hls: '/media/ridgeline-trail/index.m3u8' } },
    playerSettings: { autoplay: true, hideControls: true, loop: true, muted: true },
    duration: 5,
  },
});
