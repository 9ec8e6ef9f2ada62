import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '../../schemas';
import { changeCart, openCart, type CartChange } from './cart-api';

export const cartQueryKey = (locale: string) => ['cart', locale] as const;

/** The shopper's cart on this site, from the server (TanStack Query; the checkout shares the same entry). */
export function useCart(locale: string) {
  return useQuery({ queryKey: cartQueryKey(locale), queryFn: () => openCart(locale), staleTime: 0, retry: 1 });
}

export interface CartMutation {
  readonly change: CartChange;
  /** The cart as it will be, shown at once; rolled back if the server refuses. */
  readonly optimistic?: (cart: Cart) => Cart;
}

/** Changes the cart: optimistic first, then the server's answer; on an error the cart as it was comes back. */
export function useCartChange(locale: string) {
  const client = useQueryClient();
  const key = cartQueryKey(locale);
  return useMutation({
    mutationFn: ({ change }: CartMutation) => changeCart(locale, client.getQueryData<Cart>(key), change),
    onMutate: async ({ optimistic }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Cart>(key);
      if (previous && optimistic) client.setQueryData(key, optimistic(previous));
      return { previous };
    },
    onError: (_error, _mutation, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (cart) => {
      client.setQueryData(key, cart);
    },
  });
}
