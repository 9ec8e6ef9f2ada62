import type { ExperienceBlock } from '../../schemas';
import { chooseExperience } from '../../runtime/core';
import type { BlockProps } from '../define-block';
import { ChildBlocks } from '../shared/ChildBlocks';
import { useP13nContext } from '../shared/use-p13n';

/**
 * Experience: an experiment's baselines, or the variant a forced test context picks. The decision engine is
 * a later module; until it answers there is no decision, so shoppers see the baselines. Without consent
 * (EMEA, no targeting consent, not preview) the baselines show whatever the test context says.
 */
export default function Experience({ block }: BlockProps<ExperienceBlock>) {
  const p13n = useP13nContext();
  const forcedVariantId = p13n.allowed ? p13n.testContext.experiences[block.experienceId] : undefined;
  const { chosen, blocks } = chooseExperience(block, forcedVariantId === undefined ? {} : { forcedVariantId });
  return (
    <div className="ts-experience" data-experience-id={block.experienceId} data-variant-id={chosen ?? 'baseline'}>
      <ChildBlocks blocks={blocks} />
    </div>
  );
}
