import { z } from 'zod';
import { text } from '../schemas';
import { PROTOCOL_VERSION } from './protocol';

/**
 * One end of the bridge between the editor (the parent window) and its preview (the storefront in an iframe). The
 * editor says hello until the preview acknowledges; that handshake fixes both windows and both origins for the
 * session. Until then, what either side sends waits in a buffer, in order. Connected, both send a heartbeat; when
 * the other side falls silent (the preview reloaded, the tab slept), the editor says hello again and sending waits
 * again. A message is read only from the peer's window (`event.source`), from an allow-listed origin, for the
 * current session, and only when its schema accepts it: anything else is ignored and counted, never acted on.
 */

const SOURCE = 'tessera-preview-bridge';

const controlSchema = z.object({
  source: z.literal(SOURCE),
  version: z.literal(PROTOCOL_VERSION),
  control: z.enum(['hello', 'acknowledged', 'heartbeat']),
  session: text().min(8).max(64),
});
type Control = z.infer<typeof controlSchema>['control'];

/** The other window, as postMessage sees it. */
export interface PeerWindow {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The window this end listens on. */
export interface HostWindow {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface BridgeOptions<In> {
  readonly role: 'editor' | 'preview';
  readonly host: HostWindow;
  /** The editor's: the iframe's window. The preview's: `window.parent`. */
  readonly peer: PeerWindow;
  /** Origins a message may come from (and the editor may send to), checked on every message. */
  readonly allowedOrigins: readonly string[];
  /** The editor's: the preview's origin, where it sends. The preview learns the editor's from its hello. */
  readonly peerOrigin?: string;
  /** What this end accepts from the other (the protocol's editor or preview messages). */
  readonly schema: z.ZodType<In>;
  readonly helloEveryMs?: number;
  readonly heartbeatEveryMs?: number;
  /** Silence after which the other side counts as gone. */
  readonly lostAfterMs?: number;
  /** A session id (random by default). */
  readonly session?: string;
}

export type BridgeState = 'connecting' | 'connected' | 'closed';

export interface Bridge<In> {
  /** Sends a message (its envelope added); buffered, in order, while not connected. */
  send(message: Readonly<Record<string, unknown>> & { readonly type: string }): void;
  /** Hears every accepted message; answers the function that stops hearing. */
  subscribe(listener: (message: In) => void): () => void;
  state(): BridgeState;
  /** Messages ignored so far: wrong window, origin, session or shape. */
  ignored(): number;
  close(): void;
}

const randomSession = () => globalThis.crypto.randomUUID();

export function openBridge<In>(options: BridgeOptions<In>): Bridge<In> {
  const { role, host, peer, allowedOrigins, schema } = options;
  const helloEveryMs = options.helloEveryMs ?? 250;
  const heartbeatEveryMs = options.heartbeatEveryMs ?? 2_000;
  const lostAfterMs = options.lostAfterMs ?? 6_000;
  if (role === 'editor' && (options.peerOrigin === undefined || !allowedOrigins.includes(options.peerOrigin))) {
    throw new Error('the editor end needs the preview origin, and it must be allow-listed');
  }
  let session = role === 'editor' ? (options.session ?? randomSession()) : '';
  let peerOrigin = options.peerOrigin;
  let current: BridgeState = 'connecting';
  let ignoredCount = 0;
  let lastHeard = 0;
  const buffer: Record<string, unknown>[] = [];
  const listeners = new Set<(message: In) => void>();
  let helloTimer: ReturnType<typeof setInterval> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;

  const post = (message: Record<string, unknown>) => {
    if (peerOrigin !== undefined) peer.postMessage({ source: SOURCE, version: PROTOCOL_VERSION, session, ...message }, peerOrigin);
  };
  const control = (kind: Control) => post({ control: kind });

  const stopTimers = () => {
    clearInterval(helloTimer);
    clearInterval(heartbeatTimer);
    helloTimer = undefined;
    heartbeatTimer = undefined;
  };

  function startHello(): void {
    if (role !== 'editor' || helloTimer !== undefined) return;
    control('hello');
    helloTimer = setInterval(() => control('hello'), helloEveryMs);
  }

  function connected(): void {
    current = 'connected';
    lastHeard = Date.now();
    clearInterval(helloTimer);
    helloTimer = undefined;
    for (const message of buffer.splice(0)) post(message);
    clearInterval(heartbeatTimer);
    heartbeatTimer = setInterval(() => {
      if (Date.now() - lastHeard > lostAfterMs) {
        lost();
        return;
      }
      control('heartbeat');
    }, heartbeatEveryMs);
  }

  function lost(): void {
    current = 'connecting';
    clearInterval(heartbeatTimer);
    heartbeatTimer = undefined;
    startHello();
  }

  const ignore = () => {
    ignoredCount++;
  };

  const onMessage = (event: MessageEvent) => {
    if (current === 'closed') return;
    if (event.source !== (peer as unknown) || !allowedOrigins.includes(event.origin)) return ignore();
    const asControl = controlSchema.safeParse(event.data);
    if (asControl.success) {
      const { control: kind, session: theirs } = asControl.data;
      if (role === 'preview' && kind === 'hello') {
        // The editor (or the editor after a reload, with a new session) fixes the session and its origin.
        session = theirs;
        peerOrigin = event.origin;
        control('acknowledged');
        connected();
        return;
      }
      if (theirs !== session) return ignore();
      if (role === 'editor' && kind === 'acknowledged') {
        if (current !== 'connected') connected();
        return;
      }
      if (kind === 'heartbeat' && current === 'connected') {
        lastHeard = Date.now();
        return;
      }
      return ignore();
    }
    const data = event.data as { session?: unknown } | null;
    if (current !== 'connected' || typeof data !== 'object' || data === null || data.session !== session || event.origin !== peerOrigin)
      return ignore();
    const parsed = schema.safeParse(event.data);
    if (!parsed.success) return ignore();
    lastHeard = Date.now();
    for (const listener of listeners) listener(parsed.data);
  };

  host.addEventListener('message', onMessage);
  startHello();

  return {
    send(message) {
      if (current === 'closed') return;
      if (current === 'connected') post({ ...message });
      else buffer.push({ ...message });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => current,
    ignored: () => ignoredCount,
    close() {
      current = 'closed';
      stopTimers();
      host.removeEventListener('message', onMessage);
      listeners.clear();
      buffer.length = 0;
    },
  };
}
