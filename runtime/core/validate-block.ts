import { blockSchemas } from '../../schemas';
import { walkBlock, type BlockProblem, type BlockVisit, type FieldProblem } from './block-walk';
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

/** `targets.0.url: must be an http(s) URL…` — the field path first, so an editor can find it. */
const describe = (problems: readonly FieldProblem[]): string =>
  problems.map((problem) => (problem.path ? `${problem.path}: ${problem.message}` : problem.message)).join('; ');

const labelOf = (type: string, id: string): string => `${type || 'block'} "${id}"`;

/** The reason a render gives for a skipped block: where it sits, which block, what is wrong. */
function reasonOf(context: BlockContext, visit: BlockVisit, problems: readonly BlockProblem[]): string {
  const at = visit.parents.map((parent) => `${labelOf(parent.type, parent.id)} › ${parent.place} › `).join('');
  return `${context.at ?? ''}${at}${labelOf(visit.type, visit.id)}: ${describe(problems)}`;
}

/**
 * Validates one stored block against its type's schema, then its children (container slots) one by one: the block
 * walk's `skip` policy. An unknown type or invalid fields skip this block only, recording why; HTML fields are
 * sanitized.
 */
export function validateBlock(raw: unknown, context: BlockContext): ResolvedBlock | null {
  // Anything but an object reads as a block without a type.
  const block = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {};
  return walkBlock<ResolvedBlock>(block, {
    policy: 'skip',
    check: (value, type) => {
      const parsed = blockSchemas[type].safeParse(value);
      if (parsed.success) return { problems: [], value: parsed.data };
      return { problems: parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })) };
    },
    report: (visit, problems) => {
      const issue: BlockIssue = { blockId: visit.id, type: visit.type, section: context.section, reason: reasonOf(context, visit, problems) };
      context.issues.push(issue);
      context.log.warn(issue, 'content block skipped');
    },
    // HTML fields are sanitized with the child arrays emptied, as children sanitize their own.
    build: (value, type, children) => {
      const slots = slotsOf(type);
      const shell = slots.reduce<unknown>((data, slot) => mapSlot(data, slot, () => []), value);
      let clean = sanitizeHtmlFields(shell, context.sanitizeHtml) as Record<string, unknown>;
      for (const slot of slots) clean = mapSlot(clean, slot, (path) => children.get(path) ?? []) as Record<string, unknown>;
      return { ...clean, id: typeof clean.id === 'string' ? clean.id : '', type };
    },
  });
}
