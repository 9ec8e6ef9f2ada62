import type { SavedCard } from '../../../schemas';
import type { ConsumerCardRow } from '../../db/index';

/** A saved card as the API answers it: its id under both of the spec's spellings, never its gateway token. */
export const savedCardOf = (row: ConsumerCardRow): SavedCard => ({
  paymentInstrumentId: row.id,
  payment_instrument_id: row.id,
  payment_method_id: row.paymentMethodId,
  main: row.isMain,
  brand: row.brand,
  last4: row.last4,
  expiryMonth: row.expiryMonth,
  expiryYear: row.expiryYear,
  holderName: row.holderName,
});
