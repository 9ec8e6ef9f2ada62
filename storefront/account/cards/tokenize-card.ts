import { checkoutApi, problemOf, type CardInput, type CardToken } from '../../commerce';

/** The sandbox gateway's tokenize, its refusal as the card fields read it (errorId and the gateway's field). */
export const tokenizeCard = (card: CardInput): Promise<CardToken> =>
  checkoutApi.tokenize(card).catch((error: unknown) => {
    const problem = problemOf(error);
    throw Object.assign(new Error(problem.message), { errorId: problem.errorId, ...(problem.field ? { field: problem.field } : {}) });
  });
