import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  carts,
  catalogInventory,
  jobs,
  mailOutbox,
  openDatabase,
  orders,
  sandboxPayments,
  type DatabaseHandle,
} from '../../../server/db/index';
import { demoCatalogue } from '../../../server/demo/index';
import { SETTLEMENT_JOB } from '../../../server/commerce/orders/index';
import { startServerProcess, type ServerProcess, type ServerProcessData } from '../../support/server-process';
import { createPostgresDatabase, databaseKinds } from '../helpers/databases';
import { addresses } from '../helpers/shopper';

const GUESTS = 100;
const KILL_AFTER = 40;
/**
 * The calls go out this far apart (all 100 within 2.5 s, all in flight when the kill comes): the kill then finds some
 * still on their way into the gateway, some the gateway took but had not answered, and the 40 answered.
 */
const SPACING_MS = 25;
/** The sandbox's slow card: it takes a second to take the request in and another to answer, so the kill lands mid-flight. */
const SLOW_CARD = '4000000000000077';
/** Short limits, so the test waits seconds, not minutes; the settle-after limit still exceeds the gateway's timeout. */
const SETTINGS = { PAYMENT_TIMEOUT_MS: '5000', ORDER_SETTLE_AFTER_MS: '6000', JOBS_INTERVAL_MS: '500', TRUST_PROXY: 'true' };
/**
 * How long the restarted server may take to settle every order before the test fails. It takes seconds; on a loaded
 * machine a statement or the gateway may time out, and a failed job waits 15 s, 30 s, 1 min, 2 min … before its next
 * try: the bound leaves room for four retries, and a failure prints what the server said.
 */
const SETTLE_DEADLINE_MS = 480_000;

/** Skus with units to spare, 25 guests on each: 100 units in all. */
const skus = demoCatalogue()
  .filter((p) => p.brandId === 'ridgeline')
  .flatMap((p) =>
    p.skus
      .filter((s) => s.quantity >= 30)
      .slice(0, 1)
      .map((s) => ({ productId: p.masterId, upc: s.sku, initial: s.quantity })),
  )
  .slice(0, 4);

interface Answer {
  readonly status: number;
  readonly body: { orderNumber?: string; status?: string; errorDetails?: { errorId: string; basketId?: string }[] };
}
interface Guest {
  readonly n: number;
  readonly token: string;
  readonly cartId: string;
  readonly sku: (typeof skus)[number];
  readonly email: string;
  answer?: Answer;
}

/** Each guest from an address of its own (RFC 2544's benchmark range), as a store behind a proxy sees shoppers. */
const addressOf = (n: number) => `198.18.${n >> 8}.${n & 255}`;

async function call(
  base: string,
  method: string,
  path: string,
  guest?: { n: number; token?: string },
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(guest ? { 'x-forwarded-for': addressOf(guest.n), ...(guest.token ? { authorization: `Bearer ${guest.token}` } : {}) } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const ok = <T>(answer: Answer): T => {
  if (answer.status !== 200) throw new Error(`expected 200, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as T;
};

/** A guest with a cart holding one unit, an address, an e-mail of its own and the slow card: ready to place. */
async function readyGuest(base: string, n: number): Promise<Guest> {
  const sku = skus[n % skus.length]!;
  const { accessToken: token } = ok<{ accessToken: string }>(await call(base, 'POST', '/token/v2/auth/token', { n }, { type: 'Guest' }));
  const who = { n, token };
  const cart = ok<{ id: string }>(await call(base, 'POST', '/cart/v1/cart?locale=en-us', who));
  ok(await call(base, 'POST', '/cart/v1/item', who, { cartId: cart.id, productId: sku.productId, upc: sku.upc, qty: 1 }));
  const email = `crash-${n}@example.com`;
  ok(await call(base, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, who, { address: [{ ...addresses.US, email }] }));
  const card = ok<{ token: string }>(
    await call(base, 'POST', '/sandbox/gateway/v1/tokens', who, {
      number: SLOW_CARD,
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 3,
      cvc: '123',
      holderName: 'Maya Okafor',
    }),
  );
  ok(await call(base, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, who, { payment_method_id: 'CREDIT_CARD', token: card.token }));
  return { n, token, cartId: cart.id, sku, email };
}

/** Runs `work` over at most `width` items at a time. */
async function inParallel<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

const built = existsSync('dist/server/entry-server.js');

for (const { kind, skip } of databaseKinds) {
  // The real server process serves the built storefront (npm test builds it first).
  describe.skipIf(skip || !built)(`a server killed mid-burst, restarted on the same ${kind} data`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    });

    it('settles every order by itself: authorized or cancelled with its stock back and its cart reopened, never charged when cancelled', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'tessera-crash-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      let databaseUrl: string | undefined;
      if (kind === 'postgres') {
        const database = await createPostgresDatabase();
        cleanups.push(() => database.drop());
        databaseUrl = database.url;
      }
      const data: ServerProcessData = { dataDir, demoEditors: false, ...(databaseUrl ? { databaseUrl } : {}) };
      /** The database itself, with no server running on it (PGlite serves one process at a time). */
      const open = (): Promise<DatabaseHandle> => openDatabase(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') });
      let server: ServerProcess | undefined = await startServerProcess(SETTINGS, data);
      cleanups.push(() => server?.stop() ?? Promise.resolve());

      const guests = await inParallel(
        Array.from({ length: GUESTS }, (_, n) => n),
        8,
        (n) => readyGuest(server!.baseUrl, n),
      );

      // 100 guests place at once; once 40 have their answer, the process is killed where it stands.
      const first = server;
      let answered = 0;
      let killing: Promise<void> | undefined;
      const placed = guests.map(async (guest, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * SPACING_MS));
        try {
          const answer = await call(
            first.baseUrl,
            'PUT',
            '/cart/v2/checkout/order',
            guest,
            { cartId: guest.cartId, paymentMethod: { code: 'CREDIT_CARD' } },
            { 'idempotency-key': `crash-${guest.n}` },
          );
          if (killing) return;
          guest.answer = answer;
          answered += 1;
          if (answered === KILL_AFTER) killing = first.kill();
        } catch {
          // Cut off by the kill: this shopper never heard back.
        }
      });
      await Promise.all(placed);
      await killing;
      server = undefined;
      expect(answered).toBe(KILL_AFTER);

      // What the crash left behind, read from the database itself.
      let handle = await open();
      const left = await handle.db
        .select({ orderNumber: orders.orderNumber, st: orders.st, status: orders.status, email: orders.email })
        .from(orders);
      await handle.close();
      const pending = left.filter((o) => o.status === 'payment_pending');

      // The server comes back on the same data and settles what it finds, by itself: the test only looks as the shoppers
      // would, at each order's page (by number and st) and in their mailboxes (the outbox), until no order is waiting
      // for payment and every authorized one has its e-mail.
      const restarted = Date.now();
      server = await startServerProcess(SETTINGS, data);
      const back = Date.now();
      const base = server.baseUrl;
      const unsettled = async () => {
        const statuses = await Promise.all(
          left.map(
            async (o) => (await call(base, 'GET', `/consumers-v3/consumer/purchase/${o.orderNumber}?st=${encodeURIComponent(o.st)}`)).body.status,
          ),
        );
        const mailed = await (await fetch(`${base}/dev/mail`)).text();
        return left.filter((o, i) => statuses[i] === 'payment_pending' || (statuses[i] === 'authorized' && !mailed.includes(`<td>${o.email}</td>`)))
          .length;
      };
      const said = server.output;
      await expect
        .poll(unsettled, { timeout: SETTLE_DEADLINE_MS, interval: 1_000 })
        .toBe(0)
        .catch((error: unknown) => {
          throw new Error(`${String(error)}\nThe server said:\n${said().slice(-4_000)}`);
        });
      const settleSeconds = (Date.now() - back) / 1000;
      await server.stop();
      server = undefined;

      handle = await open();
      try {
        const db = handle.db;
        const all = await db.select().from(orders);
        const authorized = all.filter((o) => o.status === 'authorized');
        const cancelled = all.filter((o) => o.status === 'cancelled');
        console.log(
          `crash test on ${kind}: ${answered} of ${GUESTS} answered before the kill; ${all.length} orders written, ${pending.length} left payment_pending; ` +
            `after restart ${authorized.length} authorized, ${cancelled.length} cancelled ` +
            `(${cancelled.filter((o) => o.failure?.errorId === 'PYT300').length} PYT300); restart took ${((back - restarted) / 1000).toFixed(1)} s, ` +
            `all settled ${settleSeconds.toFixed(1)} s after it answered`,
        );
        expect(authorized.length + cancelled.length).toBe(all.length);
        expect(await db.select().from(jobs).where(eq(jobs.kind, SETTLEMENT_JOB))).toEqual([]);

        // Stock: what was taken is exactly what was authorized.
        for (const sku of skus) {
          const [row] = await db.select().from(catalogInventory).where(eq(catalogInventory.sku, sku.upc));
          const sold = authorized
            .flatMap((o) => o.items)
            .filter((item) => item.upc === sku.upc)
            .reduce((sum, item) => sum + item.qty, 0);
          expect(row?.quantity).toBe(sku.initial - sold);
        }

        const payments = new Map(
          (
            await db
              .select()
              .from(sandboxPayments)
              .where(
                inArray(
                  sandboxPayments.reference,
                  all.map((o) => o.orderNumber),
                ),
              )
          ).map((p) => [p.reference, p]),
        );
        for (const order of authorized) {
          expect(payments.get(order.orderNumber)?.status).toBe('authorized');
          expect((await db.select().from(mailOutbox).where(eq(mailOutbox.to, order.email))).length).toBeGreaterThanOrEqual(1);
        }
        for (const order of cancelled) {
          // Never charged: the gateway holds nothing for it (voided, or declined).
          expect(['voided', 'declined']).toContain(payments.get(order.orderNumber)?.status);
          // Its lines are back in an open cart of the shopper's.
          const [cart] = await db.select().from(carts).where(eq(carts.id, order.failure!.basketId));
          expect(cart).toMatchObject({ status: 'open', holderId: order.holderId });
          const lines = await db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id));
          expect(lines.map((l) => [l.sku, l.qty])).toEqual(order.items.map((item) => [item.upc, item.qty]));
          expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, order.email))).toEqual([]);
        }

        // What the shoppers who heard back were told is what happened.
        const byCart = new Map(all.map((o) => [o.cartId, o]));
        for (const guest of guests.filter((g) => g.answer)) {
          const order = byCart.get(guest.cartId)!;
          if (guest.answer!.status === 200) expect(order).toMatchObject({ orderNumber: guest.answer!.body.orderNumber, status: 'authorized' });
          else expect(order).toMatchObject({ status: 'cancelled', failure: { errorId: guest.answer!.body.errorDetails?.[0]?.errorId } });
        }
        // A shopper whose call died before its order was written still has the cart, as it was.
        for (const guest of guests.filter((g) => !byCart.has(g.cartId))) {
          const [cart] = await db.select().from(carts).where(eq(carts.id, guest.cartId));
          expect(cart?.status).toBe('open');
        }
      } finally {
        await handle.close();
      }
    }, 900_000);
  });
}
