import type { BlockType } from '../schemas';

/**
 * Block types with no behaviour in the browser: pictures, text and links, nothing that reacts to the shopper
 * (no state, effects or event handlers, in their own files or in what they render). The storefront never
 * fetches their code to hydrate them: the server's HTML is final, and the runtime makes its internal links
 * navigate client-side. A type that gains behaviour must leave this list (a unit test reads their sources).
 */
export const staticBlockTypes: ReadonlySet<BlockType> = new Set<BlockType>(['hero', 'banner', 'iconAndText', 'ctaButtons', 'articlePage']);
