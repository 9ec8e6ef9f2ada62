import { errorIds } from '../../../schemas';
import { ApiError } from '../../http/api-error';

/** The auth area's catalogue codes (spec 000 §8). */
export const authErrors = {
  /** No token, a bad one or an expired one: the client gets a new one (a guest token 403 is ignored, spec 000 §8). */
  unauthorized: (why: string) => new ApiError(401, errorIds.unauthorized, why),
  /** A refresh token exchanged a second time: it leaked, and its whole family is revoked. */
  duplicatedToken: () =>
    new ApiError(401, errorIds.duplicatedToken, 'This refresh token was already used: every token of its sign-in is revoked. Get a new token.'),
};
