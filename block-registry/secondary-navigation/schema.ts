import { z } from 'zod';
import { commonBlockFields, targetSchema, text } from '../../schemas/primitives';

/** A navigation link needs words: it is its own accessible name. */
export const secondaryNavLinkSchema = targetSchema.extend({ text: text().trim().min(1) });
export type SecondaryNavLink = z.infer<typeof secondaryNavLinkSchema>;

/**
 * Secondary navigation: a bar of links from the large breakpoint, a collapsible list below it
 * (spec 001 §2). The link of the current page is marked `aria-current="page"`.
 */
export const secondaryNavigationSchema = z.object({
  ...commonBlockFields,
  type: z.literal('secondaryNavigation'),
  links: z.array(secondaryNavLinkSchema).min(1),
});
export type SecondaryNavigationBlock = z.infer<typeof secondaryNavigationSchema>;
