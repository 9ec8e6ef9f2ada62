import { pathBelowLocale } from './route-shapes';

/**
 * Whether a route-pattern espot applies to a page path. Patterns are written below the locale:
 * `*` every page, `/` home only, `/c/*` category pages, `/account*` any path starting `/account`;
 * a pattern without `*` matches that path exactly.
 *
 * @example
 * routePatternMatches('/c/*', '/en-us/c/boots-1234') // true
 */
export function routePatternMatches(pattern: string, pagePath: string): boolean {
  const path = pathBelowLocale(pagePath);
  const trimmed = pattern.trim();
  if (trimmed === '*') return true;
  const star = trimmed.indexOf('*');
  if (star === -1) return normalise(trimmed) === path;
  return path.startsWith(trimmed.slice(0, star));
}

const normalise = (pattern: string): string => `/${pattern.split('/').filter(Boolean).join('/')}`;
