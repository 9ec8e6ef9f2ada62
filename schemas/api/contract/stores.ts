import { storeEmployeesAnswerSchema, storeParamsSchema, storesAnswerSchema, storesQuerySchema } from '../store';
import { operation } from './operation';

/** Stores (spec 000 §7 "Utilities"): the brand's stores, and who sells in one (for the in-store associate mode). */
export const storesContract = {
  'GET /consumers-v3/utilities/stores': operation({
    summary: 'The site’s brand’s open stores, in one country with `countryCode`',
    query: storesQuerySchema,
    answer: storesAnswerSchema,
  }),
  'GET /consumers-v3/utilities/stores/:storeId/employees': operation({
    summary: 'The associates of an open store, for a signed-in employee',
    params: storeParamsSchema,
    query: storesQuerySchema.pick({ locale: true }),
    answer: storeEmployeesAnswerSchema,
  }),
} as const;
