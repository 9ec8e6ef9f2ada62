/**
 * Vite plugin: `import('virtual:tessera-messages/fr-CA')` is fr-CA's catalogue, resolved through its `@extends`
 * chain and compiled to plain functions (./compile.ts). Each locale becomes its own chunk, so the browser loads
 * only the words of the page's locale; `virtual:tessera-messages/app/fr-CA` is the app routes' share of them. Used by the app build, the SSR build, Vitest and Storybook alike.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compileCatalogue, resolveCatalogue } from './compile';
import type { SourceCatalogue } from './compile';

const PREFIX = 'virtual:tessera-messages/';
const RESOLVED = '\0tessera-messages:';
const APP_PART = 'app/';
const EDITOR_PART = 'editor/';

/**
 * Words of the app routes (cart, checkout, order confirmation, account: their forms and dialogs), which content pages never
 * show: the browser loads them with the app chunk, not with every page. Words only the server writes (e-mails)
 * never reach the browser. The server's build has every word in the one catalogue.
 */
export const APP_WORD_PREFIXES = ['checkout.', 'order.', 'form.', 'miniCart.', 'account.', 'favoritesPage.'] as const;
export const SERVER_WORD_PREFIXES = ['mail.'] as const;
/** The editor's own words: only the editor's bundle loads them (`virtual:tessera-messages/editor/{tag}`). */
export const EDITOR_WORD_PREFIXES = ['editor.'] as const;
export type WordsPart = 'shell' | 'app' | 'editor';
const startsWithAny = (key: string, prefixes: readonly string[]) => prefixes.some((prefix) => key.startsWith(prefix));

/** The part of a locale's messages a chunk holds: all of them on the server; in the browser the shell's, the app's or the editor's. */
export function wordsFor(messages: Readonly<Record<string, string>>, part: WordsPart, ssr: boolean): Record<string, string> {
  const kept = Object.entries(messages).filter(([key]) => {
    if (ssr) return part === 'shell';
    if (startsWithAny(key, SERVER_WORD_PREFIXES)) return false;
    if (startsWithAny(key, EDITOR_WORD_PREFIXES)) return part === 'editor';
    return startsWithAny(key, APP_WORD_PREFIXES) === (part === 'app');
  });
  return Object.fromEntries(kept);
}
const folder = fileURLToPath(new URL('.', import.meta.url));

export const catalogueFile = (tag: string): string => `${folder}${tag}.json`;

export const readCatalogue = (tag: string): SourceCatalogue => JSON.parse(readFileSync(catalogueFile(tag), 'utf8')) as SourceCatalogue;

export function messagesPlugin(): Plugin {
  return {
    name: 'tessera-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id, options) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      const part: WordsPart = name.startsWith(APP_PART) ? 'app' : name.startsWith(EDITOR_PART) ? 'editor' : 'shell';
      const tag = part === 'shell' ? name : name.slice(name.indexOf('/') + 1);
      const files: string[] = [];
      const messages = resolveCatalogue(tag, (each) => {
        files.push(catalogueFile(each));
        return readCatalogue(each);
      });
      // Editing a catalogue rebuilds the locales that read it (dev server, Storybook, Vitest watch).
      for (const file of files) this.addWatchFile(file);
      return compileCatalogue(wordsFor(messages, part, options?.ssr === true));
    },
  };
}
