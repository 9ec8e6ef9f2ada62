import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveFolder } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built Storybook, served on loopback. */
    storybookUrl: string;
    /** Ids of every story in it. */
    storyIds: string[];
  }
}

const root = resolve(import.meta.dirname, '../..');

/**
 * Builds Storybook once for the run, serves it, and lists its stories. Each run builds into a folder of its
 * own, so a second run (or `npm run build-storybook`) never rewrites the files this one is serving.
 */
export default async function setup(project: TestProject) {
  const outDir = mkdtempSync(join(tmpdir(), 'tessera-storybook-'));
  const remove = () => rmSync(outDir, { recursive: true, force: true });
  let index: { entries: Record<string, { id: string; type: string }> };
  try {
    execFileSync(process.execPath, [resolve(root, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '-o', outDir, '--quiet'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    index = JSON.parse(readFileSync(resolve(outDir, 'index.json'), 'utf8')) as typeof index;
  } catch (error) {
    remove();
    throw error;
  }
  const server = await serveFolder(outDir);
  project.provide('storybookUrl', server.url);
  project.provide(
    'storyIds',
    Object.values(index.entries)
      .filter((e) => e.type === 'story')
      .map((e) => e.id)
      .sort(),
  );
  return async () => {
    await server.close();
    remove();
  };
}
