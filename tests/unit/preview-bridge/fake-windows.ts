import {
  editorMessageSchema,
  openBridge,
  previewMessageSchema,
  type EditorMessage,
  type HostWindow,
  type PeerWindow,
  type PreviewMessage,
} from '../../../preview-bridge';

/** A window as the bridge sees it: it listens, and others post to it (delivered later, as browsers do). */
export interface FakeWindow extends HostWindow, PeerWindow {
  readonly origin: string;
  /** Posts as if `from` sent it (its window as `event.source`, its origin as `event.origin`). */
  deliver(data: unknown, from: FakeWindow): void;
}

export function fakeWindow(origin: string): FakeWindow {
  const listeners = new Set<(event: MessageEvent) => void>();
  const self: FakeWindow = {
    origin,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    deliver(data, from) {
      setTimeout(() => {
        for (const listener of [...listeners])
          listener({ data: structuredClone(data), origin: from.origin, source: from } as unknown as MessageEvent);
      }, 0);
    },
    postMessage: () => undefined,
  };
  return self;
}

/**
 * An editor window and its preview frame on one origin, each end of the bridge open: what one posts reaches the other
 * when the target origin is the other's. Use with fake timers; the handshake takes one hello (250 ms).
 */
export function connectedPair(origin = 'https://shop.example') {
  const editorWindow = fakeWindow(origin);
  const previewWindow = fakeWindow(origin);
  editorWindow.postMessage = (data, target) => {
    if (target === editorWindow.origin) editorWindow.deliver(data, previewWindow);
  };
  previewWindow.postMessage = (data, target) => {
    if (target === previewWindow.origin) previewWindow.deliver(data, editorWindow);
  };
  const editor = openBridge<PreviewMessage>({
    role: 'editor',
    host: editorWindow,
    peer: previewWindow,
    peerOrigin: origin,
    allowedOrigins: [origin],
    schema: previewMessageSchema,
  });
  const preview = openBridge<EditorMessage>({
    role: 'preview',
    host: previewWindow,
    peer: editorWindow,
    allowedOrigins: [origin],
    schema: editorMessageSchema,
  });
  return { editorWindow, previewWindow, editor, preview };
}
