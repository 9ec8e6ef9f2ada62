/** `npm run blocks`: rewrites the registry's lists from the block folders (see block-index.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { blockIndexFiles, root } from './block-index';

for (const [path, text] of Object.entries(await blockIndexFiles())) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  console.info(`wrote ${path}`);
}
