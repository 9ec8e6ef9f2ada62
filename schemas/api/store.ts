import { z } from 'zod';
import { text } from '../text';

/** A store number, as the stores call answers it and an order's `inStoreSalesInfo` names it. */
export const storeIdSchema = text().regex(/^[A-Z]{2}\d{3,6}$/, 'must be a store id');
/** An employee's number in their store (`storeEmployeeId`). */
export const storeEmployeeIdSchema = text().regex(/^E\d{4,8}$/, 'must be a store employee id');

const span = z.object({ opens: text(), closes: text() });
const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** `GET /consumers-v3/utilities/stores`: the site's brand's open stores, in one country if asked. */
export const storesQuerySchema = z.object({
  locale: text().max(20).optional(),
  countryCode: text()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((code) => code.toUpperCase())
    .optional(),
});

/** A store (spec 000 §3, §7): where it is, how to reach it, when it is open (local times, `HH:MM`). */
export const storeSchema = z.object({
  storeId: text(),
  name: text(),
  address: z.object({
    addressLine1: text(),
    addressLine2: text().optional(),
    city: text(),
    province: text().optional(),
    postalCode: text(),
    countryCode: text(),
  }),
  latitude: z.number(),
  longitude: z.number(),
  phone: text(),
  openingHours: z.object(
    Object.fromEntries(weekdays.map((day) => [day, z.array(span)])) as Record<(typeof weekdays)[number], z.ZodArray<typeof span>>,
  ),
});
export type Store = z.infer<typeof storeSchema>;

export const storesAnswerSchema = z.object({ stores: z.array(storeSchema) });
export type StoresAnswer = z.infer<typeof storesAnswerSchema>;

export const storeParamsSchema = z.object({ storeId: storeIdSchema });

/** `GET /consumers-v3/utilities/stores/{storeId}/employees`: who sells there, for a signed-in employee only. */
export const storeEmployeesAnswerSchema = z.object({
  storeId: text(),
  employees: z.array(z.object({ storeEmployeeId: text(), name: text() })),
});
export type StoreEmployeesAnswer = z.infer<typeof storeEmployeesAnswerSchema>;

/** `PUT /cart/v2/checkout/order`'s `inStoreSalesInfo`: the store and the associate a sale in store is credited to. */
export const inStoreSalesInfoSchema = z.object({ storeId: storeIdSchema, storeEmployeeId: storeEmployeeIdSchema });
export type InStoreSalesInfo = z.infer<typeof inStoreSalesInfoSchema>;
