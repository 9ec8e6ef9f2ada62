import type { Block, EditorDocument } from '../../../../editor/core';

export const hero = (id: string, title = `Hero ${id}`): Block => ({ id, type: 'hero', title });
export const banner = (id: string): Block => ({ id, type: 'banner', title: `Banner ${id}` });

/** Two sections; a collection with two slides; an experience whose second variant holds a banner. */
export const page = (): EditorDocument => ({
  seo: { title: 'Home', description: '' },
  sections: [
    { name: 'hero', items: [hero('h1'), hero('h2'), { id: 'c1', type: 'collection', variant: 'grid', items: [banner('b1'), banner('b2')] }] },
    {
      name: 'more lazy load',
      items: [
        hero('h3'),
        {
          id: 'e1',
          type: 'experience',
          baselines: [banner('b3')],
          variants: [
            { name: 'A', targets: [] },
            { name: 'B', targets: [banner('b4')] },
          ],
        },
      ],
    },
  ],
});

/** The ids of a list of blocks, for short assertions. */
export const ids = (blocks: readonly Block[]) => blocks.map((block) => block.id);
