import type { SanitizeHtml } from './html-fields';
import type { BlockIssue, ResolvedBlock } from './page-types';
import { parseContentResponse, rawSections } from './resolve-page';
import type { Logger } from './ssr-contract';
import { validateBlock } from './validate-block';

export interface ResolveBlockOptions {
  readonly sanitizeHtml: SanitizeHtml;
  readonly log: Pick<Logger, 'warn'>;
}

/**
 * The one block of a single-block document (menu, footer). Its data is the block itself; a document
 * written as a page (`sections[].items`) gives its first block.
 */
export function singleBlockOf(data: Record<string, unknown>): unknown {
  if (typeof data.type === 'string') return data;
  if (typeof data.block === 'object' && data.block !== null) return data.block;
  return rawSections(data).flatMap((s) => s.items)[0];
}

/**
 * Validates and sanitizes the block of a single-block document. An invalid block resolves to `null`
 * with an issue, so the page renders without it.
 */
export function resolveBlock(response: unknown, options: ResolveBlockOptions): { block: ResolvedBlock | null; issues: BlockIssue[] } {
  const doc = parseContentResponse(response);
  const issues: BlockIssue[] = [];
  const raw = singleBlockOf(doc.data);
  if (raw === undefined) return { block: null, issues };
  const block = validateBlock(raw, { section: doc.docType, sanitizeHtml: options.sanitizeHtml, log: options.log, issues });
  return { block, issues };
}
