import type { Block, Section } from '../../../../preview-bridge';

export const hero = (id: string, title = `Hero ${id}`): Block => ({ id, type: 'hero', title });
export const banner = (id: string): Block => ({ id, type: 'banner', title: `Banner ${id}` });

/** A draft as the editor sends it: a section of heroes and a collection, a lazy section with an experience. */
export const sections = (): Section[] => [
  { name: 'hero', items: [hero('h1'), hero('h2'), { id: 'c1', type: 'collection', items: [banner('b1'), banner('b2')] }] },
  {
    name: 'more lazy load',
    items: [
      hero('h3'),
      {
        id: 'e1',
        type: 'experience',
        experienceId: 'spring',
        baselines: [banner('b3')],
        variants: [
          { name: 'A', variantId: 'a', targets: [] },
          { name: 'B', variantId: 'b', targets: [banner('b4')] },
        ],
      },
    ],
  },
];
