import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '../../schemas';
import { announceCartChange } from './cart-count';
import { moveToBag, readSaved, removeSaved, saveForLater, type CartAndSaved, type SavedLines } from './favorites-api';
import { cartQueryKey } from './use-cart';

export const savedQueryKey = (locale: string) => ['saved-for-later', locale] as const;

/** The shopper's saved-for-later lines on this site, and the moves between them and the cart (both answers kept). */
export function useSavedForLater(locale: string) {
  const client = useQueryClient();
  const saved = useQuery({ queryKey: savedQueryKey(locale), queryFn: () => readSaved(locale), staleTime: 0, retry: 1 });
  const keep = (answer: CartAndSaved) => {
    client.setQueryData<Cart>(cartQueryKey(locale), answer.cart);
    client.setQueryData<SavedLines>(savedQueryKey(locale), answer.saveForLater);
    announceCartChange();
  };
  return {
    saved,
    /** Puts a cart line aside. */
    save: (basketId: string, itemId: string) => saveForLater(basketId, itemId).then(keep),
    /** A saved line back into the bag; refused (INV700), it stays saved. */
    moveBack: (saveForLaterId: string, itemId: string) => moveToBag(saveForLaterId, itemId).then(keep),
    remove: (saveForLaterId: string, itemId: string) =>
      removeSaved(saveForLaterId, itemId).then((answer) => {
        client.setQueryData<SavedLines>(savedQueryKey(locale), answer);
      }),
  };
}
