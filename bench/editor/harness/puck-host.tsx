/**
 * Puck's host page for the editor bench: `<Puck>` (`@puckeditor/core`, its iframe preview on) over the same page the
 * Tessera side edits — the same saved draft, resolved the same way, every block drawn by Tessera's own `BlockView`
 * inside Tessera's runtime, as a flat list (Puck has no sections). A change is made through Puck's public API
 * (`dispatch`, what its fields panel and its drag and drop call) and timed until Puck's iframe shows it.
 *
 * Query: `documentId` (the admin API's), `path` (the page's storefront path, where its blocks are evaluated).
 */
import '../../../block-registry/styles.css';
import { Puck, useGetPuck } from '@puckeditor/core';
import type { ComponentConfig, Config, Data } from '@puckeditor/core';
import '@puckeditor/core/no-external.css';
import DOMPurify from 'dompurify';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { blockComponents } from '../../../block-registry';
import { loadAppMessages, resolvePage, siteById } from '../../../runtime/core';
import type { ResolvedBlock, Site } from '../../../runtime/core';
import { BlockView, RuntimeProvider } from '../../../runtime/react';
import { reportStartFailure } from './bench-host';
import type { EditorBenchHost } from './bench-host';
import { neighboursAfterMove } from './flat-order';
import { blockShows, blockSitsBetween, settle, whenDomHolds } from './watch-dom';

const ROOT_ZONE = 'root:default-zone';
const FRAME_TIMEOUT_MS = 60_000;

const params = new URLSearchParams(location.search);
const documentId = params.get('documentId') ?? '';
const path = params.get('path') ?? '';

type PuckApi = ReturnType<ReturnType<typeof useGetPuck>>;
let getPuck: (() => PuckApi) | undefined;

/** Sits in Puck's header and hands the bench Puck's API (`useGetPuck`: the latest state without a render). */
function PuckHandle({ children }: { readonly children?: ReactNode }) {
  const get = useGetPuck();
  useEffect(() => {
    getPuck = get;
  }, [get]);
  return <>{children}</>;
}

/** One Puck component per block type: Tessera's block, drawn by its own BlockView; its title a text field. */
const componentFor = (type: string): ComponentConfig => ({
  fields: { title: { type: 'text' } },
  render: ({ id, puck: _puck, editMode: _editMode, ...fields }: Record<string, unknown>) => (
    <BlockView block={{ ...fields, id, type } as ResolvedBlock} />
  ),
});

const puckConfig = (types: readonly string[], site: Site): Config =>
  ({
    components: Object.fromEntries(types.map((type) => [type, componentFor(type)])),
    root: {
      render: ({ children }: { children: ReactNode }) => (
        <div data-brand={site.brand.id} lang={site.locale.tag}>
          {children}
        </div>
      ),
    },
  }) as Config;

async function start(): Promise<EditorBenchHost> {
  const answer = await fetch(`/admin/v1/documents/${encodeURIComponent(documentId)}`, { headers: { accept: 'application/json' } });
  if (!answer.ok) throw new Error(`GET the document: ${answer.status}`);
  const doc = (await answer.json()) as { siteId: string };
  const site = siteById(doc.siteId);
  if (!site) throw new Error(`unknown site ${doc.siteId}`);
  const { page } = resolvePage(doc, { path, sanitizeHtml: (html) => DOMPurify.sanitize(html), log: console });
  const blocks = page.sections.flatMap((section) => section.items);
  const types = [...new Set(blocks.map((block) => block.type))];
  // Like Storybook: the block code and the words are here before the first render.
  await Promise.all([blockComponents.load(types), loadAppMessages(site.locale.tag)]);
  const data: Data = { root: { props: {} }, content: blocks.map(({ type, id, ...fields }) => ({ type, props: { ...fields, id } })) };

  const mount = document.createElement('div');
  document.body.append(mount);
  createRoot(mount).render(
    <RuntimeProvider site={site} components={blockComponents} persisted={{}} locationKey={path} mode={{ mode: 'preview' }}>
      <Puck
        config={puckConfig(types, site)}
        data={data}
        iframe={{ enabled: true }}
        viewports={[{ width: 1280, height: 'auto', label: 'Desktop' }]}
        overrides={{ headerActions: PuckHandle }}
        height="100vh"
      />
    </RuntimeProvider>,
  );

  const frameDocument = await new Promise<Document>((done, fail) => {
    const deadline = performance.now() + FRAME_TIMEOUT_MS;
    const look = () => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe');
      const inner = frame?.contentDocument;
      if (inner && blocks.every((block) => inner.querySelector(`[data-block-id="${CSS.escape(block.id)}"]`))) return done(inner);
      if (performance.now() > deadline)
        return fail(new Error(`Puck's preview did not show the ${blocks.length} blocks within ${FRAME_TIMEOUT_MS / 1000} s`));
      setTimeout(look, 100);
    };
    look();
  });
  const frameWindow = frameDocument.defaultView;
  if (!frameWindow || !getPuck) throw new Error("Puck's preview has no window, or its API never arrived");
  const puck = getPuck;
  const order = () => puck().appState.data.content.map((item) => String(item.props.id));

  return {
    async ready() {
      await settle(frameWindow);
      const titled = puck()
        .appState.data.content.filter((item) => typeof item.props.title === 'string')
        .map((item) => String(item.props.id));
      return { blockIds: order(), titled };
    },
    async editTitle(blockId, title) {
      const { dispatch, getItemById, getSelectorForId } = puck();
      const item = getItemById(blockId);
      const selector = getSelectorForId(blockId);
      if (!item || !selector) throw new Error(`Puck has no block ${blockId}`);
      const shown = whenDomHolds(frameDocument, () => blockShows(frameDocument, blockId, title), `title of ${blockId}`);
      const started = performance.now();
      dispatch({
        type: 'replace',
        destinationIndex: selector.index,
        destinationZone: selector.zone,
        data: { ...item, props: { ...item.props, title } },
      });
      const at = await shown;
      await settle(frameWindow);
      return at - started;
    },
    async move(blockId, toIndex) {
      const current = order();
      const from = current.indexOf(blockId);
      if (from < 0) throw new Error(`Puck has no block ${blockId}`);
      const { before, after } = neighboursAfterMove(current, blockId, toIndex);
      // Puck's index is the place after the block left its list.
      const destinationIndex = toIndex > from ? toIndex - 1 : toIndex;
      const shown = whenDomHolds(frameDocument, () => blockSitsBetween(frameDocument, blockId, before, after), `move of ${blockId}`);
      const started = performance.now();
      puck().dispatch({ type: 'move', sourceIndex: from, sourceZone: ROOT_ZONE, destinationIndex, destinationZone: ROOT_ZONE });
      const at = await shown;
      await settle(frameWindow);
      return at - started;
    },
  };
}

start().then((host) => {
  window.editorBench = host;
}, reportStartFailure);
