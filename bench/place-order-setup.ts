/**
 * Helpers of `npm run bench:orders` (bench/place-order.ts): the server process, the database between two server
 * runs, the catalogue's skus in stock, guests with carts ready to place, and the one call the bench times.
 */
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { openDatabase } from '../server/db/database';

/** Where one measurement's data lives: a fresh PGlite folder, or a fresh PostgreSQL database too. */
export interface Target {
  readonly label: string;
  readonly dataDir: string;
  readonly databaseUrl?: string;
}

export interface Server {
  readonly base: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/** Starts the real server process (`server/main.ts`) on the target, as bench/search.ts does, and waits for /health. */
export async function startServer(target: Target): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: target.dataDir,
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    DATABASE_URL: target.databaseUrl ?? '',
    // Write routes are limited per client address (server/http/rate-limits.ts: 120 a minute per route) and the limits
    // have no setting, so hundreds of guests from one loopback address would get 429s. A real store runs behind a
    // proxy that forwards each shopper's address: so does the bench. The server trusts X-Forwarded-For and every
    // guest sends its own address (guestAddress), so each is limited as a shopper would be and the limits' own cost
    // stays in the figures. PUBLIC_URL then names the store, as a deployment behind a proxy sets it.
    TRUST_PROXY: 'true',
    PUBLIC_URL: base,
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((done) => server.once('exit', done));
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 480 || server.exitCode !== null) {
      server.kill('SIGTERM');
      throw new Error(`the server did not start on ${target.label}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    stop: async () => {
      // SIGTERM: the server finishes what is in flight and closes its database (PGlite's folder unlocked).
      server.kill('SIGTERM');
      await exited;
    },
  };
}

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Runs `work` on the target's database with the server stopped. PGlite serves one process, so this is the only way
 * to reach it; the same path for PostgreSQL (through `pg`) keeps the two measurements alike.
 */
export async function withDatabase<T>(target: Target, work: (query: Query) => Promise<T>): Promise<T> {
  const handle = await openDatabase(target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: join(target.dataDir, 'pglite') });
  const query: Query = async (text, params = []) =>
    handle.driver === 'pg'
      ? ((await handle.client.query(text, params)).rows as Record<string, unknown>[])
      : (await handle.client.query<Record<string, unknown>>(text, params)).rows;
  try {
    return await work(query);
  } finally {
    await handle.close();
  }
}

/** Guest n's address, in 198.18.0.0/15: the range set aside for benchmarks (RFC 2544), so never a real shopper's. */
const guestAddress = (n: number) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

export interface Guest {
  readonly token: string;
  readonly address: string;
}

export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/**
 * Node's own HTTP client on kept-alive connections: the bench shares the processor with the server, so its client
 * should cost as little of it as it can (fetch cost about twice as much). It asks for brotli as browsers do.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

const decoded = (encoding: string | undefined, raw: Buffer): Buffer =>
  encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;

/** One JSON call, as the guest (its bearer token and its forwarded address) when one is given. */
export function call(
  base: string,
  method: string,
  path: string,
  guest?: Guest,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((done, fail) => {
    const sent = request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          'accept-encoding': 'br, gzip',
          ...headers,
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(guest ? { 'x-forwarded-for': guest.address, ...(guest.token ? { authorization: `Bearer ${guest.token}` } : {}) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () => {
          const text = decoded(response.headers['content-encoding'], Buffer.concat(chunks)).toString('utf8');
          const status = response.statusCode ?? 0;
          try {
            done({ status, body: JSON.parse(text) as Record<string, unknown> });
          } catch {
            done({ status, body: { text: text.slice(0, 200) } });
          }
        });
      },
    );
    sent.on('error', fail);
    sent.end(payload);
  });
}

async function ok(answer: Promise<Answer>, what: string): Promise<Record<string, unknown>> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`setup: ${what} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

export interface Sku {
  readonly productId: string;
  readonly sku: string;
  readonly quantity: number;
}

/** The en-us skus with at least `least` units, most in stock first (the first 60 products of the listing). */
export async function skusInStock(base: string, least: number): Promise<Sku[]> {
  const listing = await ok(call(base, 'GET', '/products/v2/search/productSearch?locale=en-us&count=60'), 'productSearch');
  const products = listing.products as { productId: string }[];
  const found: Sku[] = [];
  for (const { productId } of products) {
    const inventory = await ok(call(base, 'GET', `/products/v2/products/${productId}/inventory`), `inventory of ${productId}`);
    for (const [sku, { quantity }] of Object.entries(inventory.variants as Record<string, { quantity: number }>)) {
      if (quantity >= least) found.push({ productId, sku, quantity });
    }
  }
  return found.sort((a, b) => b.quantity - a.quantity || (a.sku < b.sku ? -1 : 1));
}

export interface ReadyCart {
  readonly guest: Guest;
  readonly cartId: string;
}

const address = {
  firstName: 'Maya',
  lastName: 'Okafor',
  addressLine1: '1420 Larimer St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
  phone: '3035550142',
  email: 'maya@example.com',
};
const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2035, cvc: '123', holderName: 'Maya Okafor' };

/** A new guest (number n) with a cart holding one unit of `sku`, shipping address and card set: ready to place. */
async function prepareCart(base: string, n: number, sku: Sku): Promise<ReadyCart> {
  const anonymous: Guest = { token: '', address: guestAddress(n) };
  const { accessToken } = await ok(call(base, 'POST', '/token/v2/auth/token', anonymous, { type: 'Guest' }), 'guest token');
  const guest: Guest = { token: String(accessToken), address: anonymous.address };
  const cartId = String((await ok(call(base, 'POST', '/cart/v1/cart?locale=en-us', guest), 'new cart')).id);
  await ok(call(base, 'POST', '/cart/v1/item', guest, { cartId, productId: sku.productId, upc: sku.sku, qty: 1 }), `adding ${sku.sku}`);
  await ok(call(base, 'POST', `/cart/v2/cart/${cartId}/shippingAddress`, guest, { address: [address] }), 'shipping address');
  const { token } = await ok(call(base, 'POST', '/sandbox/gateway/v1/tokens', guest, card), 'card token');
  await ok(
    call(base, 'POST', `/cart/v1/cart/${cartId}/paymentInstruments`, guest, { payment_method_id: 'CREDIT_CARD', token }),
    'payment instrument',
  );
  return { guest, cartId };
}

/** One ready cart per entry of `skus`, for guests numbered from `firstGuest`; a few at a time (untimed set-up). */
export async function prepareCarts(base: string, skus: readonly Sku[], firstGuest: number, concurrency = 8): Promise<ReadyCart[]> {
  const carts: ReadyCart[] = new Array<ReadyCart>(skus.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < skus.length) {
        const i = next++;
        carts[i] = await prepareCart(base, firstGuest + i, skus[i]!);
      }
    }),
  );
  return carts;
}

/** The timed call: `PUT /cart/v2/checkout/order` for a ready cart, as the storefront sends it (with an Idempotency-Key). */
export const placeOrder = (base: string, cart: ReadyCart): Promise<Answer> =>
  call(
    base,
    'PUT',
    '/cart/v2/checkout/order',
    cart.guest,
    { cartId: cart.cartId, paymentMethod: { code: 'CREDIT_CARD' } },
    { channel: 'ECOMM', 'idempotency-key': `place-${cart.cartId}` },
  );
