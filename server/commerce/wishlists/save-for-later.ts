import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Cart, CartItem, SaveForLater } from '../../../schemas';
import { siteById, siteForLocale, type Site } from '../../../runtime/core';
import { carts } from '../../db/index';
import { ApiError } from '../../http/api-error';
import type { Transaction } from '../../platform/index';
import type { TokenHolder } from '../auth/index';
import { cartErrors } from '../cart/errors';
import { copyLines, type CartChangeQueries, type CartRepository, type CartRow } from '../cart/repository';
import type { CartService } from '../cart/service';
import { listErrors } from './errors';

/**
 * Saved for later (spec 000 §3, §7 Cart): the cart lines a holder put aside on a site, kept as a list of the cart's
 * kind (status `saved`), so a saved line is priced, worded and checked for stock exactly as a cart line. Each move
 * runs in one transaction with both lists locked: a line is in the cart or saved, never both, never neither.
 */
export function createSaveForLater(repository: CartRepository, carts: CartService) {
  const siteOf = (locale: string): Site => {
    const site = siteForLocale(locale);
    if (!site) throw ApiError.badRequest(`query.locale: unknown locale "${locale}"`, 'query.locale');
    return site;
  };

  const answerOf = async (reads: Pick<CartRepository, 'lines'>, saved: CartRow | undefined): Promise<SaveForLater> => {
    if (!saved) return { saveForLaterId: null, items: [], total: 0 };
    const items: CartItem[] = await carts.itemsIn(reads, saved);
    return { saveForLaterId: saved.id, items, total: items.length };
  };

  /** The holder's saved list named by `id`, locked; 404 for an unknown id or another holder's. */
  async function ownedSaved(queries: CartChangeQueries, holder: TokenHolder, id: string): Promise<CartRow> {
    const saved = await queries.lockedCart(id);
    if (!saved || saved.status !== 'saved' || saved.holderId !== holder.holderId) throw listErrors.listNotFound(id);
    return saved;
  }

  return {
    /** `GET /wishlists/v2/saveForLater`: the holder's saved lines on the locale's site (none yet: an empty list). */
    async get(holder: TokenHolder, locale: string): Promise<SaveForLater> {
      return answerOf(repository, await repository.savedList(holder.holderId, siteOf(locale).siteId));
    },

    /** `POST /cart/v2/cart/{basketId}/saveForLater`: a cart line put aside (its list made on the first). */
    async save(holder: TokenHolder, basketId: string, itemId: string): Promise<{ cart: Cart; saveForLater: SaveForLater }> {
      return repository.change(async (queries) => {
        const cart = await queries.lockedCart(basketId);
        if (!cart || cart.status !== 'open') throw cartErrors.notFound(basketId);
        if (cart.holderId !== holder.holderId) throw cartErrors.notYours();
        const line = await queries.item(cart.id, itemId);
        if (!line) throw cartErrors.itemNotFound(itemId);
        const site = siteById(cart.siteId);
        if (!site) throw cartErrors.notFound(basketId);
        const saved = await queries.lockedSavedList(carts.newCart(holder, site));
        await queries.copyLine(saved.id, line);
        await queries.deleteItem(cart.id, line.id);
        return { cart: await carts.answerIn(queries, cart.id), saveForLater: await answerOf(queries, saved) };
      });
    },

    /**
     * `PUT /cart/v2/saveForLater`: a saved line back into the holder's open cart on its site (made if there is none),
     * its quantity added to the cart's line of that size. Out of stock: INV700, saying it could not be moved; more
     * than is left: INV408 (spec 000 §8). Either way the line stays saved.
     */
    async moveToCart(holder: TokenHolder, saveForLaterId: string, itemId: string): Promise<{ cart: Cart; saveForLater: SaveForLater }> {
      return repository.change(async (queries) => {
        const saved = await ownedSaved(queries, holder, saveForLaterId);
        const line = await queries.item(saved.id, itemId);
        if (!line) throw listErrors.itemNotFound(itemId);
        const site = siteById(saved.siteId);
        if (!site) throw listErrors.listNotFound(saveForLaterId);
        const cart = await queries.lockedOpenCart(carts.newCart(holder, site));
        const sku = await queries.sku(line.sku);
        if (!sku || sku.stock <= 0 || sku.brandId !== site.brand.id) throw listErrors.notMovable(line.sku);
        const existing = await queries.itemBySku(cart.id, line.sku);
        carts.checkStock(line.sku, sku.stock, (existing?.qty ?? 0) + line.qty);
        // Out of the saved list first: the line keeps its id in the cart (the page's focus follows it).
        await queries.deleteItem(saved.id, line.id);
        await queries.insertItem({ id: line.id, cartId: cart.id, sku: line.sku, masterId: line.masterId, qty: line.qty });
        return { cart: await carts.answerIn(queries, cart.id), saveForLater: await answerOf(queries, await queries.cart(saved.id)) };
      });
    },

    /** `DELETE /cart/v2/saveForLater/{saveForlaterId}/items/{itemId}`: a saved line taken out. */
    async remove(holder: TokenHolder, saveForLaterId: string, itemId: string): Promise<SaveForLater> {
      return repository.change(async (queries) => {
        const saved = await ownedSaved(queries, holder, saveForLaterId);
        if (!(await queries.item(saved.id, itemId))) throw listErrors.itemNotFound(itemId);
        await queries.deleteItem(saved.id, itemId);
        return answerOf(queries, await queries.cart(saved.id));
      });
    },
  };
}

/**
 * A guest's saved lines joined to the account's at sign-in, in the sign-in's transaction: per site, into the account's
 * saved list (made if there is none; a size both saved keeps the larger quantity); the guest's list goes. A second
 * run finds nothing of the guest's: it merges once. How many lines moved.
 */
export async function mergeSavedForLater(tx: Transaction, fromHolderId: string, toHolderId: string): Promise<number> {
  const guestLists = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.holderId, fromHolderId), eq(carts.status, 'saved')))
    .for('update');
  let moved = 0;
  for (const guestList of guestLists) {
    await tx
      .insert(carts)
      .values({ id: randomBytes(12).toString('hex'), holderId: toHolderId, siteId: guestList.siteId, currency: guestList.currency, status: 'saved' })
      .onConflictDoNothing({ target: [carts.holderId, carts.siteId], where: sql`status = 'saved'` });
    const [own] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.holderId, toHolderId), eq(carts.siteId, guestList.siteId), eq(carts.status, 'saved')))
      .for('update');
    if (!own) continue;
    moved += await copyLines(tx, guestList.id, own.id);
    await tx.delete(carts).where(eq(carts.id, guestList.id));
  }
  return moved;
}

export type SaveForLaterService = ReturnType<typeof createSaveForLater>;
