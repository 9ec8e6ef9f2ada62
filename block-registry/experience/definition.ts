import { defineBlock } from '../define-block';
import { experienceSchema } from './schema';

export const experience = defineBlock({
  type: 'experience',
  label: 'Experience (A/B test)',
  schema: experienceSchema,
  component: () => import('./Experience'),
  fields: {
    experienceId: { label: 'Experience id', widget: 'text', help: 'Letters, digits, . _ -; used by ?p13n_testcontext=experience:{id}:{variantId}.' },
    baselines: { label: 'Baseline blocks', widget: 'blocks', help: 'Shown until a decision picks a variant, and without targeting consent.' },
    variants: { label: 'Variants', widget: 'list', help: 'Each has a name, a variant id and its blocks (targets).' },
    trackingEvent: { label: 'Tracking event', widget: 'text' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'experience', experienceId: 'new-experience', baselines: [], variants: [{ name: 'Variant B', variantId: 'b', targets: [] }] },
  childSlots: ['baselines', 'variants.targets'],
});
