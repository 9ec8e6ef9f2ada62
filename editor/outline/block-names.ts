import type { Translate } from '../../runtime/core';
import { type Block, type EditorDocument, locate, type Parent, slotPaths, valueAt } from '../core';
import { slotsOf } from '../../runtime/core';
import { blockLabel } from '../palette/block-words';

const SUMMARY_LENGTH = 48;

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;|&#160;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim()
    : '';

/**
 * A block's own words, to tell it from its siblings: its title, else its name, eyebrow, subtitle, experience id or
 * the start of its text (markup stripped, cut at 48 characters).
 */
export function blockSummary(block: Block): string {
  const candidates = [
    block.title,
    block.titleHtml,
    block.name,
    valueAt(block, 'eyebrow.text'),
    block.subtitle,
    block.experienceId,
    block.richText,
    valueAt(block, 'messages.0.richText'),
  ];
  for (const candidate of candidates) {
    const found = text(candidate);
    if (found) return found.length > SUMMARY_LENGTH ? `${found.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : found;
  }
  return '';
}

/** How the editor names a block to people: `Collection “Summer”`, or its type's name when it has no words. */
export function blockName(t: Translate, block: Block): string {
  const label = blockLabel(t, block.type);
  const summary = blockSummary(block);
  return summary ? t('editor.outline.blockName', { label, summary }) : label;
}

/** A section's name for people (the stored name, or its number when it has none). */
export function sectionName(document: EditorDocument, index: number): string {
  return document.sections[index]?.name || String(index + 1);
}

/**
 * A child slot's name: `Baseline`, `Variant “B”`, `Segment “loggedout”`, `Items`; a slot the editor has no
 * words for shows its path.
 */
export function slotName(t: Translate, owner: Block, slot: string): string {
  const [field = slot, index, ...rest] = slot.split('.');
  if (index !== undefined && rest.length > 0) {
    const entry = valueAt(owner, `${field}.${index}`) as Record<string, unknown> | undefined;
    const name = text(entry?.name) || text(entry?.id) || text(entry?.variantId) || String(Number(index) + 1);
    if (field === 'variants') return t('editor.outline.slot.variant', { name });
    if (field === 'segments') return t('editor.outline.slot.segment', { name });
    return `${field} ${name}`;
  }
  switch (field) {
    case 'baselines':
      return t('editor.outline.slot.baselines');
    case 'items':
      return t('editor.outline.slot.items');
    case 'components':
      return t('editor.outline.slot.components');
    default:
      return slot;
  }
}

/** Where a list is, as the end of a sentence: `in section “Main”`, `in Collection “Summer”`, `in Variant “B” of …`. */
export function listPhrase(
  t: Translate,
  document: EditorDocument,
  parent: Parent,
  slotsOfType: (type: string) => readonly string[] = slotsOf,
): string {
  if ('section' in parent) return t('editor.outline.inSection', { name: sectionName(document, parent.section) });
  const owner = locate(document, parent.block)?.block;
  if (!owner) return '';
  const block = blockName(t, owner);
  if (slotPaths(owner, slotsOfType(owner.type)).length <= 1) return t('editor.outline.inBlock', { block });
  return t('editor.outline.inSlot', { slot: slotName(t, owner, parent.slot), block });
}
