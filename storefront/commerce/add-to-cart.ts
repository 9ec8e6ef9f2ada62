import type { Cart, CartItem } from '../../schemas';
import { addToOpenCart } from './cart-api';
import { announceCartChange } from './cart-count';
import { errorDetail } from './http';

export type AddToCartResult =
  { readonly ok: true; readonly cart: Cart; readonly added: CartItem } | { readonly ok: false; readonly error: ReturnType<typeof errorDetail> };

/**
 * The product page's add to cart, loaded when the shopper first presses the button (content pages carry no
 * commerce code in their first load): the shopper's cart on this site gets one more of the sku, in one call (the
 * server finds or makes the cart). The change is announced, so the header's count follows.
 */
export async function addToCart(locale: string, line: { productId: string; upc: string; qty: number }): Promise<AddToCartResult> {
  try {
    const cart = await addToOpenCart(locale, line);
    const added = cart.items.find((item) => item.upc === line.upc);
    if (!added) throw new Error('the added line is missing from the cart');
    return { ok: true, cart, added };
  } catch (error) {
    return { ok: false, error: errorDetail(error) };
  } finally {
    announceCartChange();
  }
}
