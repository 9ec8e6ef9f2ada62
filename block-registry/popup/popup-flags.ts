/**
 * Remembered pop-up dismissals, zod-free so the storefront's pop-up manager can use them without the schemas.
 * Newsletter and account pop-ups are tracked apart (spec 001 §2): the kind is part of each flag's name,
 * e.g. cookie `ts_popup_newsletter_<id>`.
 */
export interface PopupIdentity {
  readonly id: string;
  readonly kind?: unknown;
}

export const DISMISSED = '1';

export const popupFlagName = (popup: PopupIdentity): string => `popup_${popup.kind === 'account' ? 'account' : 'newsletter'}_${popup.id}`;

/**
 * What the shopper's visit has seen of pop-ups (a session cookie, `ts_popup_visit`): `shown` once one expanded by
 * itself (later pages show its tab only), `closed` once one was dismissed (no other pop-up for the rest of the visit).
 */
export const VISIT_FLAG = 'popup_visit';
export const VISIT_SHOWN = 'shown';
export const VISIT_CLOSED = 'closed';

/**
 * The first pop-up the shopper has not dismissed (spec 001 §2), or `undefined` when all are, or when one was
 * dismissed earlier in this visit: closing one never brings the next.
 */
export const firstUndismissed = <P extends PopupIdentity>(popups: readonly P[], flag: (name: string) => string | undefined): P | undefined =>
  flag(VISIT_FLAG) === VISIT_CLOSED ? undefined : popups.find((popup) => flag(popupFlagName(popup)) !== DISMISSED);
