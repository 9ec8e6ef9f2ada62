import { z } from 'zod';
import { commonBlockFields, storedBlockSchema, text } from '../../schemas/primitives';

/** A token safe inside the `p13n_testcontext` flag (`experience:{experienceId}:{variantId}`): no `:` or `,`. */
const contextToken = text().regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1–64 letters, digits, dots, dashes or underscores');

export const experienceVariantSchema = z.object({
  name: text().min(1),
  variantId: contextToken,
  /** The variant's blocks, shown instead of the baselines when the decision picks this variant. */
  targets: z.array(storedBlockSchema).default([]),
});
export type ExperienceVariant = z.infer<typeof experienceVariantSchema>;

/**
 * Experience (spec 001 §3): an experiment. Shows its baselines until a decision (or a forced test context)
 * picks one of its variants; `trackingEvent` names the page-level event the experiment listens for.
 */
export const experienceSchema = z
  .object({
    ...commonBlockFields,
    type: z.literal('experience'),
    experienceId: contextToken,
    baselines: z.array(storedBlockSchema).default([]),
    variants: z.array(experienceVariantSchema).default([]),
    trackingEvent: text().min(1).optional(),
  })
  .superRefine((block, ctx) => {
    const seen = new Set<string>();
    block.variants.forEach((variant, i) => {
      if (seen.has(variant.variantId))
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'variantId'], message: `duplicate variant id "${variant.variantId}"` });
      seen.add(variant.variantId);
    });
  });
export type ExperienceBlock = z.infer<typeof experienceSchema>;
