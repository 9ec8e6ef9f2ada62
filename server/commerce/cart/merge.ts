import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { purchasableQty } from '../../../runtime/core';
import { cartItems, carts, catalogInventory } from '../../db/index';
import type { Transaction } from '../../platform/index';

const newId = () => randomBytes(12).toString('hex');

/** What a sign-in did with the guest's cart. */
export interface CartMerge {
  /** The signed-in holder's cart on the guest cart's site after the merge, or undefined when nothing was merged. */
  readonly basketId: string | undefined;
  /** Whether the guest's cart joined the account's (spec 000 §4's "merged" notification). */
  readonly merged: boolean;
}

const NOTHING: CartMerge = { basketId: undefined, merged: false };

/** A unique-index violation (another open cart of the holder on the site appeared meanwhile). */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/**
 * Merges a guest's cart into a signed-in holder's, in the sign-in's transaction (spec 000 §4: the token exchange's
 * guest objects). Only the guest's own open cart is taken: `basketId` must be open and held by `guestHolderId` (the
 * holder of the request's guest token), else nothing happens — another guest's cart is never merged, and a cart
 * already merged (closed, or now the account's) is a no-op, so a retried exchange never adds quantities twice.
 * - No open cart of the account on that site: the guest's cart becomes the account's (its holder changes).
 * - Else the guest's lines move into the account's cart (a sku in both: the quantities added, capped by what the
 *   line may hold, `purchasableQty` of its stock, never below what the account's line held) and the guest's cart is
 *   closed as `merged`.
 * Both carts are locked (`FOR UPDATE`) in a fixed order, guest first, so a cart call racing the merge waits for it.
 */
export async function mergeGuestCart(tx: Transaction, input: { basketId: string; guestHolderId: string; holderId: string }): Promise<CartMerge> {
  const [guest] = await tx.select().from(carts).where(eq(carts.id, input.basketId)).for('update');
  if (!guest || guest.status !== 'open' || guest.holderId !== input.guestHolderId || guest.holderId === input.holderId) return NOTHING;
  const openOf = async () =>
    (
      await tx
        .select()
        .from(carts)
        .where(and(eq(carts.holderId, input.holderId), eq(carts.siteId, guest.siteId), eq(carts.status, 'open')))
        .for('update')
    )[0];
  let target = await openOf();
  if (!target) {
    // NB: a savepoint, so a cart the account opened meanwhile (the one-open-cart index refuses the move) leaves the
    // sign-in's transaction usable: the lines then move into that cart instead.
    const adopted = await tx
      .transaction(async (savepoint) => {
        await savepoint
          .update(carts)
          .set({ holderId: input.holderId, updatedAt: sql`now()` })
          .where(eq(carts.id, guest.id));
        return true;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return false;
        throw error;
      });
    if (adopted) return { basketId: guest.id, merged: true };
    target = await openOf();
    if (!target) return NOTHING;
  }
  const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, guest.id));
  if (lines.length > 0) {
    const skus = lines.map((line) => line.sku);
    const existing = new Map(
      (
        await tx
          .select({ sku: cartItems.sku, qty: cartItems.qty })
          .from(cartItems)
          .where(and(eq(cartItems.cartId, target.id), inArray(cartItems.sku, skus)))
      ).map((row) => [row.sku, row.qty]),
    );
    const stock = new Map(
      (await tx.select().from(catalogInventory).where(inArray(catalogInventory.sku, skus))).map((row) => [row.sku, row.quantity]),
    );
    for (const line of lines) {
      const had = existing.get(line.sku);
      // A line only the guest had moves as it was (the cart shows whether it is still in stock); one in both adds up.
      const qty = had === undefined ? line.qty : Math.max(had, Math.min(had + line.qty, purchasableQty(stock.get(line.sku) ?? 0)));
      await tx
        .insert(cartItems)
        .values({ id: newId(), cartId: target.id, sku: line.sku, masterId: line.masterId, qty })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.sku], set: { qty } });
    }
    await tx.delete(cartItems).where(eq(cartItems.cartId, guest.id));
  }
  await tx
    .update(carts)
    .set({ status: 'merged', updatedAt: sql`now()` })
    .where(eq(carts.id, guest.id));
  return { basketId: target.id, merged: true };
}
