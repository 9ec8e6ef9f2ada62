import { z } from 'zod';
import { commonBlockFields, imageSchema, text } from '../../schemas/primitives';

/** Spec 001 §9: a pop-up expands 2000 ms after it mounts unless it says otherwise. */
export const POPUP_DEFAULT_DELAY_MS = 2000;

/**
 * Which list a pop-up belongs to. Dismissals are remembered per kind (spec 001 §2: newsletter pop-ups are
 * tracked apart from account pop-ups), so the kind is required rather than guessed.
 */
export const popupKinds = ['newsletter', 'account'] as const;
export const popupLogoSizes = ['sm', 'md', 'lg'] as const;

/** Pop-up (spec 001 §3): a tab that expands into a dialog after `delay` ms; one at a time, via the pop-up manager. */
export const popupSchema = z.object({
  ...commonBlockFields,
  type: z.literal('popup'),
  kind: z.enum(popupKinds),
  /** The dialog's heading when no maximizedTitle is set, and the tab's when no minimizedTitle is set. */
  title: text().trim().min(1),
  /** Milliseconds from mount to expansion. */
  delay: z.number().int().min(0).max(120_000).default(POPUP_DEFAULT_DELAY_MS),
  minimizedTitle: text().optional(),
  maximizedTitle: text().optional(),
  logo: imageSchema.optional(),
  logoSize: z.enum(popupLogoSizes).default('md'),
  /** Small print under the buttons, plain text (links belong in targets). */
  disclaimer: text().optional(),
  /** false: no close button; Escape only folds it back into its tab. */
  closable: z.boolean().default(true),
});
export type PopupBlock = z.infer<typeof popupSchema>;

/** The `popups/{siteId}` document's data: the site's pop-ups in priority order, validated one by one. */
export const popupsDocumentSchema = z.object({ popups: z.array(z.unknown()).default([]) });
