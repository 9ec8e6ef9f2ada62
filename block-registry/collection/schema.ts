import { z } from 'zod';
import { commonBlockFields, perBreakpoint, storedBlockSchema, text } from '../../schemas/primitives';

export const collectionBreakpointSchema = z.object({
  /** Missing = inherit from the next smaller breakpoint (carousel when none says). */
  type: z.enum(['carousel', 'grid']).optional(),
  /** Slide width as a CSS length or percentage, e.g. "80%" or "20rem". */
  slideWidth: text()
    .regex(/^\d+(\.\d+)?(%|rem|px|vw)$/, 'must be a length such as 80% or 20rem')
    .optional(),
  slideMaxWidth: text()
    .regex(/^\d+(\.\d+)?(%|rem|px|vw)$/, 'must be a length such as 26.5rem')
    .optional(),
  /** Gap between slides in rem. */
  slidePadding: z.number().min(0).max(8).optional(),
  /** Outer margin of the track in rem. */
  margin: z.number().min(0).max(8).optional(),
  /** Columns of the grid type. */
  columns: z.number().int().min(1).max(6).optional(),
  autoplay: z.boolean().optional(),
  /** Seconds between automatic slides (the carousel waits autorotateTime × 1000 ms). */
  autorotateTime: z.number().positive().max(60).optional(),
  loop: z.boolean().optional(),
  showArrows: z.boolean().optional(),
  showIndicators: z.boolean().optional(),
  showProgress: z.boolean().optional(),
});
export type CollectionBreakpoint = z.infer<typeof collectionBreakpointSchema>;

export const collectionVariants = ['default', 'threeCardGrid', 'highlightCenter', 'cta'] as const;

/** Collection: child blocks laid out as a carousel or a grid, per breakpoint. */
export const collectionSchema = z.object({
  ...commonBlockFields,
  type: z.literal('collection'),
  variant: z.enum(collectionVariants).default('default'),
  breakpoints: perBreakpoint(collectionBreakpointSchema).default({}),
  items: z.array(storedBlockSchema).default([]),
});
export type CollectionBlock = z.infer<typeof collectionSchema>;
