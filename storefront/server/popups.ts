import { isNotFound } from '../../runtime/core';
import type { ResolvedBlock, SsrRequest } from '../../runtime/core';
import type { ContentResponse } from '../../schemas';
import { resolvePopupsOnce } from './resolved-pages';

/**
 * The site's pop-ups, validated and sanitized. Not critical: a missing popups document means none, and any
 * other failure is logged and the page renders without pop-ups.
 */
export async function sitePopups(load: Promise<ContentResponse>, ssr: SsrRequest): Promise<ResolvedBlock[]> {
  try {
    return resolvePopupsOnce(await load, ssr.log);
  } catch (error) {
    if (!isNotFound(error)) ssr.log.warn({ err: error, what: 'popups' }, 'page rendered without it');
    return [];
  }
}
