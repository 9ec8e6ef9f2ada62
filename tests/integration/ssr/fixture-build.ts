import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A tiny stand-in for `npm run build`'s output: a client manifest, one asset, and a server entry that
 * renders a locale's menu name read from the content service the server hands it, and streams it in two chunks.
 */
const entryServer = `
const encoder = new TextEncoder();
const stream = (parts) => new ReadableStream({ start(controller) { for (const p of parts) controller.enqueue(encoder.encode(p)); controller.close(); } });

export async function render({ url, headers, content, origin, assets }) {
  if (url === '/') return { status: 302, headers: {}, location: '/en-us' };
  const locale = url.split('/')[1].split('?')[0];
  const site = locale === 'en-gb' ? 'kestrel-en-gb' : 'ridgeline-' + locale;
  let menu;
  try {
    menu = { status: 200, body: await content({}).content.menu('publish', site) };
  } catch (error) {
    menu = { status: error.status, body: error.envelope };
  }
  const styles = assets.styles.map((href) => '<link rel="stylesheet" href="' + href + '">').join('');
  const scripts = assets.scripts.map((src) => '<script type="module" src="' + src + '"></script>').join('');
  const name = menu.status === 200 ? menu.body.name : 'no menu (' + menu.body.errorDetails[0].errorId + ' ' + menu.body.correlationId + ')';
  return {
    status: menu.status === 200 ? 200 : 404,
    headers: { 'x-rendered-by': 'fixture' },
    body: stream(['<!doctype html><html><head>' + styles + '</head>', '<body><nav>' + name + '</nav>'
      + '<p id="origin">' + origin + '</p><p id="cookie">' + (headers.cookie ?? '') + '</p>' + scripts + '</body></html>']),
  };
}

export async function pageData({ url }) {
  return { status: url.startsWith('/en-us') ? 200 : 404, body: { url } };
}
`;

const manifest = {
  'storefront/entry-client.tsx': {
    file: 'assets/entry-client-abc123.js',
    css: ['assets/entry-client-abc123.css'],
    imports: ['_shared-def456.js'],
    isEntry: true,
  },
  '_shared-def456.js': { file: 'assets/shared-def456.js', css: ['assets/shared-def456.css'], imports: ['storefront/entry-client.tsx'] },
  'editor/entry-client.tsx': { file: 'assets/editor-fed987.js', css: ['assets/editor-fed987.css'], isEntry: true },
  'block-registry/video.tsx': { file: 'assets/video-0f0f0f.js', css: ['assets/video-0f0f0f.css'], isDynamicEntry: true },
};

export async function writeFixtureBuild(): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'tessera-build-'));
  await mkdir(join(dist, 'client', '.vite'), { recursive: true });
  await mkdir(join(dist, 'client', 'assets'), { recursive: true });
  await mkdir(join(dist, 'server'), { recursive: true });
  await writeFile(join(dist, 'client', '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(join(dist, 'client', 'assets', 'entry-client-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});\n`);
  await writeFile(join(dist, 'server', 'entry-server.js'), entryServer);
  return dist;
}
