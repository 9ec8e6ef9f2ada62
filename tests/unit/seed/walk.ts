import { childBlocks } from '../../../runtime/core';
import type { SeedDocument } from '../../../server/demo/types';

export interface Block {
  readonly id: string;
  readonly type: string;
  readonly [field: string]: unknown;
}

interface Sectioned {
  readonly sections?: readonly { readonly name: string; readonly items: readonly Block[] }[];
}

/** The top-level blocks of a document: section items for pages and espots, the data itself for menu and footer. */
export function topBlocks(doc: SeedDocument): Block[] {
  const data = doc.data as Sectioned & Partial<Block>;
  if (data.sections) return data.sections.flatMap((s) => [...s.items]);
  return typeof data.id === 'string' && typeof data.type === 'string' ? [data as Block] : [];
}

/** Every block, children of containers included, depth first. */
export function allBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => {
    // childBlocks follows nested slot paths too (`variants.targets`).
    return [block, ...allBlocks(childBlocks(block))];
  });
}

/** Every `[key, value]` pair anywhere under a value, with the key it sits under. */
export function* entries(value: unknown, key = ''): Generator<readonly [string, unknown]> {
  yield [key, value];
  if (Array.isArray(value)) for (const item of value) yield* entries(item, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* entries(v, k);
}

/** Keys whose strings are structure, codes or addresses rather than words a shopper reads. */
const STRUCTURAL = new Set([
  'id',
  'type',
  'name',
  'url',
  'variant',
  'key',
  'routePattern',
  'layout',
  'alignment',
  'style',
  'size',
  'targetAttribute',
  'gradientStyle',
  'gradientTone',
  'overlayWidth',
  'menuStyle',
  'titleVisibility',
  'linkType',
  'network',
  'slideWidth',
  'slideMaxWidth',
  'textColor',
  'hoverLinkColor',
  'background',
  'backgroundColor',
  'accent',
  'creativeName',
  'promotionId',
  'promotionName',
  'typeface',
  'textAlign',
  'textTransform',
  'position',
  'hideShopAll',
]);
const COLOUR_OWNERS = new Set(['colours']);

/** The strings a shopper sees in a document (titles, rich text stripped of tags, labels, alt text, SEO). */
export function visibleStrings(doc: SeedDocument): string[] {
  const words: string[] = [];
  const visit = (value: unknown, key: string, parent: string): void => {
    if (STRUCTURAL.has(key) || COLOUR_OWNERS.has(parent) || key === 'promotionTracking' || key === 'breakpoints') return;
    if (typeof value === 'string') words.push(value.replace(/<[^>]+>/g, ' '));
    else if (Array.isArray(value)) value.forEach((v) => visit(v, key, parent));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k, key);
  };
  visit(doc.data, '', '');
  return words.map((w) => w.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

export const visibleText = (doc: SeedDocument): string => visibleStrings(doc).join(' \n ');

/** Site ids' locale part: `kestrel-en-gb` → `en-gb`. */
export const localeOf = (siteId: string): string => siteId.split('-').slice(1).join('-');
