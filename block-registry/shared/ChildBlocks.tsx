import type { ResolvedBlock } from '../../runtime/core';
import { BlockView } from '../../runtime/react';

/** The chosen child blocks of a personalization container, each in its own block frame. */
export function ChildBlocks({ blocks }: { readonly blocks: readonly unknown[] }) {
  // Children were validated on the server against their own schemas; here they are plain resolved blocks.
  return (blocks as readonly ResolvedBlock[]).map((child) => <BlockView key={child.id} block={child} />);
}
