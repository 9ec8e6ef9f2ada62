/**
 * `npm run bench:orders`: place-order latency with 20 concurrent guests (DESIGN.md budget: p95 under 50 ms on
 * PostgreSQL), on the embedded database and, when `DATABASE_URL` names a PostgreSQL server, on a fresh database
 * there too. Like bench/search.ts it starts the real server process and measures at the client, over loopback.
 *
 * Two runs per database: guests buying many different skus (orders only meet on shared tables), and all guests
 * buying one sku (every order waits its turn on the same stock row). Carts are made ready first, untimed; then 20
 * clients each place one order at a time from the pool, 50 to warm up, then the timed ones. Every answer must be
 * 200 and authorized, and afterwards no sku may be below zero and the units taken must match the orders placed.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { placeOrder, prepareCarts, type ReadyCart, type Sku, skusInStock, startServer, type Target, withDatabase } from './place-order-setup';

const CLIENTS = 20;
const WARM_UP = 50;
const ORDERS = 2_000;
const BUDGET_MS = 50;
/** Skus with fewer units than this are left out: the many-sku run must not sell any out. */
const LEAST_STOCK = 30;
/** The one-sku run's sku gets this many units (the catalogue holds at most 60 of any), enough for every order. */
const HOT_STOCK = 10_000;

/** Answers other than 200 authorized, by status and error id, with the first of each kind as an example. */
const unexpected = new Map<string, { count: number; example: string }>();

/** Places the carts' orders with CLIENTS concurrent clients; the latency of each authorized one, in milliseconds. */
async function place(label: string, base: string, carts: readonly ReadyCart[]): Promise<{ times: number[]; authorized: number; other: number }> {
  const times: number[] = [];
  let next = 0;
  let authorized = 0;
  let other = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < carts.length) {
        const cart = carts[next++]!;
        const began = performance.now();
        const { status, body } = await placeOrder(base, cart);
        const took = performance.now() - began;
        if (status === 200 && body.status === 'authorized') {
          authorized++;
          times.push(took);
          continue;
        }
        const errorId = (body.errorDetails as { errorId?: string }[] | undefined)?.[0]?.errorId ?? `status ${JSON.stringify(body.status)}`;
        other++;
        const kind = `${label}: ${status} ${errorId}`;
        const seen = unexpected.get(kind) ?? { count: 0, example: JSON.stringify(body).slice(0, 300) };
        unexpected.set(kind, { ...seen, count: seen.count + 1 });
      }
    }),
  );
  return { times, authorized, other };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Warm-up (untimed), then the timed orders; prints the run's line. The number of orders authorized. */
async function run(label: string, base: string, carts: readonly ReadyCart[]): Promise<number> {
  const warm = await place(label, base, carts.slice(0, WARM_UP));
  const began = performance.now();
  const timed = await place(label, base, carts.slice(WARM_UP));
  const seconds = (performance.now() - began) / 1000;
  const times = timed.times.sort((a, b) => a - b);
  const p95 = pct(times, 95);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `  ${label.padEnd(24)} orders ${times.length}, p50 ${ms(pct(times, 50))}, p95 ${ms(p95)}, p99 ${ms(pct(times, 99))}, ` +
      `max ${ms(times.at(-1) ?? Number.NaN)}; ${(times.length / seconds).toFixed(0)} orders/s; ${warm.other + timed.other} other answers  budget p95 < ${BUDGET_MS} ms: ${p95 < BUDGET_MS ? 'met' : 'not met'}`,
  );
  return warm.authorized + timed.authorized;
}

/** The stock figures the check needs: the skus below zero, and all units in stock. */
const stockOf = (target: Target) =>
  withDatabase(target, async (query) => {
    const [row] = await query(
      'select count(*) filter (where quantity < 0)::int as negative, coalesce(sum(quantity), 0)::bigint as units from catalog_inventory',
    );
    return { negative: Number(row?.negative), units: Number(row?.units) };
  });

async function measure(target: Target): Promise<void> {
  const perRun = WARM_UP + ORDERS;
  // First start: the server seeds the catalogue; the bench reads which skus have units to spare.
  let server = await startServer(target);
  let skus: Sku[];
  try {
    skus = await skusInStock(server.base, LEAST_STOCK);
  } finally {
    await server.stop();
  }
  // The most stocked sku is the one-sku run's; the others share the many-sku run, round robin, none sold out.
  const [hot, ...spread] = skus;
  if (!hot || Math.ceil(perRun / spread.length) > LEAST_STOCK) throw new Error(`too few skus with ${LEAST_STOCK} units: ${skus.length}`);
  // With the server stopped (PGlite serves one process), the one-sku run's sku gets units for every order.
  await withDatabase(target, (query) => query('update catalog_inventory set quantity = $1 where sku = $2', [HOT_STOCK, hot.sku]));
  const before = await stockOf(target);

  server = await startServer(target);
  let placed = 0;
  try {
    const manyCarts = await prepareCarts(
      server.base,
      Array.from({ length: perRun }, (_, i) => spread[i % spread.length]!),
      0,
    );
    const oneCarts = await prepareCarts(
      server.base,
      Array.from({ length: perRun }, () => hot),
      perRun,
    );
    placed += await run(`${target.label}, ${spread.length} skus`, server.base, manyCarts);
    placed += await run(`${target.label}, one sku`, server.base, oneCarts);
  } finally {
    await server.stop();
  }

  const after = await stockOf(target);
  const taken = before.units - after.units;
  const right = after.negative === 0 && taken === placed;
  if (!right) process.exitCode = 1;
  console.log(
    `  ${target.label.padEnd(24)} stock: ${after.negative} skus below zero; ${taken} units taken for ${placed} orders authorized  ${right ? 'ok' : 'WRONG'}`,
  );
}

/** A fresh data folder for the target's run, removed after. */
async function withTarget(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tessera-orders-bench-'));
  try {
    await measure({ label, dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

// The server renders pages with the built storefront: without it, it does not start.
if (!existsSync('dist/server/entry-server.js')) {
  console.error('bench:orders needs the built storefront (dist/server/entry-server.js): run `npm run build` first.');
  process.exit(1);
}
console.log(`place order, ${CLIENTS} concurrent guests, ${ORDERS} orders per run after ${WARM_UP} to warm up, one unit each`);
await withTarget('PGlite', undefined);
const url = process.env.DATABASE_URL;
if (url) {
  const name = `tessera_orders_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    await withTarget('PostgreSQL', target.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (unexpected.size > 0) {
  console.log('  answers other than 200 authorized:');
  for (const [kind, { count, example }] of unexpected) console.log(`    ${kind}: ${count}, e.g. ${example}`);
  process.exitCode = 1;
}
