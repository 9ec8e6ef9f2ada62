import '../../editor/editor.css';
import { useState } from 'react';
import { createEditorCore, type EditorDocument } from '../../editor/core';
import { InspectorPanel } from '../../editor/inspector';
import { EditorCoreProvider } from '../../editor/react/editor-context';
import { useEditorWords } from '../../editor/showcase/use-editor-words';

export interface InspectorFrameProps {
  /** The document the story edits (its own copy: every story starts afresh). */
  readonly document: EditorDocument;
  /** The block selected when the story opens. */
  readonly selected: string;
}

/** The inspector as the editor shows it (a column beside the canvas), over a core of its own with no network. */
export function InspectorFrame({ document, selected }: InspectorFrameProps) {
  const t = useEditorWords();
  const [core] = useState(() => {
    const made = createEditorCore(structuredClone(document));
    made.select([selected]);
    return made;
  });
  const [shown, setShown] = useState<string>('');
  return (
    <EditorCoreProvider core={core}>
      <main className="ts-editor-body" style={{ maxWidth: '26rem', minHeight: '100vh', padding: '0.5rem' }}>
        <InspectorPanel t={t} onChoose={(blockId, slot) => setShown(slot ? `${blockId} › ${slot}` : '')} />
        {/* What the canvas would show (the slot chosen with "Show in canvas"). */}
        {shown ? <p data-testid="canvas-shows" style={{ font: '0.8125rem system-ui', color: '#36404a' }}>{shown}</p> : null}
      </main>
    </EditorCoreProvider>
  );
}
