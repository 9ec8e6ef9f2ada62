import { z } from 'zod';

/** The three layout breakpoints every responsive field is keyed by. */
export const breakpoints = ['sm', 'md', 'lg'] as const;
export const breakpointSchema = z.enum(breakpoints);
export type Breakpoint = z.infer<typeof breakpointSchema>;

/** A value given per breakpoint; a missing breakpoint inherits from the next smaller one. */
export const perBreakpoint = <T extends z.ZodType>(value: T) =>
  z.object({ sm: value.optional(), md: value.optional(), lg: value.optional() });

/** A CSS colour: hex, rgb()/rgba()/hsl()/hsla(), or a small set of keywords. Nothing that can break out of a style value. */
export const colorSchema = z
  .string()
  .regex(
    /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|transparent|currentColor|white|black)$/,
    'must be a CSS colour (#hex, rgb(), hsl() or transparent)',
  );

/** A link target: absolute http(s), site-relative path, modal hash link (#modal-…), or mailto/tel. */
export const urlSchema = z
  .string()
  .regex(/^(https?:\/\/|\/(?!\/)|#|mailto:|tel:)/, 'must be an http(s) URL, a site path, a #hash, mailto: or tel:');

export const imageSchema = z.object({
  url: z.string().min(1),
  alt: z.string().default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  seoTitle: z.string().optional(),
});
export type Image = z.infer<typeof imageSchema>;

export const mediaSchema = perBreakpoint(imageSchema);
export type Media = z.infer<typeof mediaSchema>;

export const targetStyleSchema = z.enum(['primary', 'secondary', 'tertiary', 'link']);
export const targetSizeSchema = z.enum(['sm', 'md', 'lg']);

export const targetSchema = z.object({
  url: urlSchema,
  text: z.string().default(''),
  targetAttribute: z.enum(['_self', '_blank']).default('_self'),
  style: targetStyleSchema.optional(),
  size: targetSizeSchema.optional(),
  /** Keep the current query string when following the link (query-preserving links). */
  preserveQuery: z.boolean().optional(),
});
export type Target = z.infer<typeof targetSchema>;
