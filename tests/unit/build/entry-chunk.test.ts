import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Vite's manifest of the client build (`npm run build`); the test checks it when it exists. */
const manifestPath = resolve(import.meta.dirname, '../../../dist/client/.vite/manifest.json');
const ENTRY = 'storefront/entry-client.tsx';

interface Chunk {
  readonly file: string;
  readonly src?: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/**
 * Packages that must never reach the shopper's first load: each belongs to a block, to the server (the router
 * matches routes there) or to the app routes' chunk (React Router and TanStack Query in the browser).
 */
const heavy = [
  /node_modules\/react-router\//,
  /node_modules\/@tanstack\//,
  /node_modules\/zod\//,
  /node_modules\/hls\.js\//,
  /node_modules\/@floating-ui\//,
  /node_modules\/embla-carousel/,
];

/** A chunk (the entry by default) and every chunk it imports statically (what the browser fetches before running it). */
function staticClosure(manifest: Readonly<Record<string, Chunk>>, from = ENTRY): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(from);
  return [...seen];
}

/** The source files bundled into a chunk, from its source map; none for the bundler's own runtime helpers, which have no map. */
function sourcesOf(file: string): string[] {
  const mapPath = resolve(manifestPath, '../..', `${file}.map`);
  if (!existsSync(mapPath) && /(^|\/)rolldown-runtime-[\w-]+\.js$/.test(file)) return [];
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
  return map.sources;
}

describe.runIf(existsSync(manifestPath))('the storefront entry chunk', () => {
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>) : {};

  it('and its static imports hold no React Router, zod, hls.js, @floating-ui or embla', () => {
    const chunks = staticClosure(manifest);
    expect(chunks).toContain(ENTRY);
    const offenders = chunks.flatMap((key) =>
      sourcesOf(manifest[key]?.file ?? '')
        .filter((source) => heavy.some((pattern) => pattern.test(source)))
        .map((source) => `${key}: ${source}`),
    );
    expect(offenders).toEqual([]);
  });

  it('leaves React Router and TanStack Query to the app routes, a chunk the entry loads only when one is entered', () => {
    const appRoutes = 'storefront/app/app-routes.tsx';
    expect(manifest[ENTRY]?.dynamicImports).toContain(appRoutes);
    expect(staticClosure(manifest)).not.toContain(appRoutes);
    // In its chunk or in one it shares with the checkout's and the confirmation's chunks, which it loads itself.
    const entryChunks = new Set(staticClosure(manifest));
    const sources = staticClosure(manifest, appRoutes)
      .filter((key) => !entryChunks.has(key))
      .flatMap((key) => sourcesOf(manifest[key]?.file ?? ''));
    expect(sources.some((source) => /node_modules\/react-router\//.test(source))).toBe(true);
    expect(sources.some((source) => /node_modules\/@tanstack\/react-query\//.test(source))).toBe(true);
  });

  it("leaves the checkout's forms and rules to its own chunk: the cart loads without react-hook-form or zod", () => {
    const appRoutes = 'storefront/app/app-routes.tsx';
    const sources = staticClosure(manifest, appRoutes).flatMap((key) => sourcesOf(manifest[key]?.file ?? ''));
    expect(sources.filter((source) => /node_modules\/(react-hook-form|zod)\//.test(source))).toEqual([]);
    const checkout = Object.values(manifest).find((chunk) => chunk.src === 'storefront/routes/checkout.tsx');
    expect(checkout).toBeDefined();
    const checkoutSources = staticClosure(manifest, Object.keys(manifest).find((key) => manifest[key] === checkout) ?? '').flatMap((key) =>
      sourcesOf(manifest[key]?.file ?? ''),
    );
    expect(checkoutSources.some((source) => /node_modules\/react-hook-form\//.test(source))).toBe(true);
  });

  it('imports no block component statically', () => {
    const blocks = staticClosure(manifest).filter((key) => /^block-registry\/[^/]+\/[A-Z]\w*\.tsx$/.test(key));
    expect(blocks).toEqual([]);
  });
});
