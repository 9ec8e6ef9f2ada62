import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAddressInput } from '../../schemas';
import { commerce } from '../commerce';
import { profileQueryKey } from './use-account';

type Change =
  | { readonly kind: 'add'; readonly body: { address: SavedAddressInput } }
  | { readonly kind: 'update'; readonly addressId: string; readonly body: { address: SavedAddressInput } }
  | { readonly kind: 'delete'; readonly addressId: string };

/**
 * Changes a saved address (`POST /address`, `PUT` and `DELETE /address/{addressId}`), then waits for the profile,
 * whose address list shows the server's main flags, to be read again: the section moves the focus once it has.
 * The answer: the address's id (a new one's from the server).
 */
export function useAddressChange(locale: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change): Promise<string> => {
      const id =
        change.kind === 'add'
          ? (await commerce.call('POST /consumers-v3/consumer/address', { body: change.body })).addressId
          : change.kind === 'update'
            ? (await commerce.call('PUT /consumers-v3/consumer/address/:addressId', { params: { addressId: change.addressId }, body: change.body }))
                .address.addressId
            : (await commerce.call('DELETE /consumers-v3/consumer/address/:addressId', { params: { addressId: change.addressId } }),
              change.addressId);
      return id;
    },
    // Refused or not, the list is read again: a 404 means another tab deleted it.
    onSettled: () => client.invalidateQueries({ queryKey: profileQueryKey(locale) }),
  });
}
