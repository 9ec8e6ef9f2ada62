import { errorIds } from '../../../schemas';
import { ApiError } from '../../http/api-error';

/** The stores area's answers (docs/decisions.md "In-store associates": why each status). */
export const storeErrors = {
  /** An unknown store, a closed one, or another brand's: the same answer. */
  notFound: (storeId: string) => new ApiError(404, errorIds.storeNotFound, `No open store ${storeId} here.`),
  employeesOnly: () =>
    new ApiError(403, errorIds.employeesOnly, 'Only a signed-in employee of the brand may do this: sign in at the associate sign-in.'),
  /** An order's `inStoreSalesInfo` that does not hold: which part, at its field. */
  saleInvalid: (field: 'storeId' | 'storeEmployeeId', why: string) =>
    new ApiError(400, errorIds.inStoreSaleInvalid, why, `body.inStoreSalesInfo.${field}`),
};
