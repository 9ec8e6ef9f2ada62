import type { Cart, ConsumerProfile, SavedAddress, SavedCard } from '../../schemas';
import { shippableAddresses } from '../account/saved-addresses';
import type { AddressFields } from '../commerce';

/** The query the summary's path carries when express checkout filled the steps in (spec 000 §4 "status EXPRESS"). */
export const EXPRESS_STATUS = 'EXPRESS';

export interface ExpressPlan {
  readonly email: string;
  readonly address: AddressFields;
  readonly cardId: string;
}

/**
 * What express checkout fills in (spec 000 §4): for a signed-in shopper on a site with the feature on, with a main
 * card and a main shipping address of the site's country, the address, the cart's default shipping method, billing as
 * shipping and the main card; otherwise null and the checkout starts at shipping. Tessera has no pickup-only carts.
 */
export function expressPlan(
  cart: Cart,
  profile: ConsumerProfile | undefined,
  cards: readonly SavedCard[] | undefined,
  options: { readonly enabled: boolean; readonly country: string },
): ExpressPlan | null {
  if (!options.enabled || !profile || !cards || cart.items.length === 0) return null;
  const card = cards.find((c) => c.main && c.payment_method_id === 'CREDIT_CARD');
  const address: SavedAddress | undefined = shippableAddresses(profile.consumerDetails.addresses, options.country).find((a) => a.main);
  if (!card || !address) return null;
  return {
    email: cart.email ?? profile.consumerDetails.email,
    cardId: card.paymentInstrumentId,
    address: {
      firstName: address.firstName,
      lastName: address.lastName,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      province: address.province,
      postalCode: address.postalCode,
      country: address.countryCode,
      phone: address.phone,
    },
  };
}
