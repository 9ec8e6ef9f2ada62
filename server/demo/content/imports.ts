/** The contracts this folder builds on, imported in one place through their public surfaces. */
export type { Breakpoint } from '../../../schemas';
export type { CurrencyCode, Site } from '../../../runtime/core';
export { allSites, formatPrice, isLazySection, toMinorUnits } from '../../../runtime/core';
