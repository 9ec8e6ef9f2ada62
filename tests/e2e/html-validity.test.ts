import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';
import { editorCookie } from './editor-session';

const run = promisify(execFile);
const vnu = resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

/** A site of each brand in each language family; every published page of each, as the showcase lists them. */
const SITES = [
  ['ridgeline-en-us', 'en-us'],
  ['ridgeline-fr-ca', 'fr-ca'],
  ['kestrel-en-gb', 'en-gb'],
  ['kestrel-de-de', 'de-de'],
] as const;
/** Pages the showcase does not list: categories (from the menus), the cart, a missing page, a preview. */
const MORE = ['/en-us/c/mens-hiking-trail-gear-1000', '/en-us/c/kids-hiking-boots-3101', '/en-gb/cart', '/en-us/nothing-here', '/pre/en-us'];

async function pagePaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const [siteId, locale] of SITES) {
    const answer = await fetch(`${baseUrl()}/publish/caas/v1/canvas/showcase/${siteId}/page?limit=50`);
    const { results } = (await answer.json()) as { results: { path?: string }[] };
    for (const { path } of results) if (path) paths.push(`/${locale}${path === '/' ? '' : path}`);
  }
  return [...paths, ...MORE];
}

interface VnuMessage {
  readonly type: string;
  readonly subType?: string;
  readonly url: string;
  readonly message: string;
  readonly extract?: string;
}

describe('the server HTML of every seeded page type is valid HTML', () => {
  it('passes the Nu HTML Checker with no error', async () => {
    const paths = await pagePaths();
    expect(paths.length).toBeGreaterThan(40);
    const dir = await mkdtemp(join(tmpdir(), 'tessera-html-'));
    try {
      const files = await Promise.all(
        paths.map(async (path, i) => {
          // A preview answers only to an editor: the preview page is fetched signed in.
          const response = await fetch(`${baseUrl()}${path}`, path.startsWith('/pre/') ? { headers: { cookie: await editorCookie() } } : {});
          expect([200, 404], path).toContain(response.status);
          const file = join(dir, `${i}${path.replace(/\W+/g, '_')}.html`);
          await writeFile(file, await response.text());
          return file;
        }),
      );
      // One Java process for every page: the checker takes seconds to start. It exits 1 when it reports errors.
      const { stderr } = await run('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }).catch(
        (error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }),
      );
      const { messages } = JSON.parse(stderr || '{"messages":[]}') as { messages: VnuMessage[] };
      const errors = messages
        .filter((m) => m.type === 'error' || m.subType === 'fatal')
        .map((m) => `${m.url.split('/').at(-1)}: ${m.message} ${m.extract ?? ''}`);
      expect(errors).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
