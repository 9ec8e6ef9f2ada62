import type { ComponentType } from 'react';
import type { Translate } from '../../runtime/core';
import { type Block, walkBlocks } from '../core';
import { useEditorCore, useEditorState } from '../react/editor-context';

/*
 * The shell's stand-in for the outline (whose own panel brings the palette and drag and drop): `panels.ts` names which
 * is used; this keeps the screen working alone.
 */

export interface OutlinePanelProps {
  readonly t: Translate;
  readonly onHover: (blockId: string | null) => void;
  readonly validateBlock: (block: Block) => readonly string[];
  readonly onError: (message: string) => void;
}


/** Every block as a nested list of buttons: a click selects it (Ctrl/Cmd adds, Shift ranges are the outline's). */
export const FallbackOutline: ComponentType<OutlinePanelProps> = ({ t, onHover, validateBlock }) => {
  const core = useEditorCore();
  const document = useEditorState((state) => state.document);
  const selection = useEditorState((state) => state.selection);
  const rows = [...walkBlocks(document)];
  return (
    <nav className="ts-ed-fallback-outline" aria-label={t('editor.app.outline')}>
      {document.sections.map((section, index) => (
        <section key={`${section.name}-${index}`}>
          <h3>{section.name}</h3>
          <ul>
            {rows.filter(({ place }) => 'section' in place.parent && place.parent.section === index).map(({ block }) => (
              <li key={block.id}>
                <button
                  type="button"
                  aria-pressed={selection.includes(block.id)}
                  onMouseEnter={() => onHover(block.id)}
                  onMouseLeave={() => onHover(null)}
                  onClick={(event) => core.select(event.ctrlKey || event.metaKey ? [...selection, block.id] : [block.id])}
                >
                  {block.type} <span className="ts-ed-mono">{block.id}</span>
                  {validateBlock(block).length > 0 ? <span className="ts-ed-badge" data-status="error">!</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
};

