import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * Serves a built Storybook from a folder on a free loopback port. Every story load asks for the same fifty
 * or so files, and the build does not change while it is served, so each file is read from disk once.
 */
export async function serveFolder(folder: string): Promise<{ url: string; close: () => Promise<void> }> {
  const root = resolve(folder);
  const files = new Map<string, Promise<Buffer | undefined>>();
  const read = (file: string) => {
    let body = files.get(file);
    if (!body) {
      // A folder or a missing file reads as nothing: a 404.
      body = readFile(file).catch(() => undefined);
      files.set(file, body);
    }
    return body;
  };
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?', 1)[0] ?? '/'));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    void read(file).then((body) => {
      if (!body) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the static server has no address');
  return { url: `http://127.0.0.1:${address.port}`, close: () => new Promise((done) => server.close(() => done())) };
}
