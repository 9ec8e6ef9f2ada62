/**
 * `npm run bench:images [-- <checkout>]`: what 2,000 distinct image requests cost the server — CPU seconds,
 * disk and memory once it is idle again. A crawler (or an attacker) asking for every size of every picture
 * is the case image work must stay bounded for. The server is started from `<checkout>` (default: this one,
 * built), with a fresh database and image cache, so two checkouts compare in one run.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REQUESTS = 2_000;
const CONCURRENCY = 32;
const IDS = ['rl-dawn-ridge', 'rl-forest-trail', 'ks-city-night', 'rl-boot-summit'];

const root = resolve(process.argv[2] ?? '.');
const port = await new Promise<number>((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => done(free));
  });
});
const work = await mkdtemp(join(tmpdir(), 'tessera-image-bench-'));
const cacheDir = join(work, 'images');
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    IMAGE_CACHE_DIR: cacheDir,
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

/** CPU seconds (user + system) and memory of the server process, from /proc. */
async function usage() {
  const fields = (await readFile(`/proc/${server.pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { cpu: (Number(fields[11]) + Number(fields[12])) / 100, rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function folderBytes(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const sizes = await Promise.all(
    names.map((name) =>
      stat(join(dir, name)).then(
        (s) => s.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 240) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const before = await usage();
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const response = await fetch(`${base}/images/${IDS[i % IDS.length]}.webp?w=${120 + Math.floor(i / IDS.length) * 3}`, { redirect: 'manual' });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  // Work the answers left behind (renders queued for later) counts too: wait until the process is idle.
  let last = (await usage()).cpu;
  for (let quiet = 0; quiet < 3;) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = (await usage()).cpu;
    quiet = now - last < 0.05 ? quiet + 1 : 0;
    last = now;
  }
  const after = await usage();
  console.log(`${REQUESTS} distinct image requests (${CONCURRENCY} at a time) against ${root}`);
  console.log(`  answers: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`);
  console.log(
    `  server CPU ${(after.cpu - before.cpu).toFixed(1)} s until idle; disk cache ${((await folderBytes(cacheDir)) / 1024 / 1024).toFixed(1)} MB; RSS ${after.rssMb.toFixed(0)} MB (peak ${after.peakMb.toFixed(0)} MB)`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await rm(work, { recursive: true, force: true });
}
