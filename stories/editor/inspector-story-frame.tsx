import '../../editor/editor.css';
import { useState } from 'react';
import { createEditorCore, type EditorDocument } from '../../editor/core';
import type { DescribedDocument } from '../../editor/app/description-warnings';
import { DocumentSettings } from '../../editor/app/DocumentSettings';
import { documentForm, InspectorPanel, SchemaForm } from '../../editor/inspector';
import { EditorCoreProvider } from '../../editor/react/editor-context';
import { useEditorWords } from '../../editor/showcase/use-editor-words';

export interface InspectorFrameProps {
  /** The document the story edits (its own copy: every story starts afresh). */
  readonly document: EditorDocument;
  /** The block selected when the story opens (none: the page's own settings show under the inspector). */
  readonly selected?: string;
  /** The site's other pages with their descriptions (the page settings warn on one the page repeats). */
  readonly others?: readonly DescribedDocument[];
}

const pageForm = documentForm('page');

/**
 * The inspector as the editor shows it (a column beside the canvas, the page's settings under it while no block is
 * selected), over a core of its own with no network.
 */
export function InspectorFrame({ document, selected, others }: InspectorFrameProps) {
  const t = useEditorWords();
  const [core] = useState(() => {
    const made = createEditorCore(structuredClone(document));
    if (selected) made.select([selected]);
    return made;
  });
  const [shown, setShown] = useState<string>('');
  return (
    <EditorCoreProvider core={core}>
      <main className="ts-editor-body" style={{ maxWidth: '26rem', minHeight: '100vh', padding: '0.5rem' }}>
        <InspectorPanel t={t} onChoose={(blockId, slot) => setShown(slot ? `${blockId} › ${slot}` : '')} />
        <DocumentSettings t={t} form={pageForm} SchemaForm={SchemaForm} {...(others ? { others } : {})} />
        {/* What the canvas would show (the slot chosen with "Show in canvas"). */}
        {shown ? (
          <p data-testid="canvas-shows" style={{ font: '0.8125rem system-ui', color: '#36404a' }}>
            {shown}
          </p>
        ) : null}
      </main>
    </EditorCoreProvider>
  );
}
