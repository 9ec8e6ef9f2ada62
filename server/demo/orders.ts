import { and, eq, sql } from 'drizzle-orm';
import type { TokenHolder } from '../commerce/auth/index';
import { createCartService } from '../commerce/cart/index';
import { createCartRepository } from '../commerce/cart/repository';
import { createCheckoutService } from '../commerce/checkout/index';
import { consumersRepository } from '../commerce/accounts/index';
import { createOrderService } from '../commerce/orders/index';
import { orders } from '../db/index';
import type { Database } from '../db/database';
import { createSandboxGateway } from '../providers/payments/sandbox';
import type { CatalogueProduct } from './catalogue/build-catalogue';

type Status = 'authorized' | 'captured' | 'shipped' | 'delivered';

/** One past order of a demo consumer: which products (the n-th well-stocked of the brand), how long ago, where it got to. */
interface PastOrder {
  readonly picks: readonly { readonly nth: number; readonly qty: number }[];
  readonly daysAgo: number;
  readonly status: Status;
}

/** The moves of the state machine from an authorized order to `status`, in order. */
const movesTo: Readonly<Record<Status, readonly Status[]>> = {
  authorized: [],
  captured: ['captured'],
  shipped: ['captured', 'shipped'],
  delivered: ['captured', 'shipped', 'delivered'],
};

/** Maya in Denver (US dollars) and Oliver in London (pounds): a few orders each, placed over the last months. */
const demoOrders = [
  {
    email: 'maya@ridgeline.test',
    brandId: 'ridgeline',
    locale: 'en-us',
    card: '5555 5555 5555 4444',
    address: {
      firstName: 'Maya',
      lastName: 'Okafor',
      addressLine1: '1420 Larimer St',
      addressLine2: 'Apt 5',
      city: 'Denver',
      province: 'CO',
      postalCode: '80202',
      country: 'US',
      phone: '(303) 555-0142',
    },
    past: [
      { picks: [{ nth: 0, qty: 1 }], daysAgo: 4, status: 'shipped' },
      {
        picks: [
          { nth: 3, qty: 1 },
          { nth: 7, qty: 2 },
        ],
        daysAgo: 38,
        status: 'delivered',
      },
      { picks: [{ nth: 12, qty: 1 }], daysAgo: 97, status: 'delivered' },
    ],
  },
  {
    email: 'oliver@kestrel.test',
    brandId: 'kestrel',
    locale: 'en-gb',
    card: '4242 4242 4242 4242',
    address: {
      firstName: 'Oliver',
      lastName: 'Hughes',
      addressLine1: '27 Clerkenwell Road',
      city: 'London',
      postalCode: 'EC1M 5RN',
      country: 'GB',
      phone: '020 7946 0018',
    },
    past: [
      {
        picks: [
          { nth: 2, qty: 1 },
          { nth: 5, qty: 1 },
        ],
        daysAgo: 1,
        status: 'authorized',
      },
      { picks: [{ nth: 9, qty: 1 }], daysAgo: 23, status: 'delivered' },
      { picks: [{ nth: 14, qty: 3 }], daysAgo: 61, status: 'delivered' },
    ],
  },
] as const satisfies readonly {
  email: string;
  brandId: CatalogueProduct['brandId'];
  locale: string;
  card: string;
  address: Record<string, string>;
  past: readonly PastOrder[];
}[];

const DAY_MS = 86_400_000;

/**
 * Gives the demo consumers a few past orders, placed through the store's own cart, checkout and order code with the
 * sandbox gateway (so lines, prices, tax and totals are what the store computes), then dated back and moved on along
 * the state machine. Only for a consumer who has no order yet: idempotent. Never called in production.
 * @returns how many orders it placed.
 */
export async function seedDemoOrders(db: Database, catalogue: readonly CatalogueProduct[], now: Date = new Date()): Promise<number> {
  const gateway = createSandboxGateway(db);
  const carts = createCartService(db);
  const checkout = createCheckoutService(carts, createCartRepository(db), gateway);
  const placing = createOrderService(db, carts, { gateway, mailer: { send: () => Promise.resolve() }, publicUrl: 'http://localhost:3000' });
  const consumers = consumersRepository(db);
  let placed = 0;
  for (const demo of demoOrders) {
    const consumer = await consumers.byEmail(demo.email);
    if (!consumer) continue;
    const [held] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(eq(orders.holderId, consumer.id));
    if ((held?.n ?? 0) > 0) continue;
    const holder: TokenHolder = { holderId: consumer.id, tokenType: 'Registered' };
    const stocked = catalogue
      .filter((p) => p.brandId === demo.brandId)
      .flatMap((p) =>
        p.skus
          .filter((s) => s.quantity >= 10)
          .slice(0, 1)
          .map((s) => ({ productId: p.masterId, upc: s.sku })),
      );
    // Oldest first, so the order numbers rise with the dates.
    for (const past of [...demo.past].sort((a, b) => b.daysAgo - a.daysAgo)) {
      let cart = await carts.create(holder, demo.locale);
      for (const pick of past.picks) {
        const sku = stocked[pick.nth % stocked.length];
        if (sku) cart = await carts.addItem(holder, { cartId: cart.id, ...sku, qty: pick.qty });
      }
      await checkout.setShippingAddress(holder, cart.id, { address: [{ ...demo.address, email: demo.email }] });
      const card = await gateway.tokenize({
        number: demo.card,
        expiryMonth: 12,
        expiryYear: now.getUTCFullYear() + 3,
        cvc: '123',
        holderName: `${demo.address.firstName} ${demo.address.lastName}`,
      });
      await checkout.addPaymentInstrument(holder, cart.id, { token: card.token });
      const order = await placing.place(holder, { cartId: cart.id, channel: 'ECOMM' });
      if (order.status !== 'authorized') continue;
      const at = new Date(now.getTime() - past.daysAgo * DAY_MS);
      await db.update(orders).set({ createdAt: at, updatedAt: at }).where(eq(orders.orderNumber, order.orderNumber));
      let from: Status = 'authorized';
      for (const to of movesTo[past.status]) {
        await db
          .update(orders)
          .set({ status: to, statusNote: 'demo history', updatedAt: sql`now()` })
          .where(and(eq(orders.orderNumber, order.orderNumber), eq(orders.status, from)));
        from = to;
      }
      placed++;
    }
  }
  return placed;
}
