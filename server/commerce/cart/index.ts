export { cartRoutes } from './routes';
export { createCartService, type CartService } from './service';
