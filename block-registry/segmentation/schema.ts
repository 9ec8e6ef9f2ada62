import { z } from 'zod';
import { audienceSegmentIds, commonBlockFields, storedBlockSchema } from '../../schemas/primitives';

export const segmentSchema = z.object({
  id: z.enum(audienceSegmentIds),
  /** The segment's blocks; the first one is shown to shoppers in the segment. */
  targets: z.array(storedBlockSchema).default([]),
});
export type Segment = z.infer<typeof segmentSchema>;

/**
 * Segmentation (spec 001 §3, §6): the first segment the shopper belongs to shows its first target; a shopper
 * in none of them sees the baselines.
 */
export const segmentationSchema = z.object({
  ...commonBlockFields,
  type: z.literal('segmentation'),
  segments: z.array(segmentSchema).default([]),
  baselines: z.array(storedBlockSchema).default([]),
});
export type SegmentationBlock = z.infer<typeof segmentationSchema>;
