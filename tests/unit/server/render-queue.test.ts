import { describe, expect, it } from 'vitest';
import { isAbort, RenderQueue } from '../../../server/images/render-queue';

/** A render the test finishes by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('RenderQueue', () => {
  it('runs renders one at a time, in the order asked', async () => {
    const queue = new RenderQueue(10, 1_000);
    const order: string[] = [];
    const first = gate();
    const a = queue.run(async () => {
      order.push('a start');
      await first.opened;
      order.push('a end');
      return 'a';
    });
    const b = queue.run(() => {
      order.push('b');
      return Promise.resolve('b');
    });
    expect(queue.size).toBe(2);
    await Promise.resolve();
    first.open();
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(order).toEqual(['a start', 'a end', 'b']);
    expect(queue.size).toBe(0);
  });

  it('drops a render whose waiting client left before its turn, and never starts it', async () => {
    const queue = new RenderQueue(10, 1_000);
    const first = gate();
    const running = queue.run(() => first.opened);
    const client = new AbortController();
    let started = false;
    const abandoned = queue.run(() => {
      started = true;
      return Promise.resolve();
    }, client.signal);
    client.abort();
    first.open();
    await running;
    const error = await abandoned.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    expect(started).toBe(false);
    expect(queue.dropped).toBe(1);
  });

  it('drops a render queued for the cache once it has waited too long, and keeps a fresh one', async () => {
    let now = 0;
    const queue = new RenderQueue(10, 1_000, () => now);
    const first = gate();
    const running = queue.run(() => first.opened);
    const drawn: string[] = [];
    const stale = queue.run(() => {
      drawn.push('stale');
      return Promise.resolve();
    });
    now = 900;
    const fresh = queue.run(() => {
      drawn.push('fresh');
      return Promise.resolve();
    });
    now = 1_500;
    first.open();
    await running;
    expect(isAbort(await stale.catch((e: unknown) => e))).toBe(true);
    await fresh;
    expect(drawn).toEqual(['fresh']);
  });

  it('says when it is full, and a failed render does not stop the next', async () => {
    const queue = new RenderQueue(2, 1_000);
    const failing = queue.run(() => Promise.reject(new Error('bad picture')));
    const next = queue.run(() => Promise.resolve('next'));
    expect(queue.full).toBe(true);
    await expect(failing).rejects.toThrow('bad picture');
    expect(await next).toBe('next');
    expect(queue.full).toBe(false);
  });
});
