import type { ResolvedSection } from '../../runtime/core';

/** The page section the shell renders above the header (the promo bar lives there, via the `*` espot). */
export const HEADER_SECTION = 'header inherited';

export const headerSections = (sections: readonly ResolvedSection[]): ResolvedSection[] =>
  sections.filter((s) => s.name === HEADER_SECTION && s.items.length > 0);

export const mainSections = (sections: readonly ResolvedSection[]): ResolvedSection[] => sections.filter((s) => s.name !== HEADER_SECTION);
