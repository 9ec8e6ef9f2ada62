import { z } from 'zod';
import { addressInputSchema, emailSchema } from '../address';
import { billingAddressBodySchema, shippingAddressBodySchema } from '../cart';

/**
 * The address bodies as the OpenAPI document shows them. The address routes take any object at `address` and check
 * it by its country's rules in the service (so a bad field answers with its message and code, SHP410 for a missing
 * phone); the document shows the fields those rules read, from the same schema (`addressInputSchema`), without
 * changing what the route accepts.
 */
const typedAddress = addressInputSchema.in.extend({
  province: addressInputSchema.in.shape.province.describe('The state or province code: required in US and CA (e.g. `CO`, `ON`)'),
  postalCode: addressInputSchema.in.shape.postalCode.describe("The country's form (`80202`, `M5H 2N2`, `EC1M 5RN`); answered in capitals"),
  phone: addressInputSchema.in.shape.phone.describe('A number of the country, as typed; answered in international form (`+13035550142`)'),
  country: addressInputSchema.in.shape.country.describe("The site's country: a shipping address elsewhere is refused"),
});

const shippingAddress = typedAddress.extend({ email: emailSchema.describe("The guest's e-mail: the order's confirmation goes there") });

export const documentedShippingAddressBody = shippingAddressBodySchema.extend({
  address: z.array(shippingAddress).min(1).max(1).describe('Exactly one address'),
});

export const documentedBillingAddressBody = billingAddressBodySchema.extend({ address: typedAddress });
