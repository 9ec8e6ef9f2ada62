import { z } from 'zod';
import { text } from '../text';
import { breakpointSchema, colorSchema, imageSchema, mediaSchema, perBreakpoint, targetSchema, urlSchema } from './primitives';

/** Block ids and types: the identity every block carries. */
export const blockIdentity = {
  id: text().min(1),
  type: text().min(1),
};

export const gradientStyles = ['full', 'focused', 'off'] as const;
export const overlayWidths = ['xs', 'sm', 'md', 'lg'] as const;
export const spacingSchema = z.enum(['none', 'sm', 'md', 'lg', 'xl']);

export const responsiveLayoutSchema = perBreakpoint(
  z.object({
    layout: z.enum(['overlay', 'stacked', 'split-start', 'split-end']).default('overlay'),
    alignment: z.enum(['start', 'center', 'end']).default('start'),
  }),
);

/**
 * The fields every content block may carry (spec 001 §3 "Common content block fields").
 * Each block schema spreads these beside its own fields.
 */
export const commonBlockFields = {
  ...blockIdentity,
  name: text().optional(),
  title: text().optional(),
  titleHtml: text().optional(),
  subtitle: text().optional(),
  subtitleHtml: text().optional(),
  colours: z.object({ text: colorSchema.optional(), background: colorSchema.optional(), accent: colorSchema.optional() }).optional(),
  styles: z
    .object({
      textAlign: z.enum(['start', 'center', 'end']).optional(),
      typeface: z.enum(['display', 'body']).optional(),
      textTransform: z.enum(['none', 'uppercase']).optional(),
    })
    .optional(),
  media: mediaSchema.optional(),
  mediaTarget: z.object({ url: urlSchema, targetAttribute: z.enum(['_self', '_blank']).default('_self') }).optional(),
  targets: z.array(targetSchema).optional(),
  richText: text().optional(),
  richTextBelowTargets: text().optional(),
  backgroundColor: colorSchema.optional(),
  isFullWidth: z.boolean().optional(),
  isFullHeight: z.boolean().optional(),
  bottomMargins: perBreakpoint(spacingSchema).optional(),
  hideOnBreakpoint: z.array(breakpointSchema).optional(),
  promotionTracking: z.object({ creativeName: text().optional(), promotionId: text().optional(), promotionName: text().optional() }).optional(),
  equalTargetSize: z.boolean().optional(),
  gradientStyle: z.enum(gradientStyles).optional(),
  gradientTone: z.enum(['dark', 'light']).optional(),
  caption: z.object({ text: text(), position: z.enum(['top-start', 'top-end', 'bottom-start', 'bottom-end']).default('bottom-end') }).optional(),
  eyebrow: z.object({ text: text().optional(), logo: imageSchema.optional() }).optional(),
  overlayWidth: z.enum(overlayWidths).optional(),
  responsiveLayout: responsiveLayoutSchema.optional(),
  badge: text().optional(),
  linkType: z.enum(['CTA', 'No-CTA']).optional(),
};

export const blockBaseSchema = z.object(commonBlockFields);
export type BlockBase = z.infer<typeof blockBaseSchema>;

/**
 * A block as stored: identity plus anything. The document schema accepts any block so that one bad
 * block never rejects a page; the runtime validates each block against its own schema and skips
 * (and logs) the ones that fail.
 */
export const storedBlockSchema = z.looseObject(blockIdentity);
export type StoredBlock = z.infer<typeof storedBlockSchema>;
