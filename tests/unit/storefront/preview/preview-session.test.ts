import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockComponentSource } from '../../../../runtime/react';
import type { PreviewMessage } from '../../../../preview-bridge';
import { createPreviewSession } from '../../../../storefront/preview/preview-session';
import { createDraftResolver } from '../../../../storefront/preview/resolve-draft';
import { createDraftSanitizer } from '../../../../storefront/preview/sanitize-draft-html';
import { connectedPair, fakeWindow } from '../../preview-bridge/fake-windows';
import { sections } from './fixture';

const envelope = { source: 'tessera-preview-bridge', version: 1 };

/** Components as the registry gives them: each type loads once, on demand. */
function components(): BlockComponentSource & { loads: string[][] } {
  const loaded = new Set(['hero', 'collection', 'banner', 'experience']);
  const loads: string[][] = [];
  return {
    loads,
    get: (type) => (loaded.has(type) ? () => null : undefined),
    load: (types) => {
      const wanted = [...types];
      loads.push(wanted);
      return new Promise((resolve) =>
        setTimeout(() => {
          wanted.forEach((type) => loaded.add(type));
          resolve();
        }, 50),
      );
    },
    whenLoaded: () => Promise.resolve(),
  };
}

describe('the preview session', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function setUp() {
    const pair = connectedPair();
    const source = components();
    const session = createPreviewSession({
      bridge: pair.preview,
      resolver: createDraftResolver({ sanitizeHtml: createDraftSanitizer(window), serverSections: [] }),
      components: source,
      path: '/pre/en-us',
    });
    const heard: PreviewMessage[] = [];
    pair.editor.subscribe((message) => heard.push(message));
    const renders = vi.fn();
    session.subscribe(renders);
    await vi.advanceTimersByTimeAsync(300);
    return { ...pair, session, heard, renders, source };
  }

  it('says ready, renders the draft, then each patch: only the changed block is new', async () => {
    const { editor, session, heard } = await setUp();
    expect(heard).toEqual([expect.objectContaining({ type: 'ready', path: '/pre/en-us' })]);
    expect(session.snapshot().sections).toBeNull();

    editor.send({ type: 'draft', documentId: 'doc-1', sections: sections(), revision: 2 });
    await vi.advanceTimersByTimeAsync(10);
    const first = session.snapshot();
    expect(first.revision).toBe(2);
    expect(first.sections?.[0]?.items.map((block) => block.id)).toEqual(['h1', 'h2', 'c1']);

    editor.send({
      type: 'patch',
      documentId: 'doc-1',
      revision: 3,
      ops: [{ kind: 'set', id: 'h2', path: 'title', value: 'Spring sale', previous: 'Hero h2' }],
    });
    await vi.advanceTimersByTimeAsync(10);
    const second = session.snapshot();
    expect(second.revision).toBe(3);
    expect(second.sections?.[0]?.items[1]).toMatchObject({ id: 'h2', title: 'Spring sale' });
    expect(second.sections?.[0]?.items[0]).toBe(first.sections?.[0]?.items[0]);
    expect(second.sections?.[0]?.items[2]).toBe(first.sections?.[0]?.items[2]);
    expect(second.sections?.[1]).toBe(first.sections?.[1]);

    session.rendered(second);
    await vi.advanceTimersByTimeAsync(10);
    expect(heard.at(-1)).toMatchObject({ type: 'applied', revision: 3 });
  });

  it('gives the head the draft’s title and description: from the whole draft, then from setting ops, the same words kept across block edits', async () => {
    const { editor, session } = await setUp();
    editor.send({
      type: 'draft',
      documentId: 'doc-1',
      sections: sections(),
      settings: { seo: { title: 'Trail notes', description: 'Where next' } },
      revision: 1,
    });
    await vi.advanceTimersByTimeAsync(10);
    const first = session.snapshot();
    expect(first.seo).toEqual({ title: 'Trail notes', description: 'Where next' });

    editor.send({
      type: 'patch',
      documentId: 'doc-1',
      revision: 2,
      ops: [{ kind: 'set', id: 'h2', path: 'title', value: 'Spring sale', previous: 'Hero h2' }],
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(session.snapshot().seo).toBe(first.seo);

    const seo = { title: 'Summit light', description: '', noIndex: true };
    editor.send({
      type: 'patch',
      documentId: 'doc-1',
      revision: 3,
      ops: [{ kind: 'setting', field: 'seo', value: seo, previous: { title: 'Trail notes', description: 'Where next' } }],
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(session.snapshot().seo).toEqual({ title: 'Summit light', description: '' });

    // Words that fail their schema leave the head as the server made it.
    editor.send({ type: 'patch', documentId: 'doc-1', revision: 4, ops: [{ kind: 'setting', field: 'seo', value: { title: 7 }, previous: seo }] });
    await vi.advanceTimersByTimeAsync(10);
    expect(session.snapshot().seo).toBeNull();
  });

  it('refuses a whole draft whose settings name the sections', async () => {
    const { editor, session, preview } = await setUp();
    editor.send({ type: 'draft', documentId: 'doc-1', sections: sections(), settings: { sections: [] } });
    await vi.advanceTimersByTimeAsync(10);
    expect(session.snapshot().sections).toBeNull();
    expect(preview.ignored()).toBe(1);
  });

  it('answers error with the revision of a patch it cannot apply, and shows the draft sent again', async () => {
    const { editor, session, heard } = await setUp();
    editor.send({ type: 'draft', documentId: 'doc-1', sections: sections(), revision: 2 });
    editor.send({
      type: 'patch',
      documentId: 'doc-1',
      revision: 3,
      ops: [{ kind: 'remove', place: { parent: { section: 0 }, index: 0 }, block: { id: 'h2', type: 'hero' } }],
    });
    editor.send({ type: 'patch', documentId: 'doc-1', revision: 4, ops: [] });
    await vi.advanceTimersByTimeAsync(10);
    expect(heard.filter((message) => message.type === 'error')).toEqual([expect.objectContaining({ revision: 3, message: 'block h2 is not at 0' })]);
    expect(session.snapshot().revision).toBe(2);

    editor.send({ type: 'draft', documentId: 'doc-1', sections: sections().slice(1), revision: 4 });
    await vi.advanceTimersByTimeAsync(10);
    expect(session.snapshot()).toMatchObject({ revision: 4, sections: [{ name: 'more lazy load' }] });
  });

  it('loads the code of a block type the page has not loaded before showing the change, and reports skipped blocks (never loading their code)', async () => {
    const { editor, session, heard, source, renders } = await setUp();
    editor.send({
      type: 'draft',
      documentId: 'doc-1',
      sections: [
        {
          name: 'main',
          items: [
            { id: 'p1', type: 'promoBar' },
            { id: 'v1', type: 'video' },
            { id: 'bad', type: 'hero', title: 7 },
          ],
        },
      ],
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(source.loads).toEqual([['promoBar']]);
    expect(renders).not.toHaveBeenCalled();
    expect(heard.at(-1)).toMatchObject({
      type: 'issues',
      issues: [
        { blockId: 'v1', type: 'video', section: 'main' },
        { blockId: 'bad', type: 'hero', section: 'main' },
      ],
    });
    await vi.advanceTimersByTimeAsync(60);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(session.snapshot().sections?.[0]?.name).toBe('main');
  });

  it('shows the slot the editor chose, and gives the choice back', async () => {
    const { editor, session } = await setUp();
    editor.send({ type: 'draft', documentId: 'doc-1', sections: sections() });
    editor.send({ type: 'choose', blockId: 'e1', slot: 'variants.1.targets' });
    await vi.advanceTimersByTimeAsync(10);
    expect(session.snapshot().sections?.[1]?.items[1]).toMatchObject({ baselines: [{ id: 'b4' }], variants: [] });
    editor.send({ type: 'choose', blockId: 'e1', slot: null });
    await vi.advanceTimersByTimeAsync(10);
    expect(session.snapshot().sections?.[1]?.items[1]).toMatchObject({
      baselines: [{ id: 'b3' }],
      variants: [{ variantId: 'a' }, { variantId: 'b' }],
    });
  });

  it('changes nothing for a message from another origin or another window, and counts it', async () => {
    const { previewWindow, editorWindow, session, renders, preview } = await setUp();
    const draft = { ...envelope, type: 'draft', documentId: 'doc-1', sections: sections() };
    // The right session id, even: a stranger who learnt it still gets nowhere.
    const stranger = fakeWindow('https://evil.example');
    previewWindow.deliver(draft, stranger);
    const sameOriginOtherWindow = fakeWindow(editorWindow.origin);
    previewWindow.deliver(draft, sameOriginOtherWindow);
    await vi.advanceTimersByTimeAsync(10);
    expect(session.snapshot().sections).toBeNull();
    expect(renders).not.toHaveBeenCalled();
    expect(preview.ignored()).toBe(2);
  });
});
