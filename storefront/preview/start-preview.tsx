import type { BlockComponentSource } from '../../runtime/react';
import { editorMessageSchema, openBridge } from '../../preview-bridge';
import type { EditorMessage } from '../../preview-bridge';
import type { PagePreview } from '../app/BrowserApp';
import type { PageState } from '../page/page-state';
import { DraftPage } from './DraftPage';
import { createPreviewSession } from './preview-session';
import { createDraftResolver } from './resolve-draft';
import { createDraftSanitizer } from './sanitize-draft-html';

/**
 * Opens the preview's end of the bridge to the editor (`window.parent`) before the page hydrates, and answers the
 * `Preview` the storefront renders its page through. Only the page's own origin is allow-listed: the editor is served
 * by this server (an editor on another origin would have to reach the page state to be trusted here).
 *
 * NB: the storefront's own modules (the document, the block components) come from the entry, as types here or as
 * `components`: a module this chunk imported would be split out of the shopper's first load into a shared chunk.
 */
export function startPreview(initial: PageState, components: BlockComponentSource): PagePreview {
  const bridge = openBridge<EditorMessage>({
    role: 'preview',
    host: window,
    peer: window.parent,
    allowedOrigins: [window.location.origin],
    schema: editorMessageSchema,
  });
  const session = createPreviewSession({
    bridge,
    resolver: createDraftResolver({ sanitizeHtml: createDraftSanitizer(window), serverSections: initial.data?.page.sections ?? [] }),
    components,
    path: initial.path,
  });
  return function Preview({ state, children }) {
    return (
      <DraftPage state={state} bridge={bridge} session={session}>
        {children}
      </DraftPage>
    );
  };
}
