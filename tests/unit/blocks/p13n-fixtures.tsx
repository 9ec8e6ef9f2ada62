import { experienceSchema, filterSchema, segmentationSchema } from '../../../schemas';
import { fakeComponents } from '../runtime-react/with-runtime';

/** Child blocks render as their title, so a test reads which one a container chose. */
export const components = () => fakeComponents({ banner: ({ block }: { block: { title: string } }) => <p>{block.title}</p> });

const banner = (id: string) => ({ id, type: 'banner', title: id });

export const experience = experienceSchema.parse({
  id: 'exp',
  type: 'experience',
  experienceId: 'explore-banner',
  baselines: [banner('baseline')],
  variants: [
    { name: 'A', variantId: 'a', targets: [banner('variant a')] },
    { name: 'B', variantId: 'b', targets: [banner('variant b')] },
  ],
});

export const segmentation = segmentationSchema.parse({
  id: 'seg',
  type: 'segmentation',
  segments: [
    { id: 'loyalty-loggedin', targets: [banner('loyalty'), banner('second')] },
    { id: 'loggedout', targets: [banner('welcome')] },
  ],
  baselines: [banner('everyone')],
});

export const filter = (operator: 'IN' | 'NOT IN') =>
  filterSchema.parse({
    id: `filter-${operator}`,
    type: 'filter',
    variant: 'byCategory',
    operator,
    filterBy: ['41100'],
    components: [banner('size guide')],
  });
