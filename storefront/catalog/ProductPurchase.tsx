import { lazy, Suspense, useState } from 'react';
import { loadAppMessages } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import type { Cart, CartItem } from '../../schemas';
import { AddToCart, cartErrorMessage } from '../cart';

/** The dialog's code loads on the first add (its words load with the add itself: see `onAdd`). */
const MiniCart = lazy(() => import('../cart/MiniCart').then((module) => ({ default: module.MiniCart })));

export interface ProductPurchaseProps {
  readonly productId: string;
  /** The chosen size's sku (its UPC), when one is chosen and in stock. */
  readonly upc: string | undefined;
  /** Why nothing can be added yet: no size chosen, or the size is sold out. */
  readonly reason: string | undefined;
}

/**
 * Add to cart and the mini cart it opens (spec 000 §2). The cart code and the dialog load on the first press:
 * a product page's first load carries neither.
 */
export function ProductPurchase({ productId, upc, reason }: ProductPurchaseProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const locale = site.locale.locale;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [added, setAdded] = useState<{ readonly cart: Cart; readonly item: CartItem } | null>(null);
  const [open, setOpen] = useState(false);

  const onAdd = () => {
    if (!upc) return;
    setPending(true);
    setError(undefined);
    // The mini cart's words are the app routes' share of the catalogue, for this page's locale.
    Promise.all([import('../commerce/add-to-cart'), loadAppMessages(site.locale.tag)])
      .then(([{ addToCart }]) => addToCart(locale, { productId, upc, qty: 1 }))
      .then(
        (result) => {
          if (result.ok) {
            setAdded({ cart: result.cart, item: result.added });
            setOpen(true);
          } else setError(cartErrorMessage(t, result.error));
        },
        () => setError(t('cart.error.generic')),
      )
      .finally(() => setPending(false));
  };

  return (
    <>
      <AddToCart disabled={!upc} {...(reason ? { disabledReason: reason } : {})} pending={pending} {...(error ? { error } : {})} onAdd={onAdd} />
      {added ? (
        <Suspense fallback={null}>
          <MiniCart
            open={open}
            onClose={() => setOpen(false)}
            added={added.item}
            cart={added.cart}
            cartHref={`/${locale}/cart`}
            checkoutHref={`/${locale}/checkout/shipping`}
          />
        </Suspense>
      ) : null}
    </>
  );
}
