import { z } from 'zod';
import { breakpointSchema, commonBlockFields, imageSchema, imageUrlSchema, targetSchema, text, urlSchema } from '../../schemas/primitives';

export const MEGA_MENU_BAR_HEIGHT = '2.35rem';

const megaMenuItemFields = {
  id: text().min(1),
  title: text().min(1),
  titleHtml: text().optional(),
  target: z.object({ url: urlSchema, targetAttribute: z.enum(['_self', '_blank']).default('_self') }).optional(),
  menuStyle: z.enum(['default', 'highlight', 'sale']).default('default'),
  /** A small picture shown with the title. */
  menuIcon: imageUrlSchema.optional(),
  titleVisibility: z.enum(['always', 'desktop', 'mobile']).default('always'),
  menuBanner: z.object({ image: imageSchema, title: text().optional(), target: targetSchema.optional() }).optional(),
  visualSelectorsTitle: text().optional(),
  visualSelectors: z
    .array(z.object({ mediaObject: imageSchema, title: text().optional(), target: z.object({ url: urlSchema }).optional() }))
    .optional(),
  /** Breakpoints at which the "shop all" link of this item is hidden. */
  hideShopAll: z.array(breakpointSchema).optional(),
  overrideShopAll: z.object({ text: text().optional(), url: urlSchema.optional() }).optional(),
};

export interface MegaMenuItem extends z.infer<z.ZodObject<typeof megaMenuItemFields>> {
  columns?: MegaMenuItem[] | undefined;
}

/** A menu item of level 1, 2 or 3; `columns` holds the next level. */
export const megaMenuItemSchema: z.ZodType<MegaMenuItem> = z.object({
  ...megaMenuItemFields,
  get columns() {
    return z.array(megaMenuItemSchema).optional();
  },
});

/** Mega menu: the site's main navigation, three levels deep. */
export const megaMenuSchema = z
  .object({
    ...commonBlockFields,
    type: z.literal('megaMenu'),
    items: z.array(megaMenuItemSchema).default([]),
  })
  .superRefine((menu, ctx) => {
    const depth = (items: MegaMenuItem[] | undefined, level: number): void => {
      for (const [i, item] of (items ?? []).entries()) {
        if (level > 3) ctx.addIssue({ code: 'custom', message: `menu items go at most 3 levels deep (item ${item.id})`, path: ['items', i] });
        depth(item.columns, level + 1);
      }
    };
    depth(menu.items, 1);
  });
export type MegaMenuBlock = z.infer<typeof megaMenuSchema>;
