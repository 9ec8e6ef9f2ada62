/**
 * The catalogues read at run time, for what the server writes itself (the order e-mail): a message parsed once and
 * walked with the same helpers the compiled catalogues call (`n`, `p`, `s`; see runtime/core messages.ts), so a
 * select or plural reads the same in a mail as on a page, whether the server was built by Vite or runs from source.
 */
import { readFileSync } from 'node:fs';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createTranslator, type CompiledMessage, type MessageHelpers, type MessageValues, type Translate } from '../runtime/core';
import { resolveCatalogue, type SourceCatalogue } from './compile';

function render(parts: readonly MessageFormatElement[], values: MessageValues, helpers: MessageHelpers, pound: number | null): string {
  return parts
    .map((part): string => {
      switch (part.type) {
        case TYPE.literal:
          return part.value;
        case TYPE.argument:
          return String(values[part.value]);
        case TYPE.number:
          return helpers.n(values[part.value]);
        case TYPE.pound:
          return pound === null ? '#' : helpers.n(pound);
        case TYPE.plural:
          return helpers.p(
            values[part.value],
            part.offset,
            Object.fromEntries(Object.entries(part.options).map(([name, option]) => [name, (n: number) => render(option.value, values, helpers, n)])),
          );
        case TYPE.select:
          return helpers.s(
            values[part.value],
            Object.fromEntries(Object.entries(part.options).map(([name, option]) => [name, () => render(option.value, values, helpers, pound)])),
          );
        default:
          return '';
      }
    })
    .join('');
}

/** One message as the compiler would make it: its text when it has no arguments, else a function of them. */
export function interpretMessage(message: string): CompiledMessage {
  const parts = parse(message, { ignoreTag: true });
  if (parts.every((part) => part.type === TYPE.literal)) return parts.map((part) => (part.type === TYPE.literal ? part.value : '')).join('');
  return (values, helpers) => render(parts, values, helpers, null);
}

const readSource = (tag: string): SourceCatalogue => JSON.parse(readFileSync(new URL(`./${tag}.json`, import.meta.url), 'utf8')) as SourceCatalogue;

const translators = new Map<string, Translate>();

/** A locale's words (after its `@extends` chain), read and parsed once; the reference locale's for an unknown tag. */
export function wordsOf(tag: string): Translate {
  let translate = translators.get(tag);
  if (!translate) {
    let source: Record<string, string>;
    try {
      source = resolveCatalogue(tag, readSource);
    } catch {
      source = resolveCatalogue('en-US', readSource);
    }
    const catalogue = Object.fromEntries(Object.entries(source).map(([key, message]) => [key, interpretMessage(message)]));
    translate = createTranslator(catalogue, tag);
    translators.set(tag, translate);
  }
  return translate;
}
