import { type RefObject, useEffect, useRef } from 'react';
import { type Bridge, openBridge, type PreviewMessage, previewMessageSchema } from '../../preview-bridge';
import { type EditorCore, settingsOf } from '../core';
import type { Viewport } from '../commands';

export interface CanvasBridgeOptions {
  readonly frame: RefObject<HTMLIFrameElement | null>;
  /** The iframe's address (a new one opens a new bridge). */
  readonly src: string;
  readonly documentId: string;
  /** The open document's core; none for documents without sections (the canvas then reloads after saves). */
  readonly core?: EditorCore;
  /** False for "preview at": the preview shows the server's content at that moment, so no draft or patch is sent. */
  readonly live: boolean;
  /** Changes when the frame was reloaded in place (a document without sections, after a save). */
  readonly reloadKey?: number;
  readonly viewport: Viewport;
  /** The block the outline's pointer is over. */
  readonly hovered: string | null;
  /** Which child slot of an experience or segmentation block the canvas shows (from the inspector). */
  readonly chosen: { readonly blockId: string; readonly slot: string | null } | null;
  /** The preview's messages the screen shows (hover, runtime issues). */
  readonly onMessage?: (message: PreviewMessage) => void;
}

/** The whole draft: its sections and the document's own fields (a page's `seo`, which the canvas's head shows). */
const draftOf = (core: EditorCore) => {
  const { document } = core.getState();
  return { sections: document.sections, settings: settingsOf(document) };
};

/**
 * The editor's end of the preview bridge for the canvas iframe. Once the frame is there it says hello (the
 * handshake fixes both windows and the preview's origin, this page's own); it sends the whole draft first (and again
 * when the preview is ready after a reload, or reports a patch it could not apply), then a patch of ops for every
 * change of the core, the selection, hover, viewport and the chosen variant. A block clicked in the preview is
 * selected in the core.
 */
export function useCanvasBridge(options: CanvasBridgeOptions): void {
  const { frame, src, documentId, core, live, reloadKey } = options;
  const bridgeRef = useRef<Bridge<PreviewMessage> | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const peer = frame.current?.contentWindow;
    if (!peer) return undefined;
    const origin = window.location.origin;
    const bridge = openBridge<PreviewMessage>({
      role: 'editor',
      host: window,
      peer,
      allowedOrigins: [origin],
      peerOrigin: origin,
      schema: previewMessageSchema,
    });
    bridgeRef.current = bridge;
    const sendDraft = () => {
      if (core && live) bridge.send({ type: 'draft', documentId, ...draftOf(core) });
    };
    const sendView = () => {
      const { viewport, hovered, chosen } = latest.current;
      bridge.send({ type: 'viewport', viewport });
      if (core) bridge.send({ type: 'select', blockId: core.getState().selection[0] ?? null });
      if (hovered) bridge.send({ type: 'hover', blockId: hovered });
      if (chosen) bridge.send({ type: 'choose', blockId: chosen.blockId, slot: chosen.slot });
    };
    sendDraft();
    sendView();

    let selected = core?.getState().selection[0] ?? null;
    const stopCore = core?.subscribe(({ state, ops }) => {
      if (live && ops.length > 0) bridge.send({ type: 'patch', documentId, revision: state.revision, ops });
      const first = state.selection[0] ?? null;
      if (first !== selected) {
        selected = first;
        bridge.send({ type: 'select', blockId: first });
      }
    });
    const stopBridge = bridge.subscribe((message) => {
      if (message.type === 'ready') {
        sendDraft();
        sendView();
      } else if (message.type === 'error') {
        sendDraft();
      } else if (message.type === 'selected' && core) {
        core.select([message.blockId]);
      }
      latest.current.onMessage?.(message);
    });
    return () => {
      stopCore?.();
      stopBridge();
      bridge.close();
      bridgeRef.current = null;
    };
  }, [frame, src, documentId, core, live, reloadKey]);

  useEffect(() => {
    bridgeRef.current?.send({ type: 'viewport', viewport: options.viewport });
  }, [options.viewport]);
  useEffect(() => {
    bridgeRef.current?.send({ type: 'hover', blockId: options.hovered });
  }, [options.hovered]);
  useEffect(() => {
    if (options.chosen) bridgeRef.current?.send({ type: 'choose', blockId: options.chosen.blockId, slot: options.chosen.slot });
  }, [options.chosen]);
}
