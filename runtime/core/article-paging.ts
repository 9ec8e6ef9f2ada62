// NB: apart from the article search, so a grid's first paint does not carry the search client and route parsing.

/** Spec 001 §9: a related-articles grid shows at most 4 (same value as `RELATED_ARTICLES_LIMIT` of `schemas`). */
export const RELATED_ARTICLES_MAX = 4;

/** Spec 001 §9: an article grid page is rows × columns articles, or 3 when either is unset. */
export const articleGridPageSize = (rows: number | undefined, columns: number | undefined): number => (rows && columns ? rows * columns : 3);
