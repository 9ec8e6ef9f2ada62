import { isBlockType, type BlockType } from '../../schemas';
import { slotArrays, slotsOf, type SlotArray } from './child-slots';

/**
 * What a walk does with a block that has problems. `skip` (render): drops it, and all below it, and reports why;
 * `show` (editor): keeps it, marks its problems, and walks on into its children; `refuse` (publish): collects every
 * problem of every block, children of a bad block included, for the caller to refuse the whole document.
 */
export type BlockPolicy = 'skip' | 'show' | 'refuse';

/** One problem of a value against its schema: the field's path in the block ('' for the whole block) and what. */
export interface FieldProblem {
  readonly path: string;
  readonly message: string;
}

/**
 * Why a block has a problem: it is no object, has no type, a type no block has, not the type its place holds, an id
 * an earlier block has, or fields its type's schema refuses.
 */
export type BlockProblemCode = 'notObject' | 'noType' | 'unknownType' | 'wrongType' | 'duplicateId' | 'schema';

export interface BlockProblem extends FieldProblem {
  readonly code: BlockProblemCode;
}

/** A container a block sits in, and where in it (`variants.1.targets.0`). */
export interface BlockParent {
  readonly id: string;
  readonly type: string;
  readonly place: string;
}

/** One block met by a walk. */
export interface BlockVisit {
  /** The block as given (any value: a block that is no object is one too). */
  readonly raw: unknown;
  readonly id: string;
  readonly type: string;
  /** Where the block sits, as a dotted path from where the walk began (`sections.0.items.2.items.0`). */
  readonly at: string;
  /** The containers above it, outermost first. */
  readonly parents: readonly BlockParent[];
}

/** A known block's own check: its problems, and the value its children are read from (the block itself when left out). */
export interface BlockCheck {
  readonly problems: readonly FieldProblem[];
  readonly value?: unknown;
}

export interface BlockWalk<T> {
  readonly policy: BlockPolicy;
  /** Checks one block of a known type against its schema (its children are walked as blocks of their own). */
  readonly check: (block: Readonly<Record<string, unknown>>, type: BlockType) => BlockCheck;
  /** Told once for each block with problems, in document order (a container before its children). */
  readonly report: (visit: BlockVisit, problems: readonly BlockProblem[]) => void;
  /** Makes what the walk answers for a block it keeps, from its checked value and its kept children by slot path. */
  readonly build?: (value: unknown, type: string, children: ReadonlyMap<string, T[]>) => T;
  /** The arrays of child blocks in a block's value (default: its type's child slots). */
  readonly childrenOf?: (value: unknown, type: string) => readonly SlotArray[];
  /** The type the walk's first block must have (a menu holds a mega menu). */
  readonly expect?: string;
  /** Given, where each block id was first met: an id met again is a problem (the editor selects blocks by id). */
  readonly seenIds?: Map<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const join = (...parts: readonly (string | number)[]): string => parts.filter((part) => part !== '').join('.');
const slotChildren = (value: unknown, type: string): SlotArray[] => slotsOf(type).flatMap((slot) => slotArrays(value, slot));

/**
 * Walks one block and the blocks in its child slots, depth first, checking each and doing with a bad one what the
 * policy says. Answers what `build` makes of the block (null when skipped, or without `build`).
 * @example walkBlock(block, { policy: 'refuse', check, report: (visit, problems) => issues.push(...problems) })
 */
export function walkBlock<T>(raw: unknown, walk: BlockWalk<T>, at = '', parents: readonly BlockParent[] = []): T | null {
  const id = isRecord(raw) ? str(raw.id) : '';
  const type = isRecord(raw) ? str(raw.type) : '';
  const visit: BlockVisit = { raw, id, type, at, parents };
  const problems: BlockProblem[] = [];
  let value: unknown = raw;
  if (!isRecord(raw)) {
    problems.push({ code: 'notObject', path: '', message: 'a block must be an object with an id and a type' });
  } else {
    const first = id && walk.seenIds ? walk.seenIds.get(id) : undefined;
    if (first !== undefined)
      problems.push({ code: 'duplicateId', path: 'id', message: `the block id "${id}" is used twice (also at ${first || 'the top'})` });
    else if (id && walk.seenIds) walk.seenIds.set(id, at);
    if (!type) problems.push({ code: 'noType', path: 'type', message: 'a block needs a type' });
    else if (!isBlockType(type)) problems.push({ code: 'unknownType', path: 'type', message: `unknown block type "${type}"` });
    else {
      if (walk.expect !== undefined && parents.length === 0 && type !== walk.expect) {
        problems.push({ code: 'wrongType', path: 'type', message: `this document holds a ${walk.expect} block, not a ${type}` });
      }
      const checked = walk.check(raw, type);
      problems.push(...checked.problems.map((problem) => ({ code: 'schema' as const, ...problem })));
      if ('value' in checked) value = checked.value;
    }
  }
  if (problems.length > 0) walk.report(visit, problems);
  if (problems.length > 0 && walk.policy === 'skip') return null;

  const children = new Map<string, T[]>();
  for (const { path, items } of (walk.childrenOf ?? slotChildren)(value, type)) {
    const kept = items.flatMap((child, i) => walkBlock(child, walk, join(at, path, i), [...parents, { id, type, place: `${path}.${i}` }]) ?? []);
    children.set(path, kept);
  }
  return walk.build ? walk.build(value, type, children) : null;
}
