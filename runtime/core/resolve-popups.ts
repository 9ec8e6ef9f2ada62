import type { SanitizeHtml } from './html-fields';
import type { BlockIssue, ResolvedBlock } from './page-types';
import { parseContentResponse } from './resolve-page';
import type { Logger } from './ssr-contract';
import { validateBlock } from './validate-block';

export interface ResolvePopupsOptions {
  readonly sanitizeHtml: SanitizeHtml;
  readonly log: Pick<Logger, 'warn'>;
}

const POPUP = 'popup';

/**
 * The pop-ups of a `popups/{siteId}` document (`data.popups`, in priority order), each validated like a block:
 * an invalid one, or an entry of another block type, is skipped with a logged reason naming the field.
 * An entry without a type is read as a pop-up, since that is all this document holds.
 */
export function resolvePopups(response: unknown, options: ResolvePopupsOptions): { popups: ResolvedBlock[]; issues: BlockIssue[] } {
  const doc = parseContentResponse(response);
  const issues: BlockIssue[] = [];
  const raw: unknown[] = Array.isArray(doc.data.popups) ? doc.data.popups : [];
  const context = { section: 'popups', sanitizeHtml: options.sanitizeHtml, log: options.log, issues };
  const popups = raw.flatMap((entry) => {
    const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (item.type !== undefined && item.type !== POPUP) {
      const type = typeof item.type === 'string' ? item.type : JSON.stringify(item.type);
      const issue: BlockIssue = {
        blockId: typeof item.id === 'string' ? item.id : '',
        type,
        section: 'popups',
        reason: `type: "${type}" is not a pop-up`,
      };
      issues.push(issue);
      options.log.warn(issue, 'content block skipped');
      return [];
    }
    return validateBlock({ ...item, type: POPUP }, context) ?? [];
  });
  return { popups, issues };
}
