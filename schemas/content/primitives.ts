import { z } from 'zod';
import { text } from '../text';
import { imageUrlProblem, linkProblem, mediaUrlProblem } from './links';

/** The three layout breakpoints every responsive field is keyed by. */
export const breakpoints = ['sm', 'md', 'lg'] as const;
export const breakpointSchema = z.enum(breakpoints);
export type Breakpoint = z.infer<typeof breakpointSchema>;

/** A value given per breakpoint; a missing breakpoint inherits from the next smaller one. */
export const perBreakpoint = <T extends z.ZodType>(value: T) => z.object({ sm: value.optional(), md: value.optional(), lg: value.optional() });

/** A CSS colour: hex, rgb()/rgba()/hsl()/hsla(), or a small set of keywords. Nothing that can break out of a style value. */
export const colorSchema = text().regex(
  /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|transparent|currentColor|white|black)$/,
  'must be a CSS colour (#hex, rgb(), hsl() or transparent)',
);

/** A check of `text()` by one of the address rules of `links.ts`: the issue says what is wrong with the address. */
const address = (problem: (value: string) => string | undefined) =>
  text().superRefine((value, context) => {
    const why = problem(value);
    if (why !== undefined) context.addIssue({ code: 'custom', message: why, input: value });
  });

/**
 * A link target: absolute http(s), a path of this site, a modal hash link (#modal-…), or mailto/tel. Refuses every
 * spelling a browser reads as another host (`//`, `/\`, `\\`, `/%5C`, tabs or line breaks inside, spaces or control
 * characters at the ends) and every other scheme (`javascript:`, `data:`, `vbscript:`…, in any case).
 */
export const urlSchema = address(linkProblem);

/** A picture's address: https, a path of this site (`/images/…`) or a `data:image/`; never http, script or other data. */
export const imageUrlSchema = address(imageUrlProblem);

/** A video's or a sound's address: http(s) or a path of this site (`/media/…`). */
export const mediaUrlSchema = address(mediaUrlProblem);

export const imageSchema = z.object({
  url: imageUrlSchema,
  alt: text().default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  seoTitle: text().optional(),
});
export type Image = z.infer<typeof imageSchema>;

export const mediaSchema = perBreakpoint(imageSchema);
export type Media = z.infer<typeof mediaSchema>;

export const targetStyleSchema = z.enum(['primary', 'secondary', 'tertiary', 'link']);
export const targetSizeSchema = z.enum(['sm', 'md', 'lg']);

export const targetSchema = z.object({
  url: urlSchema,
  text: text().default(''),
  targetAttribute: z.enum(['_self', '_blank']).default('_self'),
  style: targetStyleSchema.optional(),
  size: targetSizeSchema.optional(),
  /** Keep the current query string when following the link (query-preserving links). */
  preserveQuery: z.boolean().optional(),
});
export type Target = z.infer<typeof targetSchema>;
