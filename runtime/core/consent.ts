import type { Region } from './sites';

/** OneTrust-style consent categories (spec 001 §6). */
export const consentGroups = { required: 'C0001', performance: 'C0002', functional: 'C0003', targeting: 'C0004' } as const;

/** The remembered-state name of the consent cookie: `ts_consent=C0001,C0004` (read as `persisted.get('consent')`). */
export const CONSENT_COOKIE = 'consent';

/** The consent groups of a `ts_consent` cookie value (`C0001,C0002` or OneTrust's `C0001:1,C0002:0`). */
export function parseConsentGroups(value: string | undefined): string[] {
  return (value ?? '').split(',').flatMap((entry) => {
    const [group = '', granted] = entry.trim().split(':');
    return /^C\d{4}$/.test(group) && granted !== '0' ? [group] : [];
  });
}

export interface ConsentInput {
  readonly region: Region;
  /** Groups the shopper accepted; absent when no consent banner answer is known. */
  readonly consentGroups: readonly string[];
  readonly preview: boolean;
}

/**
 * Personalization decisions are made only with targeting consent (C0004); outside EMEA consent is assumed;
 * preview mode allows them, so editors can check every variant (spec 001 §6).
 */
export const personalizationAllowed = ({ region, consentGroups: groups, preview }: ConsentInput): boolean =>
  preview || region !== 'EMEA' || groups.includes(consentGroups.targeting);

/**
 * Whether the banner asks this shopper: on sites of a region where consent is asked (EMEA), outside preview, while
 * the shopper has not answered (an answer always holds the required group, C0001).
 */
export const consentPending = (region: Region, preview: boolean, cookie: string | undefined): boolean =>
  region === 'EMEA' && !preview && !parseConsentGroups(cookie).includes(consentGroups.required);

/** The event the footer's "Cookie settings" button sends; the shell opens the consent settings on it. */
export const CONSENT_SETTINGS_EVENT = 'tessera:consent-settings';
