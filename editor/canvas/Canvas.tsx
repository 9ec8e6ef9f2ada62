import { useRef } from 'react';
import type { PreviewMessage } from '../../preview-bridge';
import type { Translate } from '../../runtime/core';
import type { EditableDocument } from '../api';
import type { Viewport } from '../commands';
import type { EditorCore } from '../core';
import { previewUrl } from './preview-url';
import { useCanvasBridge } from './use-canvas-bridge';

/** The preview's width per viewport: a phone, a tablet, the canvas's whole width. */
export const VIEWPORT_WIDTHS: Readonly<Record<Viewport, string>> = { sm: '390px', md: '820px', lg: '100%' };

export interface CanvasProps {
  readonly t: Translate;
  readonly document: Pick<EditableDocument, 'id' | 'siteId' | 'docType' | 'key' | 'name' | 'previewPath'>;
  readonly core?: EditorCore;
  readonly viewport: Viewport;
  /** "Preview at" a date-time (ISO): the server's content at that moment, the draft's changes paused. */
  readonly previewAt?: string;
  readonly hovered: string | null;
  readonly chosen: { readonly blockId: string; readonly slot: string | null } | null;
  /** Reloads the frame when it changes (documents without sections, after each save). */
  readonly reloadKey?: number;
  readonly onMessage?: (message: PreviewMessage) => void;
}

/**
 * The canvas: the document's storefront page in an iframe, rendered by the same runtime and blocks in preview mode,
 * sized by the viewport switcher and kept in step with the editor over the preview bridge.
 */
export function Canvas({ t, document, core, viewport, previewAt, hovered, chosen, reloadKey, onMessage }: CanvasProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const src = previewUrl(document, previewAt);
  useCanvasBridge({
    frame,
    src,
    documentId: document.id,
    live: !previewAt,
    viewport,
    hovered,
    chosen,
    ...(core ? { core } : {}),
    ...(reloadKey === undefined ? {} : { reloadKey }),
    ...(onMessage ? { onMessage } : {}),
  });
  return (
    <main className="ts-ed-canvas" aria-label={t('editor.canvas.label')}>
      {previewAt ? (
        <p className="ts-ed-canvas__paused" role="status">
          {t('editor.canvas.previewAtPaused', { date: new Date(previewAt).toLocaleString() })}
        </p>
      ) : null}
      <div className="ts-ed-canvas__stage" data-viewport={viewport}>
        <iframe
          key={`${src}#${reloadKey ?? 0}`}
          ref={frame}
          className="ts-ed-canvas__frame"
          title={t('editor.canvas.frameTitle', { name: document.name })}
          src={src}
          style={{ width: VIEWPORT_WIDTHS[viewport] }}
        />
      </div>
    </main>
  );
}
