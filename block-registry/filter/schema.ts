import { z } from 'zod';
import { commonBlockFields, filterOperators, filterVariants, storedBlockSchema, text } from '../../schemas/primitives';

/**
 * Filter (spec 001 §3): shows its components only on pages whose product id (bySku) or category id
 * (byCategory), taken from the path, is (IN) or is not (NOT IN) in `filterBy`.
 */
export const filterSchema = z
  .object({
    ...commonBlockFields,
    type: z.literal('filter'),
    variant: z.enum(filterVariants),
    filterBy: z.array(text().trim().min(1)).default([]),
    operator: z.enum(filterOperators).default('IN'),
    components: z.array(storedBlockSchema).default([]),
  })
  .superRefine((block, ctx) => {
    // Ids are compared with the ones taken from the path (spec 001 §2), so a malformed id could never match.
    const pattern = block.variant === 'bySku' ? /^[A-Z]{2}[A-Z0-9]{6,}$/ : /^\d{4,7}$/;
    const what = block.variant === 'bySku' ? 'a product id (two capitals, then six or more capitals or digits)' : 'a category id (4 to 7 digits)';
    block.filterBy.forEach((id, i) => {
      if (!pattern.test(id)) ctx.addIssue({ code: 'custom', path: ['filterBy', i], message: `"${id}" is not ${what}` });
    });
  });
export type FilterBlock = z.infer<typeof filterSchema>;
