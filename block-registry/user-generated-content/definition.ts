import { defineBlock } from '../define-block';
import { userGeneratedContentSchema } from './schema';

export const userGeneratedContent = defineBlock({
  type: 'userGeneratedContent',
  label: 'User-generated content gallery',
  schema: userGeneratedContentSchema,
  component: () => import('./UserGeneratedContent'),
  fields: {
    title: { label: 'Title', widget: 'text' },
    subtitle: { label: 'Subtitle', widget: 'text' },
    richText: { label: 'Text above the photos', widget: 'richtext' },
    containerId: { label: 'Widget container id', widget: 'text', help: 'The id of the element the gallery loads into; unique on the page.' },
    filter: {
      label: 'Photos to show',
      widget: 'select',
      help: "brand: the newest photos; streams: hashtag or category streams by id; category or product: an id, or empty to take the page's own.",
    },
    pageSize: { label: 'Photos per page', widget: 'number', help: '4 to 24; "show more" loads the next page.' },
    targets: { label: 'Buttons below the gallery', widget: 'list' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'userGeneratedContent', title: 'From our community', containerId: 'community-gallery', filter: { by: 'brand' }, pageSize: 12 },
});
