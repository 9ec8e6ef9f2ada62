import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedCard } from '../../../schemas';
import { commerce } from '../../commerce';
import { captchaToken } from '../captcha';

/** The saved cards' query: under the profile's root, so a sign-in or a sign-out drops it with the profile. */
export const savedCardsQueryKey = (locale: string) => ['profile', locale, 'cards'] as const;

/** The signed-in shopper's saved cards, main first (`GET /payment_instruments?payment_method_id=CREDIT_CARD`). */
export function useSavedCards(locale: string, enabled = true) {
  return useQuery({
    queryKey: savedCardsQueryKey(locale),
    queryFn: async (): Promise<SavedCard[]> =>
      (await commerce.call('GET /consumers-v3/consumer/payment_instruments', { query: { payment_method_id: 'CREDIT_CARD' } })).payment_instruments,
    enabled,
    retry: 1,
  });
}

type Change =
  | { readonly kind: 'add'; readonly token: string; readonly main: boolean }
  | { readonly kind: 'main'; readonly paymentInstrumentId: string }
  | { readonly kind: 'delete'; readonly paymentInstrumentId: string };

/**
 * Saves a card by its gateway token (with the captcha), makes one main or deletes one, then waits for the list to be
 * read again (the server's main flags): the section moves the focus once it has. The answer: the card's id.
 */
export function useCardChange(locale: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change): Promise<string> => {
      if (change.kind === 'add') {
        const recaptcha_response = await captchaToken('save_card');
        const answer = await commerce.call('POST /consumers-v3/consumer/payment_instruments', {
          body: { card: { token: change.token, main: change.main }, recaptcha_response },
        });
        return answer.card.paymentInstrumentId;
      }
      const params = { paymentInstrumentId: change.paymentInstrumentId };
      if (change.kind === 'main')
        return (
          await commerce.call('PATCH /consumers-v3/consumer/payment_instruments/:paymentInstrumentId', { params, body: { card: { main: true } } })
        ).card.paymentInstrumentId;
      await commerce.call('DELETE /consumers-v3/consumer/payment_instruments/:paymentInstrumentId', { params });
      return change.paymentInstrumentId;
    },
    // Refused or not, the list is read again: a 404 means another tab deleted it.
    onSettled: () => client.invalidateQueries({ queryKey: savedCardsQueryKey(locale) }),
  });
}
