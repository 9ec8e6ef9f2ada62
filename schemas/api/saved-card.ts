import { z } from 'zod';
import { text } from '../text';

/*
 * A consumer's saved cards (spec 000 §3 "Payment instrument", §7 `GET`/`POST /payment_instruments`, `PATCH` and
 * `DELETE /payment_instruments/{paymentInstrumentId}`): the card gateway's token of a card tokenized in the browser,
 * never its number. The answers show what the gateway lets a merchant know (brand, last four, expiry, name).
 */

/** The most cards one consumer keeps (docs/decisions.md "Accounts: saved cards"). */
export const MAX_SAVED_CARDS = 10;

/** The saved kinds of payment instrument the spec names; only cards (CREDIT_CARD) are saved through the card gateway. */
export const savedPaymentMethods = ['CREDIT_CARD', 'REWARD_CODE', 'REWARD_CARD'] as const;
export type SavedPaymentMethod = (typeof savedPaymentMethods)[number];

/** A gateway card token (the cart’s paymentInstruments call takes the same form). */
const gatewayTokenSchema = text().regex(/^tok_[a-z0-9]{8,64}$/, 'must be a card token');

/** `GET /consumers-v3/consumer/payment_instruments?payment_method_id=…`. */
export const savedCardsQuerySchema = z.object({ payment_method_id: z.enum(savedPaymentMethods).optional() });

/** `POST /consumers-v3/consumer/payment_instruments`: the card's gateway token, whether it becomes main, the captcha. */
export const savedCardBodySchema = z.object({
  card: z.object({
    payment_method_id: z.literal('CREDIT_CARD').optional().default('CREDIT_CARD'),
    token: gatewayTokenSchema,
    /** Make it the main card (the other's flag is cleared); the first card is main anyway. */
    main: z.boolean().optional(),
  }),
  recaptcha_response: text().max(4000).optional(),
});

/** `PATCH …/payment_instruments/{paymentInstrumentId}`: make it the main card. */
export const savedCardPatchSchema = z.object({ card: z.object({ main: z.literal(true) }) });
export const savedCardParamsSchema = z.object({ paymentInstrumentId: text().min(1).max(100) });

/** A saved card as the API answers it. */
export const savedCardSchema = z.object({
  paymentInstrumentId: text(),
  payment_instrument_id: text(),
  payment_method_id: z.enum(savedPaymentMethods),
  main: z.boolean(),
  brand: text(),
  last4: text(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  holderName: text(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const savedCardAnswerSchema = z.object({ card: savedCardSchema });
export const savedCardsAnswerSchema = z.object({ payment_instruments: z.array(savedCardSchema) });
