import { z } from 'zod';
import {
  savedCardAnswerSchema,
  savedCardBodySchema,
  savedCardParamsSchema,
  savedCardPatchSchema,
  savedCardsAnswerSchema,
  savedCardsQuerySchema,
} from '../saved-card';
import { operation } from './operation';

/** A signed-in consumer's saved cards (spec 000 §7 Consumer: `/payment_instruments`). */
export const cardsContract = {
  'GET /consumers-v3/consumer/payment_instruments': operation({
    summary: 'The saved cards (main first), of one payment method if asked',
    query: savedCardsQuerySchema,
    answer: savedCardsAnswerSchema,
  }),
  'POST /consumers-v3/consumer/payment_instruments': operation({
    summary: 'Save a card by its gateway token (the first card becomes main)',
    body: savedCardBodySchema,
    status: 201,
    answer: savedCardAnswerSchema,
  }),
  'PATCH /consumers-v3/consumer/payment_instruments/:paymentInstrumentId': operation({
    summary: 'Make a saved card the main one',
    params: savedCardParamsSchema,
    body: savedCardPatchSchema,
    answer: savedCardAnswerSchema,
  }),
  'DELETE /consumers-v3/consumer/payment_instruments/:paymentInstrumentId': operation({
    summary: 'Delete a saved card (the oldest left becomes main)',
    params: savedCardParamsSchema,
    status: 204,
    answer: z.null(),
  }),
} as const;
