import { errorIds } from '../../../schemas';
import { ApiError } from '../../http/api-error';

/** The saved addresses' refusals (docs/decisions.md "Accounts: saved addresses"). */
export const addressErrors = {
  /** An id no address of this consumer has: unknown, deleted, or another consumer's (not told apart). */
  notFound: (id: string) => new ApiError(404, errorIds.addressNotFound, `No saved address ${id}`, 'params.addressId'),
  full: (most: number) =>
    new ApiError(409, errorIds.tooManyAddresses, `An account keeps at most ${most} addresses: delete one first.`, undefined, {
      maxAllowedQty: most,
    }),
};
