import type { AudienceContext } from './audience';
import { inSegment } from './audience';

/** Structural shapes of the containers, so resolved blocks (children already validated) fit as they are. */
interface ExperienceLike<B> {
  readonly baselines: readonly B[];
  readonly variants: readonly { readonly variantId: string; readonly targets: readonly B[] }[];
}
interface SegmentationLike<B> {
  readonly baselines: readonly B[];
  readonly segments: readonly { readonly id: string; readonly targets: readonly B[] }[];
}

/** What an experience shows: the chosen variant's id (null for the baseline) and its blocks. */
export interface Choice<B> {
  readonly chosen: string | null;
  readonly blocks: readonly B[];
}

export interface ExperienceInputs {
  /** From the test context; wins over the decision. */
  readonly forcedVariantId?: string;
  /** The decision engine's variant for this experience; absent until it has decided. */
  readonly decision?: { readonly variantId: string };
}

/**
 * The variant an experience shows: the forced one, else the decided one, else the baselines. A variant id
 * the experience does not have falls back to the baselines, never to another variant.
 */
export function chooseExperience<B>(block: ExperienceLike<B>, { forcedVariantId, decision }: ExperienceInputs = {}): Choice<B> {
  const wanted = forcedVariantId ?? decision?.variantId;
  const variant = wanted === undefined ? undefined : block.variants.find((v) => v.variantId === wanted);
  return variant ? { chosen: variant.variantId, blocks: variant.targets } : { chosen: null, blocks: block.baselines };
}

/**
 * The first matching segment's first target, otherwise the baselines (spec 001 §6). A forced segment makes
 * the shopper a member of that one segment only, so QA sees exactly what its members see.
 */
export function chooseSegment<B>(block: SegmentationLike<B>, audience: AudienceContext, forcedSegmentId?: string): Choice<B> {
  const matches = (id: string) => (forcedSegmentId === undefined ? inSegment(id, audience) : id === forcedSegmentId);
  const segment = block.segments.find((s) => s.targets.length > 0 && matches(s.id));
  const first = segment?.targets[0];
  return segment && first !== undefined ? { chosen: segment.id, blocks: [first] } : { chosen: null, blocks: block.baselines };
}
