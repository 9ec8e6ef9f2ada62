/**
 * `npm run bench:search`: productSearch latency with 50 concurrent clients (DESIGN.md budget: p95 under 20 ms),
 * on the embedded database and, when `DATABASE_URL` names a PostgreSQL server, on a fresh database there too.
 * Each client sends a mix a storefront sends: words (whole and partial), categories, the four orders, pages, in
 * every locale. Latency is measured at the client, over loopback, after a warm-up. The client is Node's own HTTP
 * client on kept-alive connections, one per concurrent client, asking for brotli as browsers do: it shares the
 * processor with the server, so it should cost as little of it as it can (fetch cost about twice as much).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const CLIENTS = 50;
const REQUESTS = 10_000;
const WARM_UP = 1_000;
/** Fewer: each is a database search (the 97 × 48 offsets and sizes of 16 queries never repeat within the run). */
const UNCACHED_REQUESTS = 3_000;

const queries = [
  'locale=en-us&q=waterproof%20boots',
  'locale=en-us&q=summ',
  'locale=en-us&categoryId=1100&sort=price-asc',
  'locale=en-us&categoryId=1000&start=24',
  'locale=en-ca&q=rain%20jacket',
  'locale=fr-ca&q=veste&sort=newest',
  'locale=fr-ca&categoryId=5000',
  'locale=en-gb&q=running%20shoes',
  'locale=en-gb&categoryId=41100&sort=price-desc',
  'locale=fr-fr&q=chaussures',
  'locale=de-de&q=Laufschuhe',
  'locale=de-de&categoryId=43000',
  'locale=en-us&sort=newest',
  'locale=en-gb&q=coral&count=12',
  'locale=en-us&q=merino%20socks',
  'locale=de-de&q=Jacke&start=24',
];

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

async function start(databaseUrl: string | undefined): Promise<{ base: string; server: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'tessera-search-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl ?? '',
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 480) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, server, dataDir };
}

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });

/** One GET on a kept-alive connection: its status, once the whole answer has arrived. */
const get = (url: string) =>
  new Promise<number>((done, fail) => {
    request(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => done(response.statusCode ?? 0));
      response.on('error', fail);
    })
      .on('error', fail)
      .end();
  });

/**
 * The storefront's mix (its listings are kept a minute, so most answers come from memory), or every query new: the
 * same mix, each with a page offset none asked for before, so every answer is searched for in the database.
 */
type Mix = 'storefront' | 'uncached';
const queryOf = (mix: Mix, i: number) => {
  const query = queries[i % queries.length]!.replace(/&(start|count)=\d+/g, '');
  return mix === 'storefront' ? queries[i % queries.length]! : `${query}&start=${i % 97}&count=${1 + (Math.floor(i / 97) % 48)}`;
};

async function run(base: string, total: number, mix: Mix, offset = 0): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < total) {
        const i = offset + next++;
        const query = queryOf(mix, i);
        const began = performance.now();
        const status = await get(`${base}/products/v2/search/productSearch?${query}`);
        if (status !== 200) throw new Error(`${status} for ${query}`);
        times.push(performance.now() - began);
      }
    }),
  );
  return times;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function measure(label: string, databaseUrl: string | undefined): Promise<void> {
  const { base, server, dataDir } = await start(databaseUrl);
  try {
    for (const mix of ['storefront', 'uncached'] as const) {
      await run(base, WARM_UP, mix);
      const requests = mix === 'storefront' ? REQUESTS : UNCACHED_REQUESTS;
      const began = performance.now();
      const times = (await run(base, requests, mix, WARM_UP)).sort((a, b) => a - b);
      const seconds = (performance.now() - began) / 1000;
      const verdict = mix === 'storefront' ? `  ${pct(times, 95) < 20 ? 'pass' : 'FAIL'} (p95 under 20 ms)` : '';
      console.log(
        `  ${`${label}, ${mix}`.padEnd(24)} p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms; ${(requests / seconds).toFixed(0)} requests/s${verdict}`,
      );
    }
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
