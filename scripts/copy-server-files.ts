import { cp, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * The files the compiled server reads beside its modules, put where its modules look for them (`dist/node` keeps
 * the source tree's paths): the SQL migrations, the message catalogues, the media streams, and a package.json with
 * the version (the OpenAPI document's) and `"type": "module"` (the output is ES modules).
 */
export async function copyServerFiles(outDir: string): Promise<void> {
  await cp(join(root, 'server/db/migrations'), join(outDir, 'server/db/migrations'), { recursive: true });
  await cp(join(root, 'server/media/assets'), join(outDir, 'server/media/assets'), { recursive: true });
  await cp(join(root, 'messages'), join(outDir, 'messages'), { recursive: true, filter: (path) => !path.endsWith('.ts') && !path.endsWith('.md') });
  const { name, version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { name: string; version: string };
  await writeFile(join(outDir, 'package.json'), `${JSON.stringify({ name, version, private: true, type: 'module' }, null, 2)}\n`);
}

// `npm run build`
if (process.argv[1]?.endsWith('copy-server-files.ts')) await copyServerFiles(resolve(root, process.argv[2] ?? 'dist/node'));
