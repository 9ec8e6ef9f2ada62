import { purchaseHistoryBodySchema, purchaseHistorySchema } from '../purchase-history';
import { operation } from './operation';

/** The signed-in consumer's orders (spec 000 §7 Consumer: `POST /purchasehistory`); one order is `GET …/purchase/{orderNumber}`. */
export const purchasesContract = {
  'POST /consumers-v3/consumer/purchasehistory': operation({
    summary: "A page of the signed-in consumer's orders, newest first",
    body: purchaseHistoryBodySchema,
    answer: purchaseHistorySchema,
  }),
} as const;
