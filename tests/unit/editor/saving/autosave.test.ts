import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../editor/api';
import { createAutosave, memoryDraftStore, type DocumentData, type SaveState } from '../../../../editor/saving';

/** A save the test answers by hand: each call waits for `resolve`/`reject`. */
function fakeServer() {
  const calls: { baseVersion: number; data: DocumentData; resolve: (version: number) => void; reject: (error: unknown) => void }[] = [];
  const save = (baseVersion: number, data: DocumentData) =>
    new Promise<{ version: number }>((resolve, reject) => {
      calls.push({ baseVersion, data, resolve: (version) => resolve({ version }), reject });
    });
  return { calls, save };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, 800 ms after the last of a burst of changes, on top of the version opened', async () => {
    const server = fakeServer();
    const store = memoryDraftStore();
    const autosave = createAutosave({ documentId: 'doc', version: 4, save: server.save, store });
    const states: SaveState['kind'][] = [];
    autosave.subscribe((state) => states.push(state.kind));

    autosave.change({ title: 'a' });
    await vi.advanceTimersByTimeAsync(500);
    autosave.change({ title: 'ab' });
    await vi.advanceTimersByTimeAsync(799);
    expect(server.calls).toHaveLength(0);
    expect(autosave.getState().kind).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({ baseVersion: 4, data: { title: 'ab' } });
    // Kept in the browser until the server has it.
    expect(store.entries.get('doc')).toMatchObject({ baseVersion: 4, data: { title: 'ab' } });

    server.calls[0]?.resolve(5);
    await flush();
    expect(autosave.getState()).toEqual({ kind: 'saved', version: 5 });
    expect(autosave.hasUnsaved()).toBe(false);
    expect(store.entries.has('doc')).toBe(false);
    expect(states).toEqual(['pending', 'pending', 'saving', 'saved']);

    autosave.change({ title: 'abc' });
    await vi.advanceTimersByTimeAsync(800);
    expect(server.calls[1]?.baseVersion).toBe(5);
  });

  it('saves edits made during a save right after it, on the version it made', async () => {
    const server = fakeServer();
    const autosave = createAutosave({ documentId: 'doc', version: 1, save: server.save });
    autosave.change({ n: 1 });
    await vi.advanceTimersByTimeAsync(800);
    autosave.change({ n: 2 });
    server.calls[0]?.resolve(2);
    await flush();
    expect(autosave.getState().kind).toBe('saving');
    expect(server.calls[1]).toMatchObject({ baseVersion: 2, data: { n: 2 } });
    server.calls[1]?.resolve(3);
    await flush();
    expect(autosave.getState()).toEqual({ kind: 'saved', version: 3 });
  });

  it('keeps the edit and retries with growing waits while the network fails, then saves the newest data', async () => {
    const server = fakeServer();
    const store = memoryDraftStore();
    const autosave = createAutosave({ documentId: 'doc', version: 1, save: server.save, store, retryDelaysMs: [1_000, 2_000] });
    autosave.change({ n: 1 });
    await vi.advanceTimersByTimeAsync(800);
    server.calls[0]?.reject(new ApiError(0, undefined, '/x', { cause: new TypeError('Failed to fetch') }));
    await flush();
    expect(autosave.getState()).toMatchObject({ kind: 'retrying', attempt: 1 });
    expect(store.entries.get('doc')?.data).toEqual({ n: 1 });

    autosave.change({ n: 2 }); // typing on while offline: no new debounce, the retry sends the newest
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls[1]?.data).toEqual({ n: 2 });
    server.calls[1]?.reject(new ApiError(503, { errorDetails: [{ errorId: 'GEN500', message: 'down' }] }, '/x'));
    await flush();
    expect(autosave.getState()).toMatchObject({ kind: 'retrying', attempt: 2 });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    server.calls[2]?.resolve(2);
    await flush();
    expect(autosave.getState()).toEqual({ kind: 'saved', version: 2 });
    expect(store.entries.has('doc')).toBe(false);
  });

  it('stops on a 409 until the editor overwrites (on the newest version) or takes the other version', async () => {
    const server = fakeServer();
    const store = memoryDraftStore();
    const autosave = createAutosave({ documentId: 'doc', version: 3, save: server.save, store });
    autosave.change({ mine: true });
    await vi.advanceTimersByTimeAsync(800);
    server.calls[0]?.reject(new ApiError(409, { errorDetails: [{ errorId: 'API409', message: 'stale' }] }, '/x'));
    await flush();
    expect(autosave.getState()).toEqual({ kind: 'conflict', version: 3 });

    autosave.change({ mine: 'still' });
    autosave.saveNow();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.calls).toHaveLength(1); // nothing is sent during a conflict…
    expect(store.entries.get('doc')?.data).toEqual({ mine: 'still' }); // …and nothing is lost

    autosave.overwrite(7);
    await flush();
    expect(server.calls[1]).toMatchObject({ baseVersion: 7, data: { mine: 'still' } });
    server.calls[1]?.resolve(8);
    await flush();
    expect(autosave.getState()).toEqual({ kind: 'saved', version: 8 });

    autosave.change({ again: 1 });
    await vi.advanceTimersByTimeAsync(800);
    server.calls[2]?.reject(new ApiError(409, {}, '/x'));
    await flush();
    autosave.discard(9);
    expect(autosave.getState()).toEqual({ kind: 'saved', version: 9 });
    expect(autosave.hasUnsaved()).toBe(false);
    expect(store.entries.has('doc')).toBe(false);
  });

  it('reports a refusal (403) as an error, keeps the edit, and tries again on the next change or save now', async () => {
    const server = fakeServer();
    const autosave = createAutosave({ documentId: 'doc', version: 1, save: server.save });
    autosave.change({ n: 1 });
    await vi.advanceTimersByTimeAsync(800);
    const refusal = new ApiError(403, { errorDetails: [{ errorId: 'API403', message: 'no' }] }, '/x');
    server.calls[0]?.reject(refusal);
    await flush();
    expect(autosave.getState()).toEqual({ kind: 'error', version: 1, error: refusal });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1); // no retry loop on a refusal
    autosave.saveNow();
    await flush();
    expect(server.calls[1]?.data).toEqual({ n: 1 });
  });

  it('keeps unsaved edits in the store when the screen goes', async () => {
    const server = fakeServer();
    const store = memoryDraftStore();
    const autosave = createAutosave({ documentId: 'doc', version: 2, save: server.save, store, now: () => Date.parse('2030-01-01T00:00:00Z') });
    autosave.change({ n: 1 });
    autosave.pause();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.calls).toHaveLength(0);
    expect(store.entries.get('doc')).toEqual({ baseVersion: 2, data: { n: 1 }, keptAt: '2030-01-01T00:00:00.000Z' });
  });
});
