import { blockSchemas, isBlockType } from '../../schemas';
import { mapSlot, slotsOf } from './child-slots';
import { sanitizeHtmlFields } from './html-fields';
import type { SanitizeHtml } from './html-fields';
import type { BlockIssue, ResolvedBlock } from './page-types';
import type { Logger } from './ssr-contract';

export interface BlockContext {
  readonly section: string;
  readonly sanitizeHtml: SanitizeHtml;
  readonly log: Pick<Logger, 'warn'>;
  readonly issues: BlockIssue[];
  /** Where a child block sits, as a reason prefix: `experience "exp-1" › variants.1.targets.0 › `. */
  readonly at?: string;
}

interface ZodIssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** `targets.0.url: must be an http(s) URL…` — the field path first, so an editor can find it. */
const describe = (issues: readonly ZodIssueLike[]): string =>
  issues.map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message)).join('; ');

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function skip(raw: unknown, context: BlockContext, why: string): null {
  const block = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const issue: BlockIssue = { blockId: str(block.id), type: str(block.type), section: context.section, reason: `${context.at ?? ''}${why}` };
  context.issues.push(issue);
  context.log.warn(issue, 'content block skipped');
  return null;
}

/**
 * Validates one stored block against its type's schema, then its children (container slots) one by one.
 * An unknown type or invalid fields skip this block only, recording why; HTML fields are sanitized.
 */
export function validateBlock(raw: unknown, context: BlockContext): ResolvedBlock | null {
  const block = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const type = str(block.type);
  const label = `${type || 'block'} "${str(block.id)}"`;
  if (!type) return skip(raw, context, `${label}: type: a block needs a type`);
  if (!isBlockType(type)) return skip(raw, context, `${label}: type: unknown block type "${type}"`);
  const parsed = blockSchemas[type].safeParse(block);
  if (!parsed.success) return skip(raw, context, `${label}: ${describe(parsed.error.issues)}`);

  // Children are validated one by one at their own paths (`variants.1.targets.0`); an invalid child is
  // skipped alone. HTML fields are sanitized with the child arrays emptied, as children sanitize their own.
  const slots = slotsOf(type);
  let data: unknown = parsed.data;
  const children = new Map<string, ResolvedBlock[]>();
  for (const slot of slots) {
    data = mapSlot(data, slot, (path, items) => {
      const at = `${context.at ?? ''}${label} › ${path}.`;
      children.set(path, items.flatMap((child, i) => validateBlock(child, { ...context, at: `${at}${i} › ` }) ?? []));
      return [];
    });
  }
  let clean = sanitizeHtmlFields(data, context.sanitizeHtml) as Record<string, unknown>;
  for (const slot of slots) clean = mapSlot(clean, slot, (path) => children.get(path) ?? []) as Record<string, unknown>;
  return { ...clean, id: str(clean.id), type };
}
