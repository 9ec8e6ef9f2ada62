import { useState } from 'react';
import { blockDefinitions } from '../../block-registry';
import { type Block, createEditorCore, type EditorDocument } from '../../editor/core';
import { OutlinePanel } from '../../editor/outline';
import { EditorCoreProvider } from '../../editor/react/editor-context';
import { useEditorWords } from '../../editor/showcase/use-editor-words';
import { promises } from '../fixtures/benefit-bars';
import { carousel, threeCardGrid } from '../fixtures/collections';
import { bannerStrip, heroOverlay, heroStacked } from '../fixtures/heroes';
import { experience, footwearFilter, segmentation } from '../fixtures/personalization';

/** A home page as the demo content builds it: heroes, a benefit bar, collections and the personalization blocks. */
export const homePage = (): EditorDocument => ({
  seo: { title: 'Ridgeline — outdoor footwear and apparel' },
  sections: [
    { name: 'hero', items: [heroOverlay, promises] },
    { name: 'main', items: [carousel, experience, segmentation, bannerStrip] },
    { name: 'more lazy load', items: [heroStacked, threeCardGrid, footwearFilter] },
  ],
});

/** The registry's schemas as readable issues (the inspector's `validateBlock` does the same for the editor). */
export function validateBlock(block: Block): readonly string[] {
  const definition = Object.values(blockDefinitions).find((candidate) => candidate.type === block.type);
  if (!definition) return [`type: Unknown block type "${block.type}"`];
  const result = definition.schema.safeParse(block);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || 'block'}: ${issue.message}`);
}

/** Stories have no clipboard permission to rely on: one in memory, shared by every panel of the page. */
const board = { text: '' };
const memoryClipboard = {
  writeText: (text: string) => {
    board.text = text;
    return Promise.resolve();
  },
  readText: () => Promise.resolve(board.text),
};

/** The outline panel over its own editor core, as the editing screen's left column holds it. */
export function OutlineStory({ document, selection = [] }: { document: EditorDocument; selection?: readonly string[] }) {
  const t = useEditorWords();
  const [core] = useState(() => {
    const made = createEditorCore(document);
    made.select(selection);
    return made;
  });
  return (
    <EditorCoreProvider core={core}>
      <div style={{ height: '100vh', maxWidth: '22rem', padding: '0.75rem', boxSizing: 'border-box', background: '#f6f7f9' }}>
        <OutlinePanel
          t={t}
          onHover={() => undefined}
          validateBlock={validateBlock}
          onError={(message) => console.warn(message)}
          clipboard={memoryClipboard}
        />
      </div>
    </EditorCoreProvider>
  );
}

/** A page of 300 blocks (six sections of heroes, banners and collections holding five cards each): the outline at scale. */
export const largePage = (): EditorDocument => ({
  sections: Array.from({ length: 6 }, (_, s) => ({
    name: `section ${s + 1}`,
    items: Array.from({ length: 25 }, (_, i): Block => {
      const id = `${s}-${i}`;
      if (i % 5 === 4) {
        return {
          ...carousel,
          id: `collection-${id}`,
          title: `Collection ${id}`,
          items: Array.from({ length: 5 }, (_, c) => ({ ...bannerStrip, id: `card-${id}-${c}` })),
        };
      }
      return i % 2 === 0 ? { ...heroStacked, id: `hero-${id}`, title: `Hero ${id}` } : { ...bannerStrip, id: `banner-${id}`, title: `Banner ${id}` };
    }),
  })),
});
