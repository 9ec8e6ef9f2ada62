/*
 * The shopper's form rules (addresses, e-mail), apart from the API's contracts: a third public surface of
 * `schemas` beside index.ts and constants.ts, so the checkout's chunk loads zod and these rules only, not every
 * contract and block schema. The server checks the same rules (server/commerce/checkout/address-check.ts).
 */
export {
  addressInputSchema,
  emailSchema,
  normalisePhone,
  normalisePostalCode,
  provinces,
  shippingCountries,
  EMAIL_MAX,
  LINE_MAX,
  NAME_MAX,
  NAME_MIN,
  type AddressInput,
  type ShippingCountry,
} from './api/address';
export { applyPhoneMask, formatPhone } from './phone';
export { text } from './text';
export {
  birthDateSchema,
  checkBirthDate,
  EARLIEST_BIRTH_DATE,
  genders,
  latestBirthDate,
  minimumAgeOf,
  newPasswordSchema,
  PASSWORD_MIN,
  signInPasswordSchema,
  signUpBodySchema,
} from './api/consumer';
export { eventJoinFormSchema, ATTENDING_DAYS_SEPARATOR, type EventJoinFormInput, type EventJoinFormValues } from './api/event-registration';
export { eventDays } from './content/event-days';
