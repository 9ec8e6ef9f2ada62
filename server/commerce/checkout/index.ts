export { checkoutRoutes } from './routes';
export { createCheckoutService, type CheckoutService } from './service';
export { checkAddress } from './address-check';
