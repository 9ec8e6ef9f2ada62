/**
 * `npm run bench:search`: productSearch latency with 50 concurrent clients (DESIGN.md budget: p95 under 20 ms),
 * on the embedded database and, when `DATABASE_URL` names a PostgreSQL server, on a fresh database there too.
 * Each client sends a mix a storefront sends: words (whole and partial), categories, the four orders, pages, in
 * every locale. Latency is measured at the client, over loopback, after a warm-up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const CLIENTS = 50;
const REQUESTS = 4_000;
const WARM_UP = 400;

const queries = [
  'locale=en-us&q=waterproof%20boots', 'locale=en-us&q=summ', 'locale=en-us&categoryId=1100&sort=price-asc', 'locale=en-us&categoryId=1000&start=24',
  'locale=en-ca&q=rain%20jacket', 'locale=fr-ca&q=veste&sort=newest', 'locale=fr-ca&categoryId=5000', 'locale=en-gb&q=running%20shoes',
  'locale=en-gb&categoryId=41100&sort=price-desc', 'locale=fr-fr&q=chaussures', 'locale=de-de&q=Laufschuhe', 'locale=de-de&categoryId=43000',
  'locale=en-us&sort=newest', 'locale=en-gb&q=coral&count=12', 'locale=en-us&q=merino%20socks', 'locale=de-de&q=Jacke&start=24',
];

const freePort = () => new Promise<number>((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => done(port));
  });
});

async function start(databaseUrl: string | undefined): Promise<{ base: string; server: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'tessera-search-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', NODE_ENV: 'production', DATABASE_URL: databaseUrl ?? '' };
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/health`).then((r) => r.ok, () => false)) break;
    if (i > 480) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, server, dataDir };
}

async function run(base: string, total: number): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (next < total) {
      const i = next++;
      const began = performance.now();
      const response = await fetch(`${base}/products/v2/search/productSearch?${queries[i % queries.length]}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${response.status} for ${queries[i % queries.length]}`);
      times.push(performance.now() - began);
    }
  }));
  return times;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function measure(label: string, databaseUrl: string | undefined): Promise<void> {
  const { base, server, dataDir } = await start(databaseUrl);
  try {
    await run(base, WARM_UP);
    const began = performance.now();
    const times = (await run(base, REQUESTS)).sort((a, b) => a - b);
    const seconds = (performance.now() - began) / 1000;
    console.log(`  ${label.padEnd(12)} p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms; ${(REQUESTS / seconds).toFixed(0)} requests/s  ${pct(times, 95) < 20 ? 'pass' : 'FAIL'} (p95 under 20 ms)`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(`productSearch, ${CLIENTS} concurrent clients, ${REQUESTS} requests after ${WARM_UP} to warm up`);
await measure('PGlite', undefined);
const url = process.env.DATABASE_URL;
if (url) {
  const name = `tessera_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    await measure('PostgreSQL', target.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
