import { describe, expect, it } from 'vitest';
import { emptyDraft, receiveDraft, receivePatch } from '../../../../storefront/preview/draft-state';
import { hero, sections } from './fixture';

const draft = (revision?: number) =>
  receiveDraft(emptyDraft, { documentId: 'doc-1', sections: sections(), ...(revision === undefined ? {} : { revision }) });

describe('the preview’s draft', () => {
  it('applies a patch’s ops to the sections, keeping every block it did not touch', () => {
    const before = draft(3);
    const outcome = receivePatch(before, {
      documentId: 'doc-1',
      revision: 4,
      ops: [
        { kind: 'set', id: 'h2', path: 'title', value: 'Spring', previous: 'Hero h2' },
        { kind: 'insert', place: { parent: { section: 1 }, index: 0 }, block: hero('h9') },
      ],
    });
    expect(outcome).toMatchObject({ applied: true, state: { revision: 4, stale: false } });
    const [first, second] = outcome.state.document?.sections ?? [];
    const [oldFirst, oldSecond] = before.document?.sections ?? [];
    expect(first?.items[1]).toEqual({ id: 'h2', type: 'hero', title: 'Spring' });
    expect(first?.items[0]).toBe(oldFirst?.items[0]);
    expect(first?.items[2]).toBe(oldFirst?.items[2]);
    expect(second?.items.map((block) => block.id)).toEqual(['h9', 'h3', 'e1']);
    expect(second?.items[2]).toBe(oldSecond?.items[1]);
  });

  it('lets the first patch after a draft without a revision start the count', () => {
    const outcome = receivePatch(draft(), {
      documentId: 'doc-1',
      revision: 41,
      ops: [{ kind: 'set', id: 'h1', path: 'title', value: 'x', previous: 'Hero h1' }],
    });
    expect(outcome.state.revision).toBe(41);
    expect(receivePatch(outcome.state, { documentId: 'doc-1', revision: 42, ops: [] }).applied).toBe(true);
  });

  it('refuses, whole and unchanged, a patch that does not fit: an unknown block, a revision out of order, another document, no draft', () => {
    const before = draft(3);
    const unknown = receivePatch(before, {
      documentId: 'doc-1',
      revision: 4,
      ops: [
        { kind: 'set', id: 'h1', path: 'title', value: 'applied?', previous: 'Hero h1' },
        { kind: 'set', id: 'nope', path: 'title', value: 'x', previous: undefined },
      ],
    });
    expect(unknown).toMatchObject({ applied: false, error: 'no block nope', state: { stale: true, revision: 3 } });
    expect(unknown.state.document).toBe(before.document);
    expect(receivePatch(before, { documentId: 'doc-1', revision: 6, ops: [] })).toMatchObject({
      applied: false,
      error: 'revision 6 does not follow 3',
    });
    expect(receivePatch(before, { documentId: 'doc-1', revision: 3, ops: [] }).error).toBe('revision 3 does not follow 3');
    expect(receivePatch(before, { documentId: 'doc-2', revision: 4, ops: [] }).error).toMatch(/document doc-2/);
    expect(receivePatch(emptyDraft, { documentId: 'doc-1', revision: 1, ops: [] }).error).toBe('no draft yet');
  });

  it('drops patches quietly while stale (the editor was told once), until the whole draft comes again', () => {
    const stale = receivePatch(draft(3), { documentId: 'doc-1', revision: 9, ops: [] }).state;
    expect(receivePatch(stale, { documentId: 'doc-1', revision: 4, ops: [] })).toEqual({ state: stale, applied: false });
    const again = receiveDraft(stale, { documentId: 'doc-1', sections: sections(), revision: 10 });
    expect(receivePatch(again, { documentId: 'doc-1', revision: 11, ops: [] })).toMatchObject({
      applied: true,
      state: { stale: false, revision: 11 },
    });
  });
});
