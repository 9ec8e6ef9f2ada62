import type { SegmentationBlock } from '../../schemas';
import { chooseSegment, defaultAudience } from '../../runtime/core';
import type { BlockProps } from '../define-block';
import { ChildBlocks } from '../shared/ChildBlocks';
import { useP13nContext } from '../shared/use-p13n';

/**
 * Segmentation: the first segment the shopper belongs to shows its first target, otherwise the baselines.
 * Accounts and the cart are later modules, so every shopper is the default audience (logged out, empty cart)
 * unless the test context forces a segment. Without consent the baselines show.
 */
export default function Segmentation({ block }: BlockProps<SegmentationBlock>) {
  const p13n = useP13nContext();
  const { chosen, blocks } = p13n.allowed
    ? chooseSegment(block, defaultAudience, p13n.testContext.segment)
    : { chosen: null, blocks: block.baselines };
  return (
    <div className="ts-segmentation" data-segment-id={chosen ?? 'baseline'}>
      <ChildBlocks blocks={blocks} />
    </div>
  );
}
