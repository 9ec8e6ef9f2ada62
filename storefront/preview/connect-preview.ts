import { answerRequests, syncScroll } from '../../preview-bridge';
import type { Bridge, EditorMessage } from '../../preview-bridge';
import { attachOverlay, frameOf, type Overlay } from './overlay';
import type { PreviewSession } from './preview-session';

export interface PreviewPage {
  /** Measures the outlines again: the page re-rendered. */
  readonly refresh: () => void;
  readonly close: () => void;
}

/**
 * The page's side of the bridge, once React has hydrated it: the outlines (`overlay.ts`) follow the editor's `hover`
 * and `select`, and a click or the pointer in the page answers `selected` and `hovered`; scrolling is mirrored both
 * ways; the editor's requests (a block's rectangle, the preview's status) are answered from the page as it is.
 */
export function connectPreview(bridge: Bridge<EditorMessage>, session: PreviewSession, path: string, win: Window): PreviewPage {
  const doc = win.document;
  const overlay: Overlay = attachOverlay(doc, {
    onSelect: (blockId) => bridge.send({ type: 'selected', blockId }),
    onHover: (blockId) => bridge.send({ type: 'hovered', blockId }),
  });
  const stopListening = bridge.subscribe((message) => {
    if (message.type === 'hover') overlay.hover(message.blockId);
    else if (message.type === 'select') overlay.select(message.blockId, true);
  });
  const stopScrolling = syncScroll(bridge, win);
  const stopAnswering = answerRequests(bridge, {
    blockRect: ({ blockId }) => {
      const rect = frameOf(doc, blockId)?.getBoundingClientRect();
      if (!rect) return null;
      return {
        top: rect.top + win.scrollY,
        left: rect.left + win.scrollX,
        width: rect.width,
        height: rect.height,
        scrollY: win.scrollY,
        viewportHeight: win.innerHeight,
      };
    },
    status: () => {
      const draft = session.draft();
      return {
        path,
        documentId: draft.documentId,
        revision: draft.revision,
        blocks: doc.querySelectorAll('[data-block-id]').length,
        viewport: session.viewport(),
        ignored: bridge.ignored(),
      };
    },
  });
  return {
    refresh: overlay.refresh,
    close() {
      stopListening();
      stopScrolling();
      stopAnswering();
      overlay.close();
    },
  };
}
