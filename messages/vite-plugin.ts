/**
 * Vite plugin: `import('virtual:tessera-messages/fr-CA')` is fr-CA's catalogue, resolved through its `@extends`
 * chain and compiled to plain functions (./compile.ts). Each locale becomes its own chunk, so the browser loads
 * only the words of the page's locale. Used by the app build, the SSR build, Vitest and Storybook alike.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compileCatalogue, resolveCatalogue } from './compile';
import type { SourceCatalogue } from './compile';

const PREFIX = 'virtual:tessera-messages/';
const RESOLVED = '\0tessera-messages:';
const folder = fileURLToPath(new URL('.', import.meta.url));

export const catalogueFile = (tag: string): string => `${folder}${tag}.json`;

export const readCatalogue = (tag: string): SourceCatalogue => JSON.parse(readFileSync(catalogueFile(tag), 'utf8')) as SourceCatalogue;

export function messagesPlugin(): Plugin {
  return {
    name: 'tessera-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const tag = id.slice(RESOLVED.length);
      const files: string[] = [];
      const messages = resolveCatalogue(tag, (each) => {
        files.push(catalogueFile(each));
        return readCatalogue(each);
      });
      // Editing a catalogue rebuilds the locales that read it (dev server, Storybook, Vitest watch).
      for (const file of files) this.addWatchFile(file);
      return compileCatalogue(messages);
    },
  };
}
