import type { MessageKey } from '../../runtime/core';

/**
 * The account's sections, in the order its navigation lists them: each one a page below `/{locale}/account`
 * (the overview is the account's own path). A section may have items below it (`/account/orders/{orderNo}`).
 * The route table answers 404 for any other segment, so a section exists exactly when it is listed here.
 */
interface SectionEntry {
  readonly id: string;
  /** Its path segment below `/account` ('' for the overview). */
  readonly segment: string;
  readonly label: MessageKey;
  /** Whether items live below it (`/account/orders/{orderNo}`). */
  readonly items: boolean;
}

export const accountSections = [
  { id: 'overview', segment: '', label: 'account.nav.overview', items: false },
  { id: 'orders', segment: 'orders', label: 'account.nav.orders', items: true },
  { id: 'addresses', segment: 'addresses', label: 'account.nav.addresses', items: false },
  { id: 'cards', segment: 'payment-methods', label: 'account.nav.cards', items: false },
  { id: 'subscriptions', segment: 'subscriptions', label: 'account.nav.subscriptions', items: false },
  // The last: the least used.
  { id: 'warranty', segment: 'warranty', label: 'account.nav.warranty', items: false },
] as const satisfies readonly SectionEntry[];

export type AccountSectionId = (typeof accountSections)[number]['id'];

export interface AccountLocation {
  readonly section: AccountSectionId;
  /** The item below the section (an order number), when the path names one. */
  readonly item?: string | undefined;
}

/** An item's segment: what order numbers and address ids are made of, nothing a path could smuggle. */
const ITEM = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The section a path below the account names (`section` and `item` as the route table matched them), or null when
 * it names none: unknown sections, items of a section that has none, and odd items answer 404.
 */
export function accountLocation(section: string | undefined, item?: string): AccountLocation | null {
  const found = accountSections.find((entry) => entry.segment === (section ?? ''));
  if (!found || (found.segment === '' && section !== undefined)) return null;
  if (item === undefined) return { section: found.id };
  return found.items && ITEM.test(item) ? { section: found.id, item } : null;
}

/** The section's path on a site (`/en-us/account/orders`), from the site's root (`/en-us`, `/pre/en-us`). */
export const sectionPath = (root: string, id: AccountSectionId, item?: string): string => {
  const segment = accountSections.find((entry) => entry.id === id)?.segment ?? '';
  // A page's path is lower case (any other spelling answers 301): an order number's item too.
  return [`${root}/account`, segment, item?.toLowerCase()].filter(Boolean).join('/');
};

/** Where a path below the account is, from the path itself (the browser's side, after the route table matched). */
export function locateInAccount(path: string): AccountLocation | null {
  const clean = path.split(/[?#]/, 1)[0] ?? '';
  const at = clean.split('/').indexOf('account');
  if (at < 0) return null;
  const [section, item, ...rest] = clean
    .split('/')
    .slice(at + 1)
    .filter(Boolean);
  return rest.length > 0 ? null : accountLocation(section, item);
}
