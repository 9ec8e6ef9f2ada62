import { defineBlock } from '../define-block';
import { segmentationSchema } from './schema';

export const segmentation = defineBlock({
  type: 'segmentation',
  label: 'Segmentation',
  schema: segmentationSchema,
  component: () => import('./Segmentation'),
  fields: {
    segments: { label: 'Segments', widget: 'list', help: 'The first segment the shopper is in shows its first block.' },
    baselines: { label: 'Baseline blocks', widget: 'blocks', help: 'Shown to shoppers in none of the segments.' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'segmentation', segments: [{ id: 'loggedout', targets: [] }], baselines: [] },
  childSlots: ['baselines', 'segments.targets'],
});
