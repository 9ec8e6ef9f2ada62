import { z } from 'zod';
import { text } from '../schemas';

/**
 * The questions the editor may ask its preview, each with the shape of its parameters and of its answer. The editor
 * sends a `request` message (`protocol.ts`) with an id; the preview answers a `response` with the same id
 * (`correlation.ts`). Both ends check what they receive against these schemas.
 */

/** Where a block's frame is on the preview's page, in CSS pixels from the top of the document, and the page's size. */
const rectSchema = z.object({
  top: z.number(),
  left: z.number(),
  width: z.number().min(0),
  height: z.number().min(0),
  /** The preview's scroll position and viewport height: is the block in view? */
  scrollY: z.number(),
  viewportHeight: z.number().min(0),
});

/** What the preview shows: the draft (none until the first one), its revision, how many blocks it renders. */
const statusSchema = z.object({
  path: text(),
  documentId: text().nullable(),
  revision: z.number().int().nullable(),
  blocks: z.number().int().min(0),
  viewport: z.enum(['sm', 'md', 'lg']).nullable(),
  /** Messages the preview ignored (wrong window, origin, session or shape). */
  ignored: z.number().int().min(0),
});

export const bridgeRequests = {
  /** A block's rectangle (null when the page does not show it), to scroll it into view or place something by it. */
  blockRect: { params: z.object({ blockId: text().min(1) }), result: rectSchema.nullable() },
  /** The preview's state, to tell whether it shows what the editor sent. */
  status: { params: z.object({}), result: statusSchema },
} as const;

export type BridgeRequests = typeof bridgeRequests;
export type RequestName = keyof BridgeRequests;
export type RequestParams<N extends RequestName> = z.infer<BridgeRequests[N]['params']>;
export type RequestResult<N extends RequestName> = z.infer<BridgeRequests[N]['result']>;
export type BlockRect = z.infer<typeof rectSchema>;
export type PreviewStatus = z.infer<typeof statusSchema>;

export const requestNames = Object.keys(bridgeRequests) as [RequestName, ...RequestName[]];
