import { blockSchemas, espotDataSchema, seoSchema, type DocType } from '../../../schemas';
import type { z } from 'zod';
import { mapSlot, singleBlockOf, slotsOf, stripNulls, walkBlock } from '../../../runtime/core';

/** One reason a document may not be published: which block (if any), which field, and why. */
export interface ContentIssue {
  /** The invalid block's id and type; absent for a field outside any block (a section's name, the SEO title). */
  readonly blockId?: string;
  readonly blockType?: string;
  /** The section the block sits in, for documents made of sections. */
  readonly section?: string;
  /** The field's path within the block (`targets.0.url`; empty for the block as a whole), or within the data outside blocks. */
  readonly path: string;
  /** The field's path in the document's data (`sections.0.items.2.targets.0.url`). */
  readonly field: string;
  readonly message: string;
}

/** Documents made of sections of blocks (spec 001 §3), validated block by block. */
const sectionDocTypes: ReadonlySet<DocType> = new Set<DocType>(['page', 'augmentedpage', 'category', 'product', 'search', 'espot']);

/** Single-block documents and the block type each holds. */
const singleBlockTypes: Partial<Record<DocType, string>> = { menu: 'megaMenu', footer: 'footer' };

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const join = (...parts: readonly (string | number)[]): string => parts.filter((part) => part !== '').join('.');

interface ZodIssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}
const pathOf = (issue: ZodIssueLike): string => issue.path.map(String).join('.');

/** Walks one document, collecting issues; remembers block ids to find the ones used twice. */
class Walk {
  readonly issues: ContentIssue[] = [];
  private readonly seenIds = new Map<string, string>();

  add(issue: ContentIssue): void {
    this.issues.push(issue);
  }

  /**
   * One block at `at` in the data, then its children at their own paths (`variants.1.targets.0`): the block walk's
   * `refuse` policy. The block is checked with its child lists emptied, so an invalid child is named once, as itself,
   * not again as its container's field.
   */
  block(raw: unknown, at: string, section: string | undefined, expectedType?: string): void {
    const where = section === undefined ? {} : { section };
    walkBlock(
      isRecord(raw) ? stripNulls(raw) : raw,
      {
        policy: 'refuse',
        seenIds: this.seenIds,
        ...(expectedType === undefined ? {} : { expect: expectedType }),
        check: (block, type) => {
          const shell = slotsOf(type).reduce<unknown>((value, slot) => mapSlot(value, slot, () => []), block);
          const parsed = blockSchemas[type].safeParse(shell);
          return { problems: parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: pathOf(issue), message: issue.message })) };
        },
        report: (visit, problems) => {
          const named = { ...(visit.id ? { blockId: visit.id } : {}), ...(visit.type ? { blockType: visit.type } : {}), ...where };
          for (const problem of problems) this.add({ ...named, path: problem.path, field: join(visit.at, problem.path), message: problem.message });
        },
      },
      at,
    );
  }

  /** `sections: [{ name, items }]`: each section named, each item a valid block. */
  sections(data: Json): void {
    if (data.sections === undefined || data.sections === null) return;
    if (!Array.isArray(data.sections)) {
      this.add({ path: 'sections', field: 'sections', message: 'must be a list of sections' });
      return;
    }
    data.sections.forEach((raw: unknown, i) => {
      const at = `sections.${i}`;
      if (!isRecord(raw)) {
        this.add({ path: at, field: at, message: 'a section must be an object with a name and items' });
        return;
      }
      const name = str(raw.name);
      if (!name) this.add({ path: `${at}.name`, field: `${at}.name`, message: 'a section needs a name' });
      if (raw.items === undefined || raw.items === null) return;
      if (!Array.isArray(raw.items)) {
        this.add({ ...(name ? { section: name } : {}), path: `${at}.items`, field: `${at}.items`, message: 'must be a list of blocks' });
        return;
      }
      raw.items.forEach((item: unknown, j) => this.block(item, `${at}.items.${j}`, name));
    });
  }

  /** A field outside blocks, checked with its own schema. */
  field(name: string, value: unknown, schema: z.ZodType): void {
    const parsed = schema.safeParse(stripNulls(value));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const path = join(name, pathOf(issue));
      this.add({ path, field: path, message: issue.message });
    }
  }
}

/** Where a single-block document keeps its block (as `singleBlockOf` reads it), or undefined when it has none. */
function singleBlockPath(data: Json): string | undefined {
  if (typeof data.type === 'string') return '';
  if (isRecord(data.block)) return 'block';
  if (!Array.isArray(data.sections)) return undefined;
  const index = data.sections.findIndex(
    (s: unknown) => isRecord(s) && typeof s.name === 'string' && s.name !== '' && Array.isArray(s.items) && s.items.length > 0,
  );
  return index === -1 ? undefined : `sections.${index}.items.0`;
}

/**
 * Everything in a document that fails its schemas, the check that must pass before it is published. Documents of
 * sections (pages, augmented pages, categories, products, search pages, espots) are checked section by section and
 * block by block against the block registry's schemas, child blocks in container slots included; menus and footers
 * hold one block (a mega menu, a footer); pop-up documents a list of pop-ups; fragments are sections or one block
 * when they have them, free data otherwise. Nulls count as absent, as when pages render; a block id used twice is an
 * issue too (the editor selects blocks by id). Empty when the document may be published.
 * @example contentIssues('page', { sections: [{ name: 'main', items: [{ id: 'h1', type: 'hero', title: 3 }] }] })
 * // [{ blockId: 'h1', blockType: 'hero', section: 'main', path: 'title', field: 'sections.0.items.0.title', message: 'Invalid input: expected string, received number' }]
 */
export function contentIssues(docType: DocType, data: Readonly<Record<string, unknown>>): ContentIssue[] {
  const walk = new Walk();
  if (sectionDocTypes.has(docType)) {
    walk.sections(data);
    if (docType === 'espot') walk.field('routePattern', data.routePattern, espotDataSchema.shape.routePattern);
    else walk.field('seo', data.seo ?? {}, seoSchema);
    return walk.issues;
  }
  const expected = singleBlockTypes[docType];
  if (expected !== undefined) {
    const at = singleBlockPath(data);
    const raw = singleBlockOf(data);
    if (at === undefined || raw === undefined) walk.add({ path: '', field: '', message: `this document holds one ${expected} block, and has none` });
    else walk.block(raw, at, undefined, expected);
    return walk.issues;
  }
  if (docType === 'popups') {
    const popups = data.popups ?? [];
    if (!Array.isArray(popups)) walk.add({ path: 'popups', field: 'popups', message: 'must be a list of pop-ups' });
    else
      popups.forEach((entry: unknown, i) =>
        walk.block(isRecord(entry) && entry.type === undefined ? { ...entry, type: 'popup' } : entry, `popups.${i}`, undefined, 'popup'),
      );
    return walk.issues;
  }
  // Fragments: sections of blocks, or one block, when they say so; other data is the fragment's own.
  if (Array.isArray(data.sections)) walk.sections(data);
  else if (typeof data.type === 'string') walk.block(data, '', undefined);
  return walk.issues;
}
