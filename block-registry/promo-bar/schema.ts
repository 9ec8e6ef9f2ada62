import { z } from 'zod';
import { colorSchema, commonBlockFields, targetSchema, text } from '../../schemas/primitives';

/** The most messages a promo bar rotates through; further messages are dropped (spec: a configured maximum). */
export const PROMO_BAR_MAX_MESSAGES = 5;
export const PROMO_BAR_MAX_WIDTH = '548px';

export const promoMessageSchema = z.object({
  clickable: z.boolean().default(false),
  richText: text().default(''),
  targets: z.array(targetSchema).default([]),
  textColor: colorSchema.optional(),
  hoverLinkColor: colorSchema.optional(),
  background: colorSchema.optional(),
});
export type PromoMessage = z.infer<typeof promoMessageSchema>;

/** Promo bar: a thin rotating strip of messages above the header; closable and remembered. */
export const promoBarSchema = z.object({
  ...commonBlockFields,
  type: z.literal('promoBar'),
  /** Seconds each message shows before the next (× 1000 ms). */
  autorotateTime: z.number().positive().max(60).default(5),
  closable: z.boolean().default(true),
  messages: z.array(promoMessageSchema).default([]),
});
export type PromoBarBlock = z.infer<typeof promoBarSchema>;
