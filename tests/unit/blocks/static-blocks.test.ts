import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockLoaders, staticBlockTypes } from '../../../block-registry';

const registry = resolve(import.meta.dirname, '../../../block-registry');
/** What would make a block do something in the browser: state, effects, refs, or an event handler. */
const BEHAVIOUR =
  /\buse(State|Reducer|Effect|LayoutEffect|InsertionEffect|Ref|SyncExternalStore|Transition|ActionState|Optimistic|Interval|AutoRotation|NearViewport|MediaBreakpoint|MediaQuery|PersistedFlag|Track)\b|\son[A-Z]\w*=\{/;

/** The block-registry files a module imports (values, not types), transitively, starting with itself. */
function registryFilesOf(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, what, from] of source.matchAll(/^import\s+(type\s+)?[^'"]*from\s+'(\.[^']+)';/gm)) {
    if (what || !from || from.endsWith('.css')) continue;
    const base = resolve(dirname(entry), from);
    if (!base.startsWith(registry)) continue; // runtime helpers (SmartLink, RichText) are the runtime's business
    const file = ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f));
    if (file) registryFilesOf(file, seen);
  }
  return seen;
}

/** The entry module of a type, as its loader imports it (`hero: () => import('./hero/Hero')`). */
function entryOf(type: string): string {
  expect(Object.keys(blockLoaders)).toContain(type);
  const loaders = readFileSync(resolve(registry, 'blocks.generated.ts'), 'utf8');
  const path = new RegExp(`\\b${type}: \\(\\) => import\\('\\./([^']+)'\\)`).exec(loaders)?.[1];
  const file = path && ['.tsx', '.ts'].map((ext) => resolve(registry, path + ext)).find((f) => existsSync(f));
  if (!file) throw new Error(`no module for ${type} in block-registry/blocks.generated.ts`);
  return file;
}

describe('static block types', () => {
  it.each([...staticBlockTypes])('%s renders without behaviour in the browser, so its server HTML can stay as it is', (type) => {
    const files = [...registryFilesOf(entryOf(type))];
    expect(files.length).toBeGreaterThan(0);
    const offending = files.filter((file) => BEHAVIOUR.test(readFileSync(file, 'utf8'))).map((file) => file.slice(registry.length + 1));
    expect(offending).toEqual([]);
  });

  it('finds behaviour where there is some (the check can fail)', () => {
    const files = [...registryFilesOf(entryOf('collection'))];
    expect(files.some((file) => BEHAVIOUR.test(readFileSync(file, 'utf8')))).toBe(true);
  });
});
