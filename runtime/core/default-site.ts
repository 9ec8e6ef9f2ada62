import { DEFAULT_LOCALE, siteForLocale } from './sites';
import type { Site } from './sites';

/** The site of `DEFAULT_LOCALE`: where `/` leads and whose error page answers paths without a known locale. */
export function defaultSite(): Site {
  const site = siteForLocale(DEFAULT_LOCALE);
  if (!site) throw new Error(`DEFAULT_LOCALE ${DEFAULT_LOCALE} names no site`);
  return site;
}
