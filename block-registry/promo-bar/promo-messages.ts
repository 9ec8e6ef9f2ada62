import type { PromoMessage } from '../../schemas';

/** Same value as the schema's PROMO_BAR_MAX_MESSAGES; kept local so this block does not pull zod into the bundle. */
export const MAX_PROMO_MESSAGES = 5;

const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/** A message shows when it has text or at least one target. */
export const isEmptyMessage = (message: PromoMessage): boolean =>
  !hasText(message.richText) && !message.targets.some((t) => t.url && t.text.trim() !== '');

/** The messages a bar rotates through: empty ones dropped, then capped at the maximum. */
export const visiblePromoMessages = (messages: readonly PromoMessage[]): PromoMessage[] =>
  messages.filter((m) => !isEmptyMessage(m)).slice(0, MAX_PROMO_MESSAGES);
