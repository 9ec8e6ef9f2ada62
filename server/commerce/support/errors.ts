import { ApiError } from '../../http/api-error';

/** Customer service's answers: the form's own issues, at their fields (a message key the shopper's form shows). */
export const supportErrors = {
  /** A warranty claim for a purchase in the future, or older than the warranty covers. */
  purchaseDate: (key: 'form.dateInFuture' | 'form.warrantyExpired') => ApiError.badRequest(`body.purchaseDate: ${key}`, 'body.purchaseDate'),
};
