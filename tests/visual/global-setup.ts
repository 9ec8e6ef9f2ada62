import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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
const outDir = resolve(root, 'dist/storybook');

/** Builds Storybook once for the run, serves it, and lists its stories. */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, [resolve(root, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '-o', outDir, '--quiet'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  const index = JSON.parse(readFileSync(resolve(outDir, 'index.json'), 'utf8')) as { entries: Record<string, { id: string; type: string }> };
  const server = await serveFolder(outDir);
  project.provide('storybookUrl', server.url);
  project.provide('storyIds', Object.values(index.entries).filter((e) => e.type === 'story').map((e) => e.id).sort());
  return server.close;
}
