import type { Translate } from '../../runtime/core';
import { blockDefinitions } from '../../block-registry';
import type { Block } from '../core';
import { blockAbout, blockGroup, blockLabel, type PaletteGroup, paletteGroups } from './block-words';

/** One block type the palette offers: its words and what a new one starts as (the registry's defaults, no id). */
export interface PaletteEntry {
  readonly type: string;
  readonly label: string;
  readonly about: string;
  readonly group: PaletteGroup;
  readonly defaults: Omit<Block, 'id'>;
}

/** Every registry block, in the editor's language, by group then name. */
export function paletteEntries(t: Translate): PaletteEntry[] {
  return Object.values(blockDefinitions)
    .map((definition) => ({
      type: definition.type,
      label: blockLabel(t, definition.type),
      about: blockAbout(t, definition.type),
      group: blockGroup(definition.type),
      defaults: definition.defaults,
    }))
    .sort((a, b) => paletteGroups.indexOf(a.group) - paletteGroups.indexOf(b.group) || a.label.localeCompare(b.label));
}

/** The registry's starting block of a type (without id), or undefined for a type it does not know. */
export function defaultsOf(type: string): Omit<Block, 'id'> | undefined {
  return Object.values(blockDefinitions).find((definition) => definition.type === type)?.defaults;
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The entries whose name, type or description hold every word of the query (case and accents ignored). */
export function filterEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = fold(`${entry.label} ${entry.type} ${entry.about}`);
    return words.every((word) => haystack.includes(word));
  });
}
