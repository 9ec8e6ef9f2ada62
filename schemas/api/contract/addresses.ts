import { z } from 'zod';
import { addressCreatedSchema, addressParamsSchema, savedAddressAnswerSchema, savedAddressBodySchema } from '../saved-address';
import { operation } from './operation';

/** A signed-in consumer's saved addresses (spec 000 §7 Consumer: `POST /address`, `PUT` and `DELETE /address/{addressId}`). */
export const addressesContract = {
  'POST /consumers-v3/consumer/address': operation({
    summary: 'Save an address (the first of its kind becomes main)',
    body: savedAddressBodySchema,
    status: 201,
    answer: addressCreatedSchema,
  }),
  'PUT /consumers-v3/consumer/address/:addressId': operation({
    summary: 'Change a saved address, or make it the main one of its kind',
    params: addressParamsSchema,
    body: savedAddressBodySchema,
    answer: savedAddressAnswerSchema,
  }),
  'DELETE /consumers-v3/consumer/address/:addressId': operation({
    summary: 'Delete a saved address (the oldest left of its kind becomes main)',
    params: addressParamsSchema,
    status: 204,
    answer: z.null(),
  }),
} as const;
