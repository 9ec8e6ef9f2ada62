import { isInheritedSection, isLazySection, stripNulls, validateBlock } from '../../runtime/core';
import type { BlockIssue, ResolvedBlock, ResolvedSection, SanitizeHtml } from '../../runtime/core';
import type { Block, Section } from '../../preview-bridge';

/** A draft made renderable: its sections as the runtime renders them, and the blocks it skipped (with why). */
export interface ResolvedDraft {
  readonly sections: readonly ResolvedSection[];
  readonly issues: readonly BlockIssue[];
}

export interface DraftResolver {
  resolve(sections: readonly Section[]): ResolvedDraft;
}

export interface DraftResolverOptions {
  /** The browser's rich-text sanitizer (drafts are not sanitized on the server). */
  readonly sanitizeHtml: SanitizeHtml;
  /**
   * The sections the server rendered: their "… inherited" ones hold the route-pattern espots' blocks, which the
   * draft (the document alone) does not, and which stay around the draft's own.
   */
  readonly serverSections: readonly ResolvedSection[];
}

interface Checked {
  readonly block: ResolvedBlock | null;
  /** Issues of this block and its children, their section left blank (a block may move to another section). */
  readonly issues: readonly BlockIssue[];
}

const quiet = { warn: () => undefined };

/**
 * Validates a draft the way the server validates a page (`resolvePage`: each block against its schema, invalid or
 * unknown ones skipped and reported, rich text sanitized, "lazy load" and "… inherited" sections marked), remembering
 * each result by the stored block's identity: a patch re-validates only the blocks it changed, and every other block
 * keeps its resolved identity, so React re-renders only the changed ones.
 */
export function createDraftResolver({ sanitizeHtml, serverSections }: DraftResolverOptions): DraftResolver {
  const checked = new WeakMap<Block, Checked>();
  const sections = new WeakMap<Section, { readonly resolved: ResolvedSection; readonly issues: readonly BlockIssue[] }>();
  /** By inherited section name: the espots' blocks, decided the first time the draft names the section. */
  const espots = new Map<string, readonly ResolvedBlock[]>();

  const check = (raw: Block): Checked => {
    let found = checked.get(raw);
    if (!found) {
      const issues: BlockIssue[] = [];
      found = { block: validateBlock(stripNulls(raw), { section: '', sanitizeHtml, log: quiet, issues }), issues };
      checked.set(raw, found);
    }
    return found;
  };

  /** The server's blocks of an inherited section that the document does not hold: the espots'. */
  const espotBlocks = (section: Section): readonly ResolvedBlock[] => {
    let blocks = espots.get(section.name);
    if (!blocks) {
      const own = new Set(section.items.map((item) => item.id));
      blocks = serverSections.filter((s) => s.name === section.name).flatMap((s) => s.items.filter((item) => !own.has(item.id)));
      espots.set(section.name, blocks);
    }
    return blocks;
  };

  const resolveSection = (section: Section) => {
    let found = sections.get(section);
    if (!found) {
      const inherited = isInheritedSection(section.name);
      const results = section.items.map(check);
      const own = results.flatMap((result) => (result.block ? [result.block] : []));
      const items = inherited ? [...espotBlocks(section), ...own] : own;
      found = {
        resolved: { name: section.name, lazy: isLazySection(section.name), inherited, items },
        issues: results.flatMap((result) => result.issues.map((issue) => ({ ...issue, section: section.name }))),
      };
      sections.set(section, found);
    }
    return found;
  };

  return {
    resolve(draft) {
      const resolved = draft.map(resolveSection);
      const named = new Set(draft.map((section) => section.name));
      // Site-wide slots the page does not declare (the server appends them) stay, as the server rendered them.
      const appended = serverSections.filter((section) => section.inherited && !named.has(section.name));
      return {
        sections: [...resolved.map((entry) => entry.resolved), ...appended],
        issues: resolved.flatMap((entry) => entry.issues),
      };
    },
  };
}
