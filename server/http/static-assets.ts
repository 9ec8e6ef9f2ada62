import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves Vite's hashed client assets (`dist/client/assets`) under `/assets/`. File names carry a
 * content hash, so they are cached for a year and never revalidated. Text assets are sent as the build
 * compressed them (`.br`, `.gz` beside each file, written at the highest settings by `npm run build`) when the
 * browser accepts that encoding. Does nothing without a build.
 */
export async function registerStaticAssets(app: FastifyInstance, clientDir: string): Promise<boolean> {
  const root = resolve(join(clientDir, 'assets'));
  if (!existsSync(root)) return false;
  await app.register(fastifyStatic, {
    root,
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
    cacheControl: true,
    preCompressed: true,
  });
  return true;
}
