import type { FilterBlock } from '../../schemas';
import { filterMatches } from '../../runtime/core';
import { useRuntime } from '../../runtime/react';
import type { BlockProps } from '../define-block';
import { ChildBlocks } from '../shared/ChildBlocks';

/**
 * Filter: its components only where the product id (bySku) or category id (byCategory) of the current path is
 * (IN) or is not (NOT IN) in `filterBy`. Evaluated from the runtime's location, so the server render is right.
 */
export default function Filter({ block }: BlockProps<FilterBlock>) {
  const { locationKey } = useRuntime();
  if (!filterMatches(block, locationKey)) return null;
  return (
    <div className="ts-filter">
      <ChildBlocks blocks={block.components} />
    </div>
  );
}
