import { stripPreviewPrefix } from './route-shapes';

/** Page types of spec 000 §2, used for analytics and page-level behaviour. */
export const pageTypes = [
  'Product',
  'Category',
  'Cart',
  'Account',
  'Search',
  'Search hub',
  'Home',
  'Order confirmation',
  'Checkout',
  'Other',
  'Error',
] as const;
export type PageType = (typeof pageTypes)[number];

/** A meta description saying the page is not available marks an error page, in each language we serve. */
const NOT_AVAILABLE = /not available|n'est pas disponible|n’est pas disponible|nicht verfügbar/i;

/** First matching rule wins, in the spec's order; "searchhub" is tested before "/search", which it contains. */
const rules: readonly (readonly [RegExp, PageType])[] = [
  [/\/p\//, 'Product'],
  [/\/c\//, 'Category'],
  [/\/cart(\/|$)/, 'Cart'],
  [/\/account(\/|$)/, 'Account'],
  [/searchhub/, 'Search hub'],
  [/\/search(\/|$)/, 'Search'],
  [/^\/[a-z]{2}[-_][a-z]{2}\/?$/i, 'Home'],
  [/\/order-confirmation(\/|$)/, 'Order confirmation'],
  [/\/checkout(\/|$)/, 'Checkout'],
];

/**
 * The page type of a path. Pass the page's meta description to detect error pages.
 *
 * @example
 * classifyPage('/en-gb/c/running-shoes-1234') // 'Category'
 */
export function classifyPage(pathname: string, metaDescription?: string): PageType {
  if (metaDescription && NOT_AVAILABLE.test(metaDescription)) return 'Error';
  const { path } = stripPreviewPrefix(pathname);
  return rules.find(([pattern]) => pattern.test(path))?.[1] ?? 'Other';
}
