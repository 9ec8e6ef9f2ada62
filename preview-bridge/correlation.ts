import type { Bridge } from './connection';
import type { EditorMessage, PreviewMessage } from './protocol';
import { bridgeRequests, type RequestName, type RequestParams, type RequestResult } from './requests';

/**
 * Typed requests over the bridge: the editor asks (`request` with a fresh id), the preview answers (`response` with
 * that id); the asker matches answers to questions by id and checks each result against its request's schema.
 */

/** The request was not answered in time, or answered with an error, or with a result of the wrong shape. */
export class BridgeRequestError extends Error {
  override readonly name = 'BridgeRequestError';
}

export interface Requester {
  /**
   * Asks the preview; settles with its answer, checked.
   * @example const rect = await requester.request('blockRect', { blockId: 'hero-1' });
   */
  request<N extends RequestName>(name: N, params: RequestParams<N>): Promise<RequestResult<N>>;
  /** Stops listening; every request still waiting fails. */
  close(): void;
}

interface Waiting {
  readonly name: RequestName;
  readonly resolve: (result: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/** The editor's end: requests over a bridge to the preview, each failing after `timeoutMs` without an answer. */
export function createRequester(bridge: Bridge<PreviewMessage>, { timeoutMs = 5_000 }: { readonly timeoutMs?: number } = {}): Requester {
  const waiting = new Map<string, Waiting>();
  let next = 0;
  const prefix = globalThis.crypto.randomUUID().slice(0, 8);

  const unsubscribe = bridge.subscribe((message) => {
    if (message.type !== 'response') return;
    const entry = waiting.get(message.id);
    if (!entry) return; // an answer nobody waits for (timed out, or another asker's): dropped
    waiting.delete(message.id);
    clearTimeout(entry.timer);
    if (!message.ok) return entry.reject(new BridgeRequestError(`${entry.name}: ${message.error}`));
    const checked = bridgeRequests[entry.name].result.safeParse(message.result);
    if (checked.success) entry.resolve(checked.data);
    else entry.reject(new BridgeRequestError(`${entry.name}: the answer has the wrong shape`));
  });

  return {
    request<N extends RequestName>(name: N, params: RequestParams<N>): Promise<RequestResult<N>> {
      const id = `${prefix}-${++next}`;
      return new Promise<RequestResult<N>>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new BridgeRequestError(`${name}: no answer within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.set(id, { name, resolve: resolve as (result: unknown) => void, reject, timer });
        bridge.send({ type: 'request', id, name, params });
      });
    },
    close() {
      unsubscribe();
      for (const [id, entry] of waiting) {
        clearTimeout(entry.timer);
        entry.reject(new BridgeRequestError(`${entry.name}: the bridge closed`));
        waiting.delete(id);
      }
    },
  };
}

/** How the preview answers each request: from its parameters (already checked) to its result. */
export type RequestHandlers = { readonly [N in RequestName]: (params: RequestParams<N>) => RequestResult<N> | Promise<RequestResult<N>> };

type RequestMessage = Extract<EditorMessage, { type: 'request' }>;

/**
 * The preview's end: answers every request heard on the bridge. Parameters that fail their schema, and handlers
 * that throw, answer an error rather than nothing, so the asker does not wait for its timeout.
 */
export function answerRequests(bridge: Bridge<EditorMessage>, handlers: RequestHandlers): () => void {
  const answer = async (message: RequestMessage) => {
    const { id, name } = message;
    const params = bridgeRequests[name].params.safeParse(message.params);
    if (!params.success) return bridge.send({ type: 'response', id, ok: false, error: `bad parameters for ${name}` });
    try {
      const handler = handlers[name] as (params: unknown) => unknown;
      bridge.send({ type: 'response', id, ok: true, result: await handler(params.data) });
    } catch (error) {
      bridge.send({ type: 'response', id, ok: false, error: (error instanceof Error ? error.message : String(error)).slice(0, 500) });
    }
  };
  return bridge.subscribe((message) => {
    if (message.type === 'request') void answer(message);
  });
}
