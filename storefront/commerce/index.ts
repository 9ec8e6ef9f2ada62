export { commerce, credentialCalls, errorDetail, refreshSession, type Session } from './http';
export { addItem, changeCart, openCart, readCart, removeItem, setQuantity, type CartChange } from './cart-api';
export { announceCartChange, cartCount, CART_CHANGED_EVENT } from './cart-count';
export { checkoutApi, placeKey, type AddressFields, type CardInput, type CardToken } from './checkout-api';
export { withoutLine, withQuantity } from './optimistic-cart';
export { cartQueryKey, useCart, useCartChange, type CartMutation } from './use-cart';
export { problemOf, useCheckout, type CheckoutNotice, type PlaceOutcome, type StepProblem } from './use-checkout';
export { addToCart, type AddToCartResult } from './add-to-cart';
export { noteShopperKind, shopperKind, SHOPPER_CHANGED_EVENT, type ShopperKind } from './shopper-kind';
