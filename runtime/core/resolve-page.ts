import { contentResponseSchema, seoSchema } from '../../schemas';
import type { ContentResponse } from '../../schemas';
import type { SanitizeHtml } from './html-fields';
import type { BlockIssue, ResolvedBlock, ResolvedPage, ResolvedSection } from './page-types';
import { routePatternMatches } from './route-patterns';
import type { Logger } from './ssr-contract';
import { stripNulls } from './strip-nulls';
import { validateBlock } from './validate-block';
import type { BlockContext } from './validate-block';

export interface ResolveOptions {
  /** The page's path (with locale), for route-pattern espots. */
  readonly path: string;
  readonly sanitizeHtml: SanitizeHtml;
  readonly log: Pick<Logger, 'warn'>;
  /** The response holds no null already (the content service's `removeNulls=true` answer): the walk that drops them is skipped. */
  readonly nullFree?: boolean;
  /** Validates one top-level block (default `validateBlock`); a server may remember blocks it has validated before. */
  readonly validate?: (raw: unknown, context: BlockContext) => ResolvedBlock | null;
}

export interface Resolved<T> {
  readonly page: T;
  readonly issues: BlockIssue[];
}

interface RawSection {
  readonly name: string;
  readonly items: readonly unknown[];
}

/** The content response did not have the contract's shape: nothing can be rendered from it. */
export class ContentShapeError extends Error {
  override readonly name = 'ContentShapeError';
}

export const isLazySection = (name: string): boolean => /lazy load/i.test(name);
export const isInheritedSection = (name: string): boolean => /inherited\s*$/i.test(name);

/** Sections of a document's data, tolerating anything malformed by dropping it. */
export function rawSections(data: unknown): RawSection[] {
  const sections = (data as { sections?: unknown } | undefined)?.sections;
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((s: unknown) => {
    const { name, items } = (s ?? {}) as { name?: unknown; items?: unknown };
    return typeof name === 'string' && name ? [{ name, items: Array.isArray(items) ? (items as unknown[]) : [] }] : [];
  });
}

/**
 * Validates the response against the content contract (server side: the browser receives resolved pages
 * only). Nulls are stripped; a `publishAt` that `removeNulls` dropped reads as null again.
 */
export function parseContentResponse(response: unknown, nullFree = false): ContentResponse {
  const stripped = nullFree ? response : stripNulls(response);
  const withPublishAt = typeof stripped === 'object' && stripped !== null ? { publishAt: null, ...stripped } : stripped;
  const parsed = contentResponseSchema.safeParse(withPublishAt);
  if (!parsed.success)
    throw new ContentShapeError(`content response: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** Items of the "… inherited" sections of every espot whose route pattern matches the path, by section name. */
function espotItems(response: ContentResponse, path: string): Map<string, unknown[]> {
  const byName = new Map<string, unknown[]>();
  for (const espot of response.espots ?? []) {
    if (!routePatternMatches(espot.routePattern, path)) continue;
    for (const section of rawSections(espot)) {
      if (isInheritedSection(section.name)) byName.set(section.name, [...(byName.get(section.name) ?? []), ...section.items]);
    }
  }
  return byName;
}

/**
 * Turns a content response into a renderable page: nulls stripped, each block validated (invalid or
 * unknown ones skipped and reported, never failing the page), "lazy load" sections marked, "… inherited"
 * sections merged with the matching route-pattern espots (espot items first), HTML fields sanitized.
 * An inherited espot section the page does not declare is appended, so site-wide slots reach every page.
 */
export function resolvePage(response: unknown, options: ResolveOptions): Resolved<ResolvedPage> {
  const doc = parseContentResponse(response, options.nullFree);
  const issues: BlockIssue[] = [];
  const validate = options.validate ?? validateBlock;
  const inherited = espotItems(doc, options.path);
  const declared = rawSections(doc.data);
  const names = new Set(declared.map((s) => s.name));
  const all = [...declared, ...[...inherited.keys()].filter((name) => !names.has(name)).map((name) => ({ name, items: [] }))];
  const sections = all.map((section): ResolvedSection => {
    const isInherited = isInheritedSection(section.name);
    const items = isInherited ? [...(inherited.get(section.name) ?? []), ...section.items] : section.items;
    const context = { section: section.name, sanitizeHtml: options.sanitizeHtml, log: options.log, issues };
    return {
      name: section.name,
      lazy: isLazySection(section.name),
      inherited: isInherited,
      items: items.map((item) => validate(item, context)).filter((block) => block !== null),
    };
  });
  const seo = seoSchema.safeParse((doc.data as { seo?: unknown }).seo ?? {});
  return {
    page: {
      id: doc.id,
      docType: doc.docType,
      key: doc.key,
      version: doc.version,
      seo: seo.success ? seo.data : { title: '', description: '' },
      sections,
    },
    issues,
  };
}
