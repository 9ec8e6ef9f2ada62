/**
 * Tessera's host page for the editor bench: the real editor core and the real preview bridge, driving the real
 * storefront page in preview mode (rendered by the server, then updated by the preview side) in a same-origin iframe.
 * A change is timed from `core.run(...)` (the patch posted over the bridge on the way) until the frame's DOM shows it.
 *
 * Query: `documentId` (the admin API's), `path` (the page's storefront path).
 */
import '../../../editor/zod-without-eval';
import { createEditorCore, moveBlocks, updateProps } from '../../../editor/core';
import type { EditorCore, EditorDocument, Place } from '../../../editor/core';
import { openBridge, previewMessageSchema } from '../../../preview-bridge';
import type { PreviewMessage } from '../../../preview-bridge';
import { reportStartFailure } from './bench-host';
import type { EditorBenchHost } from './bench-host';
import { neighboursAfterMove } from './flat-order';
import { blockShows, blockSitsBetween, settle, whenDomHolds } from './watch-dom';

const PREVIEW_READY_TIMEOUT_MS = 60_000;

const params = new URLSearchParams(location.search);
const documentId = params.get('documentId') ?? '';
const path = params.get('path') ?? '';

/** The top-level blocks in page order, and where each one sits. */
const flatPlaces = (document: EditorDocument): { id: string; place: Place }[] =>
  document.sections.flatMap((section, s) => section.items.map((block, index) => ({ id: block.id, place: { parent: { section: s }, index } })));

async function start(): Promise<EditorBenchHost> {
  const answer = await fetch(`/admin/v1/documents/${encodeURIComponent(documentId)}`, { headers: { accept: 'application/json' } });
  if (!answer.ok) throw new Error(`GET the document: ${answer.status}`);
  const { data } = (await answer.json()) as { data: EditorDocument };
  const core: EditorCore = createEditorCore(data);

  const frame = document.createElement('iframe');
  frame.title = 'Preview';
  frame.src = `${path}?preview=true&editorBridge=1`;
  frame.style.cssText = 'width:1280px;height:900px;border:0;display:block';
  document.body.append(frame);
  await new Promise((done) => frame.addEventListener('load', done, { once: true }));
  const preview = frame.contentWindow;
  if (!preview) throw new Error('the preview frame has no window');

  const bridge = openBridge<PreviewMessage>({
    role: 'editor',
    host: window,
    peer: preview,
    allowedOrigins: [location.origin],
    peerOrigin: location.origin,
    schema: previewMessageSchema,
  });
  const errors: string[] = [];
  const heard: PreviewMessage[] = [];
  const waiters = new Set<() => void>();
  bridge.subscribe((message) => {
    heard.push(message);
    if (message.type === 'error') errors.push(`revision ${message.revision}: ${message.message}`);
    for (const waiter of waiters) waiter();
  });
  /** Resolves once the preview has said something `test` accepts (now or later). */
  const previewSays = (test: (message: PreviewMessage) => boolean, what: string) =>
    new Promise<void>((done, fail) => {
      const check = () => {
        if (!heard.some(test)) return;
        waiters.delete(check);
        clearTimeout(timer);
        done();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        fail(new Error(`the preview did not say ${what} within ${PREVIEW_READY_TIMEOUT_MS / 1000} s`));
      }, PREVIEW_READY_TIMEOUT_MS);
      waiters.add(check);
      check();
    });
  // As the editor's canvas does: hello, the whole draft once the preview is ready, then a patch for every change.
  bridge.send({ type: 'hello', documentId });
  await previewSays((message) => message.type === 'ready', 'ready');
  bridge.send({ type: 'draft', documentId, sections: core.getState().document.sections, revision: core.getState().revision });
  await previewSays((message) => message.type === 'applied' && message.revision === core.getState().revision, 'it shows the draft');
  core.subscribe(({ state, ops }) => {
    if (ops.length > 0) bridge.send({ type: 'patch', documentId, revision: state.revision, ops });
  });
  const doc = () => {
    const current = frame.contentDocument;
    if (!current) throw new Error('the preview frame has no document');
    return current;
  };
  const checked = async (what: string, shown: Promise<number>, started: number) => {
    const at = await shown;
    await settle(preview);
    if (errors.length > 0) throw new Error(`the preview refused a patch (${what}): ${errors.join('; ')}`);
    return at - started;
  };

  return {
    async ready() {
      await settle(preview);
      const blocks = flatPlaces(core.getState().document);
      const titled = core
        .getState()
        .document.sections.flatMap((s) => s.items)
        .filter((b) => typeof b.title === 'string')
        .map((b) => b.id);
      return { blockIds: blocks.map((b) => b.id), titled };
    },
    async editTitle(blockId, title) {
      const shown = whenDomHolds(doc(), () => blockShows(doc(), blockId, title), `title of ${blockId}`);
      const started = performance.now();
      core.run(updateProps(core.getState().document, blockId, { title }));
      return checked(`title of ${blockId}`, shown, started);
    },
    async move(blockId, toIndex) {
      const places = flatPlaces(core.getState().document);
      const { before, after } = neighboursAfterMove(
        places.map((p) => p.id),
        blockId,
        toIndex,
      );
      const last = core.getState().document.sections.length - 1;
      const to = places[toIndex]?.place ?? { parent: { section: last }, index: core.getState().document.sections[last]?.items.length ?? 0 };
      const shown = whenDomHolds(doc(), () => blockSitsBetween(doc(), blockId, before, after), `move of ${blockId}`);
      const started = performance.now();
      core.run(moveBlocks(core.getState().document, [blockId], to));
      return checked(`move of ${blockId}`, shown, started);
    },
  };
}

start().then((host) => {
  window.editorBench = host;
}, reportStartFailure);
