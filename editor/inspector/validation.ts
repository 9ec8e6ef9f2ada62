import type { Block, EditorDocument } from '../core';
import { childLists } from '../core';
import { loadedMessages, walkBlock, type BlockWalk, type Translate } from '../../runtime/core';
import { issueWords } from './issue-words';
import { definitionOf } from './registry';
import type { Schema } from './zod-introspection';

/** One problem of a value against its schema: where (`targets.0.url`, '' for the whole value) and what. */
export interface FieldIssue {
  readonly path: string;
  readonly message: string;
}

/** One invalid block of a document: what the publish-blocking error list shows, and selects on click. */
export interface DocumentIssue extends FieldIssue {
  readonly blockId: string;
  readonly type: string;
}

/**
 * The problems of a value against a schema. With `t`, zod's generic messages are in the editor's words; the
 * schemas' own messages stay as they are.
 */
export function schemaIssues(schema: Schema, value: unknown, t?: Translate): FieldIssue[] {
  const result = schema.safeParse(value, t ? { error: issueWords(t) } : undefined);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The editor's reference words once loaded (the editor loads them before it renders), else zod's own. */
function referenceWords(): Translate | undefined {
  const t = loadedMessages('en-US');
  const probe = 'editor.inspector.issue.required';
  return t && t(probe) !== probe ? t : undefined;
}

/**
 * The problems of one block against its registry schema; a type the registry does not know is one. In `t`'s words,
 * else in English.
 */
export function blockIssues(block: Block, t: Translate | undefined = referenceWords()): FieldIssue[] {
  const definition = definitionOf(block.type);
  if (!definition) {
    const message = t ? t('editor.inspector.issue.unknownType', { type: block.type }) : `unknown block type "${block.type}"`;
    return [{ path: 'type', message }];
  }
  return schemaIssues(definition.schema, block, t);
}

/** `title: Required`, or the message alone for a problem of the whole block. */
export const describeIssue = ({ path, message }: FieldIssue): string => (path ? `${path}: ${message}` : message);

/**
 * The schema issues of one block as readable messages (`'title: Required'`); none for a valid block. Child blocks
 * are not looked into (each is a block of its own: see `documentIssues`).
 *
 * @example validateBlock({ id: 'h1', type: 'hero', backgroundColor: 'red' }) // ['backgroundColor: must be a CSS colour…']
 */
export const validateBlock = (block: Block, t?: Translate): readonly string[] => blockIssues(block, t ?? referenceWords()).map(describeIssue);

/**
 * Every problem of every block of a document, nested ones in containers' slots included, in document order: the block
 * walk's `show` policy (a bad block stays in the document, marked, and the walk goes on into its children).
 */
export function documentIssues(document: EditorDocument, t: Translate | undefined = referenceWords()): DocumentIssue[] {
  const found: DocumentIssue[] = [];
  const walk: BlockWalk<never> = {
    policy: 'show',
    check: (block) => ({ problems: blockIssues(block as Block, t) }),
    report: ({ id, type }, problems) => {
      for (const problem of problems) {
        // A block without a type is one of a type the registry does not know, in the editor's words.
        const issues = problem.code === 'noType' || problem.code === 'unknownType' ? blockIssues({ id, type }, t) : [problem];
        for (const { path, message } of issues) found.push({ blockId: id, type, path, message });
      }
    },
    childrenOf: (value) => childLists(value as Block).map(([path, items]) => ({ path, items })),
  };
  for (const section of document.sections) for (const block of section.items) walkBlock(block, walk);
  return found;
}
