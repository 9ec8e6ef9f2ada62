import { blockComponents } from '../../block-registry';
import type { HydrationPlan } from '../../runtime/react';
import { editorMessageSchema, openBridge } from '../../preview-bridge';
import type { EditorMessage } from '../../preview-bridge';
import type { PageState } from '../app/page-state';
import { PreviewApp } from './PreviewApp';
import { createPreviewSession } from './preview-session';
import { createDraftResolver } from './resolve-draft';
import { createDraftSanitizer } from './sanitize-draft-html';

/**
 * Opens the preview's end of the bridge to the editor (`window.parent`), before hydrating, so a draft sent early is
 * ready for the first render after it. Only the page's own origin is allow-listed: the editor is served by this
 * server (a separate editor origin would have to reach the page state to be trusted here).
 */
export function startPreview(initial: PageState): (plan: HydrationPlan) => React.JSX.Element {
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
    components: blockComponents,
    path: initial.path,
  });
  return (plan) => <PreviewApp initial={initial} plan={plan} bridge={bridge} session={session} />;
}
