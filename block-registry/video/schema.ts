import { z } from 'zod';
import { commonBlockFields, imageSchema, mediaUrlSchema, perBreakpoint, spacingSchema, text } from '../../schemas/primitives';

/** One rendition of the video: an HLS playlist, and optionally a progressive MP4 for browsers with neither MSE nor native HLS. */
export const videoSourceSchema = z.object({
  hls: mediaUrlSchema,
  mp4: mediaUrlSchema.optional(),
});
export type VideoSource = z.infer<typeof videoSourceSchema>;

/** A poster must say its size: the player box takes its aspect ratio, so nothing shifts when the video arrives. */
export const posterSchema = imageSchema.extend({ width: z.number().int().positive(), height: z.number().int().positive() });

export const playerSettingsSchema = z.object({
  autoplay: z.boolean().default(false),
  hideControls: z.boolean().default(false),
  loop: z.boolean().default(false),
  muted: z.boolean().default(false),
});
export type PlayerSettings = z.infer<typeof playerSettingsSchema>;

export const cloudinaryAssetSchema = z.object({
  cloudName: text().regex(/^[a-z0-9_-]{1,64}$/i, 'must be a cloud name (letters, digits, - and _)'),
  publicId: text().regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, 'must be a public id (path segments of letters, digits, - and _)'),
});
export type CloudinaryAsset = z.infer<typeof cloudinaryAssetSchema>;

/**
 * Video (spec 001 §3): poster `media` per breakpoint (common field, required here: it sizes the box), the
 * video `sources` per breakpoint (a missing breakpoint inherits from the next smaller one), player settings,
 * an optional cloud asset used by the cloud player, the duration in seconds and inner paddings per breakpoint.
 */
export const videoSchema = z.object({
  ...commonBlockFields,
  type: z.literal('video'),
  media: perBreakpoint(posterSchema).refine((m) => Boolean(m.sm ?? m.md ?? m.lg), 'needs a poster image for at least one breakpoint'),
  sources: perBreakpoint(videoSourceSchema).refine((s) => Boolean(s.sm ?? s.md ?? s.lg), 'needs a video source for at least one breakpoint'),
  playerSettings: playerSettingsSchema.default({ autoplay: false, hideControls: false, loop: false, muted: false }),
  cloudinaryAsset: cloudinaryAssetSchema.optional(),
  /** Seconds; decides whether the cloud player is used (spec 001 §9: only above 30). */
  duration: z.number().nonnegative().max(86_400).optional(),
  paddings: perBreakpoint(spacingSchema).optional(),
});
export type VideoBlock = z.infer<typeof videoSchema>;
