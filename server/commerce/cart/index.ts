export { cartRoutes } from './routes';
export { createCartService, type CartService } from './service';
export { CART_COUNT_COOKIE, withCartCount, withOrderCount } from './count-cookie';
export { mergeGuestCart, type CartMerge } from './merge';
