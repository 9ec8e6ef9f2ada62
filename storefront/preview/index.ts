import { z } from 'zod';

/**
 * The preview side of the editor's bridge: the storefront page inside the editor's frame, rendering the editor's draft
 * live. `storefront/entry-client.tsx` loads this chunk only for a page in preview mode, asked for with
 * `editorBridge=1`, inside a frame: shoppers never download it.
 *
 * - `draft-state.ts` — the draft as sent, patches applied in order (or refused: `error`).
 * - `resolve-draft.ts` — validated and sanitized in the browser (`sanitize-draft-html.ts`), remembered by block.
 * - `choices.ts` — the experience or segmentation slot the editor chose to show.
 * - `preview-session.ts` — the bridge's messages to what the page renders; `PreviewApp.tsx` renders it.
 * - `overlay.ts`, `connect-preview.ts` — outlines, clicks that select, hover, scroll sync, the editor's requests.
 */

// NB: zod probes `new Function` as its first object schema is built, which the page's Content-Security-Policy
// reports; this runs before the chunk below (the bridge's schemas, the blocks') is evaluated.
z.config({ jitless: true });

export const loadPreview = () => import('./start-preview');
