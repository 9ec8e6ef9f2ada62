import type { Cart } from '../../schemas';
import { isApiError } from '../../runtime/core';
import * as errorIds from '../../schemas/error-ids';
import { announceCartChange } from './cart-count';
import { commerce } from './http';

/** A change to a cart, written against the cart as last seen (lines found by UPC, which survive a rebuild). */
export type CartChange = (cart: Cart) => Promise<Cart>;

/** The shopper's open cart on the site of `locale` (spec 000 §7 `POST /cart/v1/cart`: the same one each time). */
export const openCart = (locale: string): Promise<Cart> => commerce.call('POST /cart/v1/cart', { query: { locale } });

export const readCart = (basketId: string): Promise<Cart> => commerce.call('GET /cart/v1/cart/:basketId', { params: { basketId } });

/**
 * One call from the product page: the line goes into the shopper's open cart on the site of `locale`, which the server
 * finds, or makes, in the same transaction (no `cartId`: there is no cart to read or open first, nor to rebuild).
 */
export const addToOpenCart = (locale: string, line: { productId: string; upc: string; qty: number }): Promise<Cart> =>
  commerce.call('POST /cart/v1/item', { body: { locale, ...line } });

export const addItem =
  (line: { productId: string; upc: string; qty: number }): CartChange =>
  (cart) =>
    commerce.call('POST /cart/v1/item', { body: { cartId: cart.id, ...line } });

export const setQuantity =
  (upc: string, qty: number): CartChange =>
  async (cart) => {
    const line = cart.items.find((item) => item.upc === upc);
    // The line went while the change waited (removed in another tab): nothing to change.
    if (!line) return cart;
    return commerce.call('PUT /cart/v1/cart/:basketId/item', {
      params: { basketId: cart.id },
      body: { cartId: cart.id, itemId: line.itemId, productId: line.productId, upc, qty },
    });
  };

export const removeItem =
  (upc: string): CartChange =>
  async (cart) => {
    const line = cart.items.find((item) => item.upc === upc);
    if (!line) return cart;
    return commerce.call('DELETE /cart/v1/item', { body: { cartId: cart.id, itemId: line.itemId, upc } });
  };

const gone = (error: unknown) => isApiError(error) && error.errorId === errorIds.cartNotFound;

/**
 * Runs a change on the shopper's cart. When the server no longer knows the cart (BSK404: it was placed in another
 * tab, or expired), a new cart is built, the items last seen are added again and the change is retried
 * (spec 000 §8). Every change is announced, so the header's count follows.
 */
export async function changeCart(locale: string, known: Cart | undefined, change: CartChange): Promise<Cart> {
  const cart = known ?? (await openCart(locale));
  try {
    return await change(cart);
  } catch (error) {
    if (!gone(error)) throw error;
    let fresh = await openCart(locale);
    if (fresh.id !== cart.id) {
      for (const item of cart.items) {
        fresh = await addItem({ productId: item.productId, upc: item.upc, qty: item.qty })(fresh).catch(() => fresh);
      }
    }
    return await change(fresh);
  } finally {
    announceCartChange();
  }
}
