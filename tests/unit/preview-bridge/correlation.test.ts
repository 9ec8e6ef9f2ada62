import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerRequests, BridgeRequestError, createRequester, type RequestHandlers } from '../../../preview-bridge';
import { connectedPair } from './fake-windows';

const status = { path: '/pre/en-us', documentId: 'doc-1', revision: 4, blocks: 12, viewport: 'md' as const, ignored: 0 };

describe('typed requests over the bridge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function setUp(handlers: Partial<RequestHandlers> = {}) {
    const pair = connectedPair();
    const stop = answerRequests(pair.preview, {
      blockRect: ({ blockId }) => (blockId === 'h1' ? { top: 120, left: 0, width: 1280, height: 480, scrollY: 0, viewportHeight: 900 } : null),
      status: () => status,
      ...handlers,
    });
    const requester = createRequester(pair.editor, { timeoutMs: 1_000 });
    await vi.advanceTimersByTimeAsync(300);
    return { ...pair, requester, stop };
  }

  it('answers each request with its own result, matched by id, whatever the order they were asked in', async () => {
    const { requester } = await setUp();
    const asked = Promise.all([
      requester.request('blockRect', { blockId: 'h1' }),
      requester.request('status', {}),
      requester.request('blockRect', { blockId: 'gone' }),
    ]);
    await vi.advanceTimersByTimeAsync(20);
    const [rect, state, missing] = await asked;
    expect(rect).toEqual({ top: 120, left: 0, width: 1280, height: 480, scrollY: 0, viewportHeight: 900 });
    expect(state).toEqual(status);
    expect(missing).toBeNull();
  });

  it('fails a request the preview answers with an error, or with a result of the wrong shape', async () => {
    const { requester } = await setUp({
      blockRect: () => {
        throw new Error('not rendered yet');
      },
      status: () => ({ ...status, revision: 'four' }) as never,
    });
    const rect = requester.request('blockRect', { blockId: 'h1' });
    const state = requester.request('status', {});
    const settled = Promise.allSettled([rect, state]);
    await vi.advanceTimersByTimeAsync(20);
    const [a, b] = await settled;
    expect(a).toMatchObject({ status: 'rejected', reason: expect.objectContaining({ message: 'blockRect: not rendered yet' }) });
    expect(b).toMatchObject({ status: 'rejected', reason: expect.any(BridgeRequestError) });
    expect((b as PromiseRejectedResult).reason).toHaveProperty('message', 'status: the answer has the wrong shape');
  });

  it('refuses parameters that fail their schema without calling the handler', async () => {
    const blockRect = vi.fn(() => null);
    const { requester } = await setUp({ blockRect });
    const asked = requester.request('blockRect', { blockId: '' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(20);
    expect(await asked).toHaveProperty('message', 'blockRect: bad parameters for blockRect');
    expect(blockRect).not.toHaveBeenCalled();
  });

  it('times out when nobody answers, and fails what is waiting on close', async () => {
    const { requester, stop } = await setUp();
    stop();
    const late = requester.request('status', {}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(await late).toHaveProperty('message', 'status: no answer within 1000 ms');
    const waiting = requester.request('status', {}).catch((error: unknown) => error);
    requester.close();
    expect(await waiting).toHaveProperty('message', 'status: the bridge closed');
  });
});
