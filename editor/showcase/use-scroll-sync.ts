import { useEffect } from 'react';
import { editorMessageSchema, openBridge, syncScroll } from '../../preview-bridge';
import type { Bridge, EditorMessage } from '../../preview-bridge';

/**
 * Inside a parent frame (spec 001 §2: "It syncs scroll with a parent frame by messages"), the screen is the preview end
 * of the bridge: once the parent has said hello (the handshake fixes both windows and origins), the screen mirrors its
 * scroll position to the parent and follows the parent's. Only the page's own origin and the parent's window are
 * heard; anything else is ignored and counted.
 */
export function useScrollSync(): void {
  useEffect(() => {
    const bridge = openShowcaseBridge(window);
    if (!bridge) return undefined;
    const stop = syncScroll(bridge, window);
    return () => {
      stop();
      bridge.close();
    };
  }, []);
}

/** The showcase's end of the bridge to its parent frame; none when the screen is not in a frame. */
export function openShowcaseBridge(win: Window): Bridge<EditorMessage> | null {
  if (win.parent === win) return null;
  return openBridge<EditorMessage>({
    role: 'preview',
    host: win,
    peer: win.parent,
    allowedOrigins: [win.location.origin],
    schema: editorMessageSchema,
  });
}
