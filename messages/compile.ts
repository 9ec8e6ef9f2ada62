/**
 * Build-time compiler of the ICU catalogues: each message becomes a string or a small arrow function, so the
 * browser gets no message parser (issue 10 §2). Runs in Node only (the Vite plugin and the catalogue check).
 */
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A catalogue as written: ICU messages by key, and `@extends` naming the locale it inherits the rest from. */
export type SourceCatalogue = Readonly<Record<string, string>>;

export const EXTENDS_KEY = '@extends';

const js = (text: string): string => JSON.stringify(text);

/**
 * JavaScript for a message's parts. `a` holds the arguments and `f` the runtime's helpers (see runtime/core
 * messages.ts: `n` number, `p` plural, `s` select); `pound` is the expression `#` stands for inside a plural.
 */
function partsCode(parts: readonly MessageFormatElement[], key: string, pound: string | null): string {
  if (parts.length === 0) return '""';
  return parts
    .map((part): string => {
      switch (part.type) {
        case TYPE.literal:
          return js(part.value);
        case TYPE.argument:
          return `String(a[${js(part.value)}])`;
        case TYPE.number:
          if (part.style) throw new Error(`${key}: number styles are not supported ({${part.value}, number, …})`);
          return `f.n(a[${js(part.value)}])`;
        case TYPE.pound:
          if (pound === null) throw new Error(`${key}: # outside a plural`);
          return `f.n(${pound})`;
        case TYPE.plural: {
          if (part.pluralType === 'ordinal') throw new Error(`${key}: ordinal plurals are not supported`);
          const options = Object.entries(part.options).map(([name, option]) => `${js(name)}:(v)=>${partsCode(option.value, key, 'v')}`);
          return `f.p(a[${js(part.value)}],${part.offset},{${options.join(',')}})`;
        }
        case TYPE.select: {
          const options = Object.entries(part.options).map(([name, option]) => `${js(name)}:()=>${partsCode(option.value, key, pound)}`);
          return `f.s(a[${js(part.value)}],{${options.join(',')}})`;
        }
        default:
          throw new Error(`${key}: only text, {arguments}, number, plural and select are supported`);
      }
    })
    .join('+');
}

/** One message as JavaScript: a string literal when it has no arguments, else `(a, f) => …`. */
export function compileMessage(key: string, message: string): string {
  const parts = parse(message, { ignoreTag: true });
  if (parts.every((part) => part.type === TYPE.literal)) return js(parts.map((part) => (part.type === TYPE.literal ? part.value : '')).join(''));
  return `(a,f)=>${partsCode(parts, key, null)}`;
}

/** The argument names a message uses, sorted (the catalogue check compares them across locales). */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: readonly MessageFormatElement[]) => {
    for (const part of parts) {
      if (part.type === TYPE.argument || part.type === TYPE.number) names.add(part.value);
      if (part.type === TYPE.plural || part.type === TYPE.select) {
        names.add(part.value);
        for (const option of Object.values(part.options)) walk(option.value);
      }
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

/**
 * A locale's messages after its `@extends` chain (en-CA → en-US: the locale's own message wins). `read`
 * returns the source catalogue of a tag.
 */
export function resolveCatalogue(tag: string, read: (tag: string) => SourceCatalogue, seen: readonly string[] = []): Record<string, string> {
  if (seen.includes(tag)) throw new Error(`message catalogues extend each other in a loop: ${[...seen, tag].join(' → ')}`);
  const { [EXTENDS_KEY]: parent, ...own } = read(tag);
  return { ...(parent ? resolveCatalogue(parent, read, [...seen, tag]) : {}), ...own };
}

/** The ES module a locale's catalogue compiles to: `export default { key: message, … }`. */
export function compileCatalogue(messages: Readonly<Record<string, string>>): string {
  const entries = Object.entries(messages).map(([key, message]) => `${js(key)}:${compileMessage(key, message)}`);
  return `export default {${entries.join(',\n')}};\n`;
}
